/**
 * The script a production page starts with (issue 10 §2; put in by src/build/paint-first.ts). The page
 * the server sends carries a pre-rendered shell: the header, and on the start page the welcome text.
 * Were the app's entry (src/main.tsx) the page's script, the browser would run it as soon as it has it
 * and hold the first paint back while React and the first page evaluate. This script lets the shell
 * paint first and then imports the entry, which the page preloads beside it, so it costs no round trip.
 */
import { showBootError } from './boot-error';

const { app, first } = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset ?? {};

function launch() {
  if (!app) return showBootError();
  // A page the server pre-rendered preloads the app's scripts only now (src/server/plugins/spa-document.ts).
  const later = document.getElementById('after-paint') as HTMLTemplateElement | null;
  if (later) preloadInSlices([...later.content.children]);
  // React's renderer (data-first) is evaluated a task before the app: two shorter tasks, not one long one.
  (first ? import(/* @vite-ignore */ first).then(() => new Promise((next) => setTimeout(next))) : Promise.resolve())
    .then(() => import(/* @vite-ignore */ app))
    .catch((error: unknown) => {
      // The app's chunks could not be loaded (offline, a new deployment): say so, with a retry.
      console.error('Start-up failed', error);
      showBootError();
    });
}

/**
 * Preloads inserted per task. Each one sets up its request on the main thread; the guest checkout's
 * 48 at once were a task of 45–50 ms, about 240 ms in Lighthouse's phone emulation (issue 28 §4).
 * The entry's own come first in the template, so the app's start does not wait for the rest.
 */
const PRELOADS_PER_TASK = 8;

function preloadInSlices(links: Element[]): void {
  document.head.append(...links.slice(0, PRELOADS_PER_TASK));
  if (links.length > PRELOADS_PER_TASK) setTimeout(() => preloadInSlices(links.slice(PRELOADS_PER_TASK)));
}

/** The longest the app waits for the shell's paint: a shell with nothing to paint must not hold it back. */
const LONGEST_WAIT_MS = 1000;

/**
 * Runs `callback` once the browser reports the page's first contentful paint, the shell's. A hidden page
 * (a tab opened in the background) paints nothing until it is shown: it starts at once; so does a
 * browser that does not report paints.
 */
function afterFirstContentfulPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    callback();
    return;
  }
  let waiting = true;
  const run = () => {
    if (!waiting) return;
    waiting = false;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) run();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(run, LONGEST_WAIT_MS);
}

afterFirstContentfulPaint(launch);
