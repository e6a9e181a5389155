/**
 * The two site documents (table `site`, one per theme). They are SiteConfiguration minus the fields
 * the server adds per request: `maintenance` (environment), `affiliateKnown` (the request's aid) and
 * `identity` (the configured OpenID provider).
 */
import type {
  FooterPart, MenuEntry, MenuSection, SiteConfiguration, SocialMediaLink, StartModule, Theme,
} from '../../../shared/types.ts';
import { SOCIAL_MEDIA } from '../../../shared/types.ts';
import { ORGANIZERS } from './organizers.ts';
import { ALL_SCOPES, SCOPE_CATEGORIES, type ScopeSeed } from './scopes.ts';

export type StoredSiteConfiguration = Omit<SiteConfiguration, 'maintenance' | 'affiliateKnown' | 'identity'>;

/**
 * Positions follow the array order, starting at 1. A module's content is its server texts (see
 * data/messages.ts: '{prefix}.title', '{prefix}.text', numbered items '{prefix}.1' …); its config
 * adds links (`url`, `route`), data choices (`organizerId`, `limit`), another text prefix (`texts`)
 * and items shown only with a feature (`item{n}Feature`).
 */
function modules(...entries: (StartModule['name'] | [StartModule['name'], StartModule['config']])[]): StartModule[] {
  return entries.map((entry, index) => {
    const [name, config] = Array.isArray(entry) ? entry : [entry, {}];
    return { name, position: index + 1, config };
  });
}

const SOCIAL_MEDIA_LINKS: SocialMediaLink[] = SOCIAL_MEDIA.map((type) => ({
  type,
  url: {
    FACEBOOK: 'https://www.facebook.com/kursmarkt.example',
    LINKEDIN: 'https://www.linkedin.com/company/kursmarkt-example',
    XING: 'https://www.xing.com/pages/kursmarkt-example',
    TWITTER: 'https://twitter.com/kursmarkt_example',
    INSTAGRAM: 'https://www.instagram.com/kursmarkt.example',
  }[type],
}));

/** The static content pages of spec §2, split over the two footer columns. */
const FOOTER_LINKS: FooterPart[] = [
  { type: 'LINK', name: 'Über uns', url: '/ueber-uns', column: 1 },
  { type: 'LINK', name: 'Kontakt', url: '/kontakt', column: 1 },
  { type: 'LINK', name: 'Häufige Fragen', url: '/faq', column: 1 },
  { type: 'LINK', name: 'Fachanwaltsordnung', url: '/fachanwaltsordnung', column: 1 },
  { type: 'LINK', name: 'Informationen für Veranstalter', url: '/veranstalter-informationen', column: 1 },
  { type: 'LINK', name: 'Partnerprogramm', url: '/partner', column: 2 },
  { type: 'LINK', name: 'AGB', url: '/agb', column: 2 },
  { type: 'LINK', name: 'Datenschutz', url: '/datenschutz', column: 2 },
  { type: 'LINK', name: 'Impressum', url: '/impressum', column: 2 },
];

const FOOTER_SOCIAL: FooterPart[] = SOCIAL_MEDIA_LINKS.map((link) => ({
  type: 'SOCIAL_MEDIA', name: link.type, url: link.url, column: 2,
}));

/** A dropdown of scope search links under `route`, one section per scope category. The scope's id is
 * embedded in the path after its slug (spec §2: selectedScopeName with an id), as ids follow ALL_SCOPES. */
function scopeDropdown(name: string, route: string, scopes: readonly ScopeSeed[]): MenuEntry {
  const sections: MenuSection[] = SCOPE_CATEGORIES.map((category) => ({
    head: category.nameDe,
    entries: scopes
      .filter((scope) => scope.categoryKey === category.key)
      .map((scope) => ({ name: scope.nameDe, url: `/${route}/${scope.slug}-${ALL_SCOPES.indexOf(scope) + 1}`, external: false })),
  })).filter((section) => section.entries.length > 0);
  return { name, url: null, external: false, category: true, sections };
}

function link(name: string, url: string): MenuEntry {
  return { name, url, external: false, category: false, sections: [] };
}

function externalLink(name: string, url: string): MenuEntry {
  return { name, url, external: true, category: false, sections: [] };
}

/** Organizer ids follow ORGANIZERS (see organizer-tables.ts). */
function organizerId(name: string): number {
  const index = ORGANIZERS.findIndex((organizer) => organizer.name === name);
  if (index < 0) throw new Error(`unknown organizer ${name}`);
  return index + 1;
}

export function buildSiteConfigurations(
  lawyerScopes: readonly ScopeSeed[],
  renoScopes: readonly ScopeSeed[],
): Record<Theme, StoredSiteConfiguration> {
  const shared = {
    customTheme: null,
    realm: 'kursmarkt',
    client: 'kursmarkt-spa',
    locales: ['de', 'en'],
    courseTypes: ['SELF', 'ONLINE', 'PRESENT'],
    tagManagerId: null,
    lifetime: 30,
    socialMedia: SOCIAL_MEDIA_LINKS,
    reviews: { count: 1287, source: 'Kursmarkt-Kundenbewertungen', url: 'https://bewertungen.kursmarkt.example' },
    overallRating: 4.7,
    footerParts: [...FOOTER_LINKS, ...FOOTER_SOCIAL],
  } satisfies Partial<StoredSiteConfiguration>;

  const education: StoredSiteConfiguration = {
    ...shared,
    name: 'Kursmarkt',
    theme: 'education',
    modules: modules(
      'WELCOME', 'TEXT_SEARCH', 'SCOPE_OVERVIEW', 'CATEGORIES', 'COURSE_PREVIEW',
      ['BENEFITS_BOX', { item3Feature: 'EDUCATIONAL_STATE', item4Feature: 'BOOKMARK' }],
      'TESTIMONIAL',
      ['ORGANIZER_INFO', { url: '/veranstalter-informationen' }],
      ['NEWSLETTER', { style: 'dark' }],
      ['NEWS', { item1Feature: 'EDUCATIONAL_STATE' }],
      ['ABOUT_US', { url: '/ueber-uns' }],
    ),
    featureConfiguration: { NEWSLETTER: { style: 'dark' } },
    types: ['EDUCATION', 'RENO'],
    defaultSearchType: 'EDUCATION',
    features: ['SEARCH_BOX', 'NEWSLETTER', 'BOOKMARK', 'EDUCATIONAL_STATE', 'FAVORITES', 'REVIEWS', 'WAITING_LIST'],
    startPageComponent: null,
    menu: [
      scopeDropdown('Fachanwaltslehrgänge', 'fachanwaltslehrgaenge', lawyerScopes),
      scopeDropdown('Fortbildungen § 15 FAO', 'fortbildungen-15-fao', lawyerScopes),
      link('Seminar-Pakete', '/seminar-pakete'),
      link('Selbststudium', '/selbststudium'),
      externalLink('Kanzleiteams', 'https://reno.kursmarkt.example'),
    ],
    crossLinks: [
      { name: 'Fortbildungen für Kanzleiteams', url: 'https://reno.kursmarkt.example' },
      { name: 'Stellenmarkt für Juristinnen und Juristen', url: 'https://karriere.kursmarkt.example' },
    ],
    advertText: 'Frühbucher aufgepasst: Mit dem Code FRUEHBUCHER50 sparen Sie 50 € auf Ihre nächste Buchung.',
  };

  const reno: StoredSiteConfiguration = {
    ...shared,
    name: 'Kursmarkt RENO',
    theme: 'reno',
    modules: modules(
      'WELCOME',
      ['SCOPE_OVERVIEW_RENO', { route: 'online-seminare-mitarbeiter' }],
      'WHO_TO',
      ['BENEFITS_BOX_IMMO_CAMPUS', { url: '/selbststudium-mitarbeiter' }],
      ['EKBW_COURSE_OVERVIEW', { organizerId: organizerId('Campus Kanzleipraxis'), limit: 8 }],
      'COURSE_PREVIEW',
      ['TESTIMONIAL', { texts: 'testimonialReno' }],
      ['NEWSLETTER', { style: 'light' }],
    ),
    featureConfiguration: { NEWSLETTER: { style: 'light' } },
    types: ['RENO'],
    defaultSearchType: 'RENO',
    features: ['SEARCH_BOX', 'NEWSLETTER', 'BOOKMARK', 'FAVORITES'],
    startPageComponent: 'selfStudies',
    menu: [
      scopeDropdown('Online-Seminare', 'online-seminare-mitarbeiter', renoScopes),
      scopeDropdown('Selbststudium', 'selbststudium-mitarbeiter', renoScopes),
      link('Präsenzschulungen', '/praesenzschulung'),
      externalLink('Für Anwältinnen und Anwälte', 'https://www.kursmarkt.example'),
    ],
    crossLinks: [
      { name: 'Fortbildungen für Anwältinnen und Anwälte', url: 'https://www.kursmarkt.example' },
      { name: 'Ausbildungsplätze in Kanzleien', url: 'https://karriere.kursmarkt.example/ausbildung' },
    ],
    advertText: '',
  };

  return { education, reno };
}
