/**
 * The route table (spec §2). Every page except the start page is lazy: its module is loaded on the
 * first visit, with its data (route loader) before the page renders, so scroll restoration and #hash
 * targets find the content. Add a later issue's pages to PAGE_ROUTES, e.g.
 *   { path: 'kontakt', lazy: () => import('../features/content/ContactPage').then((m) => m.contactRoute) },
 * While configuration.maintenance is set, every address shows the maintenance page instead.
 */
import type { RouteObject } from 'react-router-dom';
import type { ContentPageId } from '../api/content';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { whenI18next } from '../lib/texts';
import { COURSE_ROUTES } from '../shared/page-paths';
import { SearchBox } from '../features/search/box/SearchBox';
import { SEARCH_ROUTES, type SearchRoute } from '../features/search/search-routes';
import { StartPage } from '../features/start/StartPage';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './RouteError';

/** Static content pages with the generic content view; 'kontakt' has its own page with the form. */
export const STATIC_CONTENT_PAGES = [
  'veranstalter-informationen',
  'agb',
  'datenschutz',
  'partner',
  'fachanwaltsordnung',
  'impressum',
  'ueber-uns',
] as const satisfies readonly ContentPageId[];

export const NOT_FOUND_PATH = '/404';

/** A search route and its variant narrowed by a '{slug}-{id}' scope (or, for stadt, city) part. */
function searchRoutes(route: SearchRoute): RouteObject[] {
  const lazy = () => import('../features/search/page/SearchPage').then((m) => m.searchRoute(route));
  return [
    { path: route.path, lazy },
    { path: `${route.path}/:segment`, lazy },
  ];
}

export const PAGE_ROUTES: RouteObject[] = [
  // The search box is part of the start page's first screen, so it comes with it, not lazily.
  { index: true, element: <StartPage searchBox={<SearchBox />} /> },
  ...SEARCH_ROUTES.flatMap(searchRoutes),
  // Course detail pages: '{slug}-{id}' of the course (spec §2).
  ...COURSE_ROUTES.map(
    (path): RouteObject => ({
      path: `${path}/:course`,
      lazy: () => import('../features/course/CoursePage').then((m) => m.courseRoute),
    }),
  ),
  // Packages, organizers and referents: a list, and a detail page per '{slug}-{id}' (spec §2).
  { path: 'seminar-pakete', lazy: () => import('../features/packages/PackagesPage').then((m) => m.packagesRoute) },
  { path: 'seminar-pakete/:package', lazy: () => import('../features/packages/PackagePage').then((m) => m.packageRoute) },
  { path: 'veranstalter', lazy: () => import('../features/organizers/OrganizersPage').then((m) => m.organizersRoute) },
  { path: 'veranstalter/:organizer', lazy: () => import('../features/organizers/OrganizerPage').then((m) => m.organizerRoute) },
  { path: 'referenten', lazy: () => import('../features/referents/ReferentsPage').then((m) => m.referentsRoute) },
  { path: 'referenten/:referent', lazy: () => import('../features/referents/ReferentPage').then((m) => m.referentRoute) },
  { path: 'faq', lazy: () => import('../features/content/FaqPage').then((m) => m.faqRoute) },
  ...STATIC_CONTENT_PAGES.map(
    (id): RouteObject => ({
      path: id,
      lazy: () => import('../features/content/ContentPage').then((m) => m.contentRoute(id)),
    }),
  ),
  { path: 'kontakt', lazy: () => import('../features/content/ContactPage').then((m) => m.contactRoute) },
  { path: 'warenkorb', lazy: () => import('../features/cart/CartPage').then((m) => m.cartRoute) },
  // The guest order flow (spec §2 Order flows): the step is in the URL.
  { path: 'guest-order', lazy: () => import('../features/checkout/guest/GuestOrderPage').then((m) => m.guestOrderIndexRoute) },
  { path: 'guest-order/:step', lazy: () => import('../features/checkout/guest/GuestOrderPage').then((m) => m.guestOrderRoute) },
  // Sign-in (spec §2 check, customer-dashboard; the provider's callback address).
  // The customer order flow (spec §2): one route module for every step, the step is the machine's.
  { path: 'order/:step', lazy: () => import('../features/checkout/CustomerOrderPage').then((m) => m.customerOrderRoute) },
  { path: 'check', lazy: () => import('../features/account/CheckPage').then((m) => m.checkRoute) },
  { path: 'auth/callback', lazy: () => import('../features/account/AuthCallbackPage').then((m) => m.authCallbackRoute) },
  {
    path: 'customer-dashboard',
    lazy: () => import('../features/account/CustomerDashboardPage').then((m) => m.customerDashboardRoute),
  },
  {
    path: 'newsletter-confirmation',
    lazy: () => import('../features/newsletter/ConfirmationPage').then((m) => m.confirmationRoute),
  },
  // Every other address (./unknown-address.tsx): the 404 page, pages behind a feature flag (the flow
  // explorer /ablaeufe), else a redirect to the 404 page, replacing the history entry (spec §2, §8).
  { path: '*', lazy: () => import('./unknown-address') },
];

const MAINTENANCE_ROUTES: RouteObject[] = [
  {
    path: '*',
    lazy: () => import('../features/content/MaintenancePage').then((m) => ({ Component: m.MaintenancePage })),
  },
];

/**
 * A lazy page waits for i18next too (loaded in parallel with the page's module): from the first lazy
 * route on, i18next answers and react-i18next works in the page's chunk (src/lib/texts.ts).
 */
function withI18next(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return route;
    return { ...route, lazy: () => Promise.all([lazy(), whenI18next()]).then(([module]) => module) };
  });
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
          ErrorBoundary: RouteError,
          HydrateFallback: LoadingIndicator,
          children: withI18next(maintenance ? MAINTENANCE_ROUTES : PAGE_ROUTES),
        },
      ],
    },
  ];
}
