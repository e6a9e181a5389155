/**
 * The chart as a file of its own: an SVG that looks as on the page without the page's style sheet
 * (each element's computed paint and font written onto it, the page's CSS variables resolved), drawn
 * at 100 %, and a PNG of that SVG rendered through a canvas. Both downloaded by the browser.
 */

/** What the drawing's look depends on (flows.css sets these on the chart's elements). */
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'paint-order',
  'font-family',
  'font-size',
  'font-weight',
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Canvases beyond about 16 000 px a side fail in browsers; the biggest chart stays well under it. */
const MAX_PNG_SIDE = 8000;

/** The chart at 100 % with its look written onto its elements, as SVG source text. */
export function standaloneSvg(svg: SVGSVGElement, title: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, i) => {
    const target = copies[i] as SVGElement;
    const computed = getComputedStyle(original);
    const declarations = STYLE_PROPERTIES.map((name) => [name, computed.getPropertyValue(name)] as const)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}:${value}`);
    if (declarations.length > 0) target.setAttribute('style', declarations.join(';'));
    target.removeAttribute('class');
  });
  const [, , width, height] = (svg.getAttribute('viewBox') ?? '0 0 0 0').split(/\s+/).map(Number);
  // (No xmlns attribute of its own: XMLSerializer declares the SVG namespace of the element; a second one is an error.)
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  // The page's accessible-name attributes mean nothing in a file; its title says what it is.
  copy.removeAttribute('role');
  copy.removeAttribute('aria-label');
  const heading = document.createElementNS(SVG_NS, 'title');
  heading.textContent = title;
  copy.insertBefore(heading, copy.firstChild);
  const background = document.createElementNS(SVG_NS, 'rect');
  const [x, y] = (svg.getAttribute('viewBox') ?? '0 0').split(/\s+/);
  for (const [name, value] of Object.entries({ x, y, width, height, fill: '#ffffff' })) {
    background.setAttribute(name, String(value));
  }
  copy.insertBefore(background, heading.nextSibling);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** The SVG source as a PNG, at twice its size where that stays within what a canvas can hold. */
export async function svgToPng(source: string, size: { width: number; height: number }): Promise<Blob> {
  const scale = Math.min(2, MAX_PNG_SIDE / Math.max(size.width, size.height, 1));
  const image = new Image();
  image.decoding = 'async';
  // A data: address, not a blob: one: the shop's Content-Security-Policy allows images only from
  // itself and data: (src/server/plugins/security-headers.ts).
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(size.width * scale);
  canvas.height = Math.round(size.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG could not be made'))), 'image/png'),
  );
}

/** Hands a file to the browser's download. */
export function download(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken the address by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
