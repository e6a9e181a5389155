/** Sends the browser to another site (the organizer's online room); one place, so tests can watch it. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
