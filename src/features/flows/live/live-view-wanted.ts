/**
 * Whether the live view (./LivePanel.tsx) is wanted: `?flows=live` switches it on for the session,
 * `?flows=off` off again. Read by the composition root, which mounts the panel. src/app/lazy-system.ts
 * starts the actors after the first paint even on the start page when the address says
 * `?flows=live` (the panel watches them; waiting for the first click left it missing, issue 23 §7).
 */
const LIVE_KEY = 'kursmarkt.flows.live';

export function liveViewWanted(): boolean {
  try {
    const wanted = new URLSearchParams(window.location.search).get('flows');
    if (wanted === 'live') sessionStorage.setItem(LIVE_KEY, '1');
    if (wanted === 'off') sessionStorage.removeItem(LIVE_KEY);
    return sessionStorage.getItem(LIVE_KEY) === '1';
  } catch {
    // No session storage (a locked-down browser): the live view stays off.
    return false;
  }
}
