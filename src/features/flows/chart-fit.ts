/**
 * The chart's zoom: "Einpassen" scales the whole chart into its box — width and height, since the
 * biggest machines (guestOrder, 3951 × 4575 px at 100 %) are taller than any screen — down to a floor
 * low enough for them; the other buttons step between that floor and 200 %.
 */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 2;
/** The drawing's margin around the layout (the SVG's viewBox starts at -4). */
export const CHART_MARGIN = 8;

export interface Size {
  width: number;
  height: number;
}

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The zoom at which the laid-out chart fits `box` (never enlarged beyond 100 %). */
export function fitZoom(chart: Size, box: Size): number {
  const byWidth = box.width / (chart.width + CHART_MARGIN);
  const byHeight = box.height / (chart.height + CHART_MARGIN);
  // floor: a rounded-up zoom would leave a pixel to scroll.
  return clampZoom(Math.min(1, Math.floor(Math.min(byWidth, byHeight) * 1000) / 1000));
}

/**
 * The room the chart box offers: its width, and the height it may grow to (its CSS max-height),
 * not its current height, which follows the drawing. Borders are not room.
 */
export function boxRoom(element: HTMLElement): Size {
  const style = getComputedStyle(element);
  const borders = (a: string, b: string) => (parseFloat(a) || 0) + (parseFloat(b) || 0);
  const maxHeight = parseFloat(style.maxHeight);
  const height = Number.isFinite(maxHeight)
    ? maxHeight - borders(style.borderTopWidth, style.borderBottomWidth)
    : element.clientHeight;
  return { width: element.clientWidth, height };
}
