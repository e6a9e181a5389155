/** Full page loads (outside the router), e.g. the language switch that reloads the page (§4). */
export function loadPage(url: string): void {
  window.location.assign(url);
}
