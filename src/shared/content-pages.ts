/**
 * The static content pages of spec §2: each is the page at '/{id}' and the text GET
 * /api/messages/content/{id} serves (seeded in src/server/seed/data/content-pages.ts). The SPA's
 * routes (src/app/more-routes.tsx) and the server's page addresses (src/server/plugins/page-addresses.ts)
 * are derived from this one list. A module of its own, not page-paths.ts: that one is part of the
 * start page's scripts, and this list is needed only by the lazily loaded routes.
 */
export const CONTENT_PAGE_IDS = [
  'veranstalter-informationen',
  'agb',
  'datenschutz',
  'partner',
  'fachanwaltsordnung',
  'impressum',
  'ueber-uns',
  'kontakt',
  /** Art. 246d EGBGB and § 5b Abs. 2 UWG: who sells, who holds the course, who answers for what, how results are ranked. */
  'marktplatz-informationen',
  /** Issue 24 §2: the statutory model withdrawal instructions and model form, naming the configured seller. */
  'widerruf',
] as const;
export type ContentPageId = (typeof CONTENT_PAGE_IDS)[number];

/** The content page that has a page of its own (with the contact form) instead of the generic content view. */
export const CONTACT_PAGE_ID = 'kontakt' satisfies ContentPageId;
