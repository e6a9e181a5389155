/**
 * The route table (spec §2). Every page except the start page is lazy: its module is loaded on the
 * first visit, with its data (route loader) before the page renders, so scroll restoration and #hash
 * targets find the content.
 *
 * The entry carries only the routes of the pages most visits start on — start, search results,
 * course, cart — and the 404 page. Every other route is in more-routes.tsx, which the router
 * discovers on the first address none of these match (react-router's lazy route discovery,
 * `patchRoutesOnNavigation`): each route costs the start page's script bytes (issue 10 §2), and the
 * table keeps growing. Add a later issue's pages to MORE_ROUTES, e.g.
 *   { path: 'kontakt', lazy: () => import('../features/content/ContactPage').then((m) => m.contactRoute) },
 * While configuration.maintenance is set, every address shows the maintenance page instead.
 */
import { Navigate, Outlet, replace, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { nextTask } from '../lib/next-task';
import { SearchBox } from '../features/search/box/SearchBox';
import { CART_PAGE, COURSE_PAGE, RESULT_PAGE } from '../shared/entry-page-kinds';
import type { SearchPath } from '../shared/search-paths';
import { StartPage } from '../features/start/StartPage';
import { useFirstPageRendered } from '../state/system-context';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './RouteError';

export const NOT_FOUND_PATH = '/404';

/** Rendered only if the loader's redirect did not run (it always does in a data router). */
function RedirectToNotFound() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}

/** A search route and its variant narrowed by a '{slug}-{id}' scope (or, for stadt, city) part. */
function searchRoutes(path: SearchPath): RouteObject[] {
  const lazy = () => import('../features/search/page/SearchPage').then((m) => m.searchRoute(path));
  return [
    { path, lazy },
    { path: `${path}/:${RESULT_PAGE.detail}`, lazy },
  ];
}

/** The entry's pages; their addresses come from the table of page kinds (src/shared/page-kinds.ts), which the server reads too. */
export const PAGE_ROUTES: RouteObject[] = [
  // The search box is part of the start page's first screen, so it comes with it, not lazily.
  { index: true, element: <StartPage searchBox={<SearchBox />} /> },
  ...RESULT_PAGE.segments.flatMap(searchRoutes),
  // Course detail pages: '{slug}-{id}' of the course (spec §2).
  ...COURSE_PAGE.segments.map((path): RouteObject => ({
    path: `${path}/:${COURSE_PAGE.detail}`,
    // Reusable (spec §2): kept and re-attached on back navigation (src/lib/reusable-route.ts,
    // loaded with the page: the start page's script budget).
    lazy: () =>
      Promise.all([import('../features/course/CoursePage'), import('../lib/reusable-route')]).then(
        ([page, { reusable }]) => reusable(page.courseRoute),
      ),
  })),
  // The cart's checkout choice waits for i18next itself (CheckoutChoice.tsx).
  { path: CART_PAGE.segments[0], lazy: () => import('../features/cart/CartPage').then((m) => m.cartRoute) },
  // Every other page is in more-routes.tsx, discovered on the first visit (discoverMoreRoutes below).
  {
    path: NOT_FOUND_PATH.slice(1),
    lazy: () => import('../features/content/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
  // Unknown routes go to the 404 page, replacing the history entry (spec §2, §8).
  { path: '*', loader: () => replace(NOT_FOUND_PATH), Component: RedirectToNotFound },
];

const MAINTENANCE_ROUTES: RouteObject[] = [
  {
    path: '*',
    lazy: () => import('../features/content/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
  },
];

/** The pages' frame: rendered once the first page is there (its HydrateFallback shows until then). */
function Pages() {
  useFirstPageRendered();
  return <Outlet />;
}

/** The pathless route holding the pages: more-routes.tsx's routes join it. */
const PAGES_ROUTE_ID = 'pages';

/**
 * Lazy route discovery, one per router: the router asks whenever an address matches only a dynamic
 * or catch-all route. Only the catch-all means "maybe a page of more-routes.tsx": the routes are
 * loaded and added once, and the router matches again (an address still unknown then is the 404).
 */
export function discoverMoreRoutes(): PatchRoutesOnNavigationFunction {
  let discovered: Promise<void> | null = null;
  return ({ matches, patch }) => {
    if (matches[matches.length - 1]?.route.path !== '*') return;
    // The module's evaluation, the patch (the router converts its whole table again) and the router's
    // matching after it, each in a task of its own: together one task of up to 140 ms in the phone
    // emulation of issue 28 §4.
    discovered ??= import('./more-routes').then(async ({ MORE_ROUTES }) => {
      await nextTask();
      patch(PAGES_ROUTE_ID, MORE_ROUTES);
      await nextTask();
    });
    return discovered;
  };
}

export interface RouteOptions {
  maintenance: boolean;
}

export function buildRoutes({ maintenance }: RouteOptions): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          // Pathless: page errors and the first lazy load render inside the layout.
          id: PAGES_ROUTE_ID,
          Component: Pages,
          ErrorBoundary: RouteError,
          HydrateFallback: LoadingIndicator,
          children: maintenance ? MAINTENANCE_ROUTES : PAGE_ROUTES,
        },
      ],
    },
  ];
}
