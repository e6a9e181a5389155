/**
 * Reusable routes (spec §2: "Some routes are marked reusable and are kept and re-attached on back
 * navigation"): the course, package and organizer pages. The route table marks them with `reusable`,
 * which keeps what the page's loader loaded per address; when the browser's history returns to that
 * address (back or forward), the page is re-attached with the kept data instead of asking the API
 * again, so it looks as it was left and the router's scroll restoration (src/app/layout/
 * ScrollRestore.tsx) finds it as long as it was. A new visit (a link, a typed address, a reload)
 * loads afresh and keeps the new answer.
 *
 * The search result pages are reusable the same way in their own terms: their paging machine keeps
 * the last state per address in sessionStorage `rf_search` and is restored on back navigation
 * (src/actors/searchPaging.ts), because their data grows with "load more" after the loader ran.
 *
 * Kept in memory only: a reload starts a new document whose pages load afresh, and the kept answers
 * never outlive the tab. At most MAX_KEPT_PAGES addresses, the oldest dropped first.
 */
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';

/** Enough for the steps back a visitor takes between detail pages; each holds one page's data. */
export const MAX_KEPT_PAGES = 10;

const kept = new Map<string, unknown>();

const addressOf = (url: URL): string => `${url.pathname}${url.search}`;

/**
 * A back or forward navigation has moved the browser to its address already when the loaders run
 * (popstate); a link or `navigate` moves it only after the loaders have answered.
 */
function isHistoryTraversal(address: string): boolean {
  return typeof window !== 'undefined' && addressOf(new URL(window.location.href)) === address;
}

function keep(address: string, data: unknown): void {
  kept.delete(address);
  kept.set(address, data);
  // A Map iterates in insertion order: the first key is the oldest.
  while (kept.size > MAX_KEPT_PAGES) kept.delete(kept.keys().next().value as string);
}

/** The loader that keeps its answers and re-attaches them on back and forward navigation. */
export function reusableLoader(loader: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const address = addressOf(new URL(args.request.url));
    if (kept.has(address) && isHistoryTraversal(address)) return kept.get(address);
    // A redirect (another slug) or a failure is thrown and never kept.
    const data: unknown = await loader(args);
    keep(address, data);
    return data;
  };
}

/** Marks a lazy route module's part as reusable: `lazy: () => import('…').then(reusable)`. */
export function reusable<T extends Partial<Pick<RouteObject, 'loader' | 'Component'>>>(route: T): T {
  const { loader } = route;
  return typeof loader === 'function' ? { ...route, loader: reusableLoader(loader) } : route;
}

/** Forgets every kept page (tests render several documents in one). */
export function forgetReusablePages(): void {
  kept.clear();
}
