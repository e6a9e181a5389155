/**
 * The JSON shapes the API answers with (spec §3). The server's response schemas and the browser's
 * API client both refer to these, so a change here is a change of the contract.
 */
import type { Language } from './constants';

export type Theme = 'education' | 'reno';
export type SearchType = 'EDUCATION' | 'RENO';
export type CourseType = 'SELF' | 'ONLINE' | 'PRESENT';

export const MODULE_NAMES = [
  'ORGANIZER_INFO', 'NEWS', 'BENEFITS_BOX', 'BENEFITS_BOX_IMMO_CAMPUS', 'TESTIMONIAL', 'WHO_TO',
  'ABOUT_US', 'CATEGORIES', 'SCOPE_OVERVIEW', 'SCOPE_OVERVIEW_RENO', 'NEWSLETTER', 'COURSE_PREVIEW',
  'WELCOME', 'TEXT_SEARCH', 'EKBW_COURSE_OVERVIEW',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export const FEATURES = [
  'SEARCH_BOX', 'NEWSLETTER', 'BOOKMARK', 'EDUCATIONAL_STATE', 'FAVORITES', 'REVIEWS', 'WAITING_LIST',
  // The flow explorer /ablaeufe and its footer link (issue 13): the server's FLOW_EXPLORER setting, on in the demo.
  'FLOW_EXPLORER',
] as const;
export type Feature = (typeof FEATURES)[number];

export const SOCIAL_MEDIA = ['FACEBOOK', 'LINKEDIN', 'XING', 'TWITTER', 'INSTAGRAM'] as const;
export type SocialMediaType = (typeof SOCIAL_MEDIA)[number];

export interface StartModule {
  name: ModuleName;
  position: number;
  /** Module-specific settings, e.g. { style: 'dark' } for NEWSLETTER. */
  config: Record<string, string | number | boolean>;
}

export interface MenuLink {
  name: string;
  url: string;
  external: boolean;
}
export interface MenuSection {
  head: string;
  entries: MenuLink[];
}
/** A menu entry is a simple link, an external link, or a dropdown with sections (spec §3). */
export interface MenuEntry {
  name: string;
  url: string | null;
  external: boolean;
  /** Clicking a category entry clears stored search data (spec §2). */
  category: boolean;
  sections: MenuSection[];
}

export interface FooterPart {
  type: 'LINK' | 'SOCIAL_MEDIA';
  name: string;
  url: string;
  /** 1 or 2: the footer shows links in two columns. */
  column: number;
}

export interface SocialMediaLink {
  type: SocialMediaType;
  url: string;
}

export interface Reviews {
  count: number;
  source: string;
  url: string;
}

export interface CrossLink {
  name: string;
  url: string;
}

export interface SiteConfiguration {
  name: string;
  theme: Theme;
  customTheme: string | null;
  realm: string;
  client: string;
  locales: Language[];
  modules: StartModule[];
  /** Per-feature settings, e.g. { NEWSLETTER: { style: 'light' } }. */
  featureConfiguration: Record<string, Record<string, string | number | boolean>>;
  courseTypes: CourseType[];
  types: SearchType[];
  tagManagerId: string | null;
  /** Lifetime of the affiliate cookie, in days. */
  lifetime: number;
  socialMedia: SocialMediaLink[];
  reviews: Reviews | null;
  overallRating: number | null;
  footerParts: FooterPart[];
  features: Feature[];
  maintenance: boolean;
  startPageComponent: string | null;
  defaultSearchType: SearchType;
  menu: MenuEntry[];
  /** Primary and secondary external sites shown as tabs on the search box. */
  crossLinks: CrossLink[];
  /** The advert banner above the start modules; shown only when non-blank. */
  advertText: string;
  /** Whether the aid of the request names a known affiliate. */
  affiliateKnown: boolean;
  /**
   * Sign-in: the issuer, the SPA's client id, and the API's resource indicator (RFC 8707) the SPA asks
   * its tokens for — set for the embedded provider; an external one sets the audience itself (Keycloak:
   * an audience mapper).
   */
  identity: { issuer: string; clientId: string; resource?: string };
}

export interface ScopeEntry {
  id: number;
  name: string;
}
export interface ScopeCategory {
  id: number;
  name: string;
  scopeIds: number[];
}

export interface Messages {
  language: Language;
  mainDomain: string;
  defaultSiteTitle: string;
  defaultSiteTitleShort: string;
  defaultMetaDescription: string;
  lawyerScopes: ScopeEntry[];
  renoScopes: ScopeEntry[];
  scopeCategories: ScopeCategory[];
  /** Server-maintained UI texts, merged into the i18n resources at start-up. */
  texts: Record<string, string>;
}

export interface ContentSection {
  /** The section's id in the page, so a link can lead to it ('/marktplatz-informationen#ranking'). */
  anchor?: string;
  heading: string | null;
  /** Plain text; `[label](/path)` links to another page of the shop. */
  paragraphs: string[];
}
export interface ContentPage {
  id: string;
  language: Language;
  title: string;
  metaDescription: string;
  sections: ContentSection[];
}

export type FaqCategory = 'COMMON' | 'BOOKING';
export interface FaqEntry {
  id: number;
  category: FaqCategory;
  question: string;
  answer: string;
}

export interface Chamber {
  id: number;
  name: string;
  city: string;
}

export interface Banner {
  text: string;
}

export interface SitemapEntry {
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly';
}

export interface NewsletterRequest {
  email: string;
  language?: Language;
}
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

/** Every API error answers with this shape. */
export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
  field?: string;
}
