/**
 * The routes the entry does not carry (src/app/routes.tsx says why): loaded and added to the route
 * table on the first address the entry's routes do not know. Each page stays lazy here too.
 */
import type { RouteObject } from 'react-router-dom';
import { importInSlices } from '../lib/import-in-slices';
import { reusable } from '../lib/reusable-route';
import { whenI18next } from '../lib/texts';
import { CONTACT_PAGE_ID, CONTENT_PAGE_IDS } from '../shared/content-pages';
import { ACCESS_LINK_PATH } from '../shared/access-links';
import { WAITING_OFFER_PATH } from '../shared/booking';
import { CONTINUE_ORDER_PATH } from '../shared/continue-order';
import { EMAIL_VERIFICATION_PATH, PARTICIPANT_REGISTRATION_PATH } from '../shared/email-verification';
import { FIRM_INVITATION_PATH } from '../shared/firm';
import { NAMING_LINK_PATH } from '../shared/participant-naming';
import {
  ORGANIZER_LIST, ORGANIZER_PAGE, PACKAGE_LIST, PACKAGE_PAGE, REFERENT_LIST, REFERENT_PAGE, type PageKind,
} from '../shared/page-kinds';

/** The route path of a page kind of one segment, with its detail parameter if it has one (src/shared/page-kinds.ts). */
const pathOf = (kind: PageKind) => (kind.detail ? `${kind.segments[0]}/:${kind.detail}` : kind.segments[0]);

/** Static content pages with the generic content view; 'kontakt' has its own page with the form. */
const STATIC_CONTENT_PAGES = CONTENT_PAGE_IDS.filter((id) => id !== CONTACT_PAGE_ID);

/**
 * A lazy page whose chunk uses react-i18next itself (<Trans>, another namespace's bundle) waits for
 * i18next too, loaded in parallel with the page's module; from then on i18next answers
 * (src/lib/texts.ts). Every other page renders at once with the boot translator's texts — the same
 * resources, the same answers — and neither loads nor waits for i18next (issue 10 §2: one chunk and
 * one wait fewer before a search result or course page can paint). Nested routes need no wait of
 * their own: their parent's lazy waits, and the router renders none of them before all are loaded.
 */
function withI18next(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return { ...route, lazy: () => Promise.all([lazy(), whenI18next()]).then(([module]) => module) };
}

/**
 * withI18next for a checkout page: its texts (src/lib/checkout-texts.ts) load beside the page's module
 * once i18next is there, so the page renders its content at once instead of a spinner first (issue
 * 10 §2: the guest checkout's first paint). The route does not wait for a failed load: the page shows it.
 */
function withCheckoutTexts(route: RouteObject): RouteObject {
  const { lazy } = withI18next(route);
  if (typeof lazy !== 'function') return route;
  const texts = () => whenI18next().then(() => import('../lib/checkout-texts').then((m) => m.preloadCheckoutTexts()));
  return { ...route, lazy: () => Promise.all([lazy(), texts()]).then(([module]) => module) };
}

/**
 * The order flows' route modules, their machine first (src/lib/import-in-slices.ts): in Lighthouse's
 * phone emulation the guest checkout's module graph was one task of up to 300 ms (issue 28 §4).
 */
const guestOrderPage = () =>
  importInSlices([() => import('../../machines/guestOrder.machine')], () => import('../features/checkout/guest/GuestOrderPage'));
const customerOrderPage = () =>
  importInSlices([() => import('../../machines/customerOrder.machine')], () => import('../features/checkout/CustomerOrderPage'));

/** The customer area's shell and section routes in one module (customer-area-routes.tsx says why). */
const customerArea = () => import('../features/account/customer-area-routes');
/** The certificate and evaluation pages in one module (certificate-page-modules.ts says why). */
const certificatePages = () => import('./certificate-page-modules');

export const MORE_ROUTES: RouteObject[] = [
  // Packages, organizers and referents: a list, and a detail page per '{slug}-{id}' (spec §2); the
  // package and organizer pages are reusable: kept and re-attached on back navigation (src/lib/reusable-route.ts).
  { path: pathOf(PACKAGE_LIST), lazy: () => import('../features/packages/PackagesPage').then((m) => m.packagesRoute) },
  { path: pathOf(PACKAGE_PAGE), lazy: () => import('../features/packages/PackagePage').then((m) => reusable(m.packageRoute)) },
  { path: pathOf(ORGANIZER_LIST), lazy: () => import('../features/organizers/OrganizersPage').then((m) => m.organizersRoute) },
  { path: pathOf(ORGANIZER_PAGE), lazy: () => import('../features/organizers/OrganizerPage').then((m) => reusable(m.organizerRoute)) },
  { path: pathOf(REFERENT_LIST), lazy: () => import('../features/referents/ReferentsPage').then((m) => m.referentsRoute) },
  { path: pathOf(REFERENT_PAGE), lazy: () => import('../features/referents/ReferentPage').then((m) => m.referentRoute) },
  { path: 'faq', lazy: () => import('../features/content/FaqPage').then((m) => m.faqRoute) },
  ...STATIC_CONTENT_PAGES.map(
    (id): RouteObject => ({
      path: id,
      lazy: () => import('../features/content/ContentPage').then((m) => m.contentRoute(id)),
    }),
  ),
  // "Vertrag widerrufen" (§ 356a BGB, issue 24 §1): the withdrawal flow; the signed link's token is in
  // the fragment (#token=…), never in the path or the query, so no server log holds it.
  withI18next({ path: 'vertrag-widerrufen', lazy: () => import('../features/withdrawal/WithdrawalPage').then((m) => m.withdrawalRoute) }),
  { path: CONTACT_PAGE_ID, lazy: () => import('../features/content/ContactPage').then((m) => m.contactRoute) },
  // The links of the e-mail-address mails (src/shared/email-verification.ts): the registration mail's
  // "Bitte bestätigen Sie Ihre E-Mail-Adresse" and a participant's registration link; token in the fragment.
  { path: EMAIL_VERIFICATION_PATH.slice(1), lazy: () => import('../features/account/EmailVerificationPage').then((m) => m.emailVerificationRoute) },
  {
    path: PARTICIPANT_REGISTRATION_PATH.slice(1),
    lazy: () => import('../features/account/EmailVerificationPage').then((m) => m.participantRegistrationRoute),
  },
  // A participant's personal access link of an online date (src/shared/access-links.ts); token in the fragment.
  { path: ACCESS_LINK_PATH.slice(1), lazy: () => import('../features/access/AccessLinkPage').then((m) => m.accessLinkRoute) },
  // A firm's invitation mail (issue 25 §7, src/shared/firm.ts); token in the fragment.
  { path: FIRM_INVITATION_PATH.slice(1), lazy: () => import('../features/account/firm/FirmInvitationPage').then((m) => m.firmInvitationRoute) },
  // The order flows read the checkout texts through react-i18next (src/lib/checkout-texts.ts).
  // The guest order flow (spec §2 Order flows): the step is in the URL.
  withI18next({ path: 'guest-order', lazy: () => guestOrderPage().then((m) => m.guestOrderIndexRoute) }),
  withCheckoutTexts({ path: 'guest-order/:step', lazy: () => guestOrderPage().then((m) => m.guestOrderRoute) }),
  // The continue link of the order e-mail (src/shared/continue-order.ts): opens the guest order flow.
  withI18next({ path: CONTINUE_ORDER_PATH.slice(1), lazy: () => import('../features/checkout/guest/ContinueOrderPage').then((m) => m.continueOrderRoute) }),
  // The guest's naming link of the order e-mails (src/shared/participant-naming.ts); token in the fragment.
  { path: NAMING_LINK_PATH.slice(1), lazy: () => import('../features/account/naming-link/NamingLinkPage').then((m) => m.namingLinkRoute) },
  // Sign-in (spec §2 check, customer-dashboard; the provider's callback address).
  // The customer order flow (spec §2): one route module for every step, the step is the machine's.
  withI18next({ path: 'order/:step', lazy: () => customerOrderPage().then((m) => m.customerOrderRoute) }),
  { path: 'check', lazy: () => import('../features/account/CheckPage').then((m) => m.checkRoute) },
  // The organizer staff's participant lists (issue 25 §4): the dates, and one date's participants.
  // Their texts are the account namespace's, loaded through i18next (src/lib/account-texts.ts).
  withI18next({
    path: 'veranstalter/teilnehmerliste',
    lazy: () => import('../features/account/participant-list/ParticipantListPage').then((m) => m.participantListRoute),
  }),
  withI18next({
    path: 'veranstalter/teilnehmerliste/:scheduleId',
    lazy: () => import('../features/account/participant-list/ParticipantListPage').then((m) => m.scheduleAttendanceRoute),
  }),
  { path: 'auth/callback', lazy: () => import('../features/account/AuthCallbackPage').then((m) => m.authCallbackRoute) },
  // The customer area (spec §2, issue 12): the shell (sign-in guard, section navigation) and the
  // nested section routes, lazy from one module (customer-area-routes.tsx says why).
  withI18next({
    path: 'customer-dashboard',
    lazy: () => customerArea().then((m) => m.shellRoute),
    // The overview or the section the path names (customer-area-routes.tsx; an unknown one: the 404 page).
    children: [{ path: ':section?', lazy: () => customerArea().then((m) => m.sectionRoute) }],
  }),
  // The learning-success check of a position, the course evaluation, and bescheinigung — with a URL id
  // the attendance confirmation, without one the lookup (issue 12 §3–§4); one chunk for the three.
  withI18next({ path: 'lernerfolgskontrolle/:id', lazy: () => certificatePages().then((m) => m.learningCheckRoute) }),
  withI18next({ path: 'teilnehmer-feedback', lazy: () => certificatePages().then((m) => m.evaluationRoute) }),
  withI18next({ path: 'bescheinigung/:id?', lazy: () => certificatePages().then((m) => m.attendanceOrLookupRoute) }),
  // The flow explorer (issue 13; it sends visitors to the 404 page without the feature FLOW_EXPLORER).
  withI18next({ path: 'ablaeufe', lazy: () => import('../features/flows/flows-route') }),
  // The waiting list's offer of a freed seat (issue 27 §4), linked from its mail.
  { path: WAITING_OFFER_PATH.slice(1), lazy: () => import('../features/waiting-list/OfferPage').then((m) => m.waitingOfferRoute) },
  {
    path: 'newsletter-confirmation',
    lazy: () => import('../features/newsletter/ConfirmationPage').then((m) => m.confirmationRoute),
  },
];
