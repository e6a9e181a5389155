/**
 * The two site documents (table `site`, one per theme). They are SiteConfiguration minus the fields
 * the server adds per request: `maintenance` (environment), `affiliateKnown` (the request's aid) and
 * `identity` (the configured OpenID provider). Texts are German; an `en` overlay beside a text gives
 * its English version (services/site-language.ts), served for GET /api/configuration?language=en.
 */
import type {
  CrossLink, FooterPart, MenuEntry, MenuSection, SiteConfiguration, SocialMediaLink, StartModule, Theme,
} from '../../../shared/types.ts';
import { SOCIAL_MEDIA } from '../../../shared/types.ts';
import type { WithEnglish } from '../../services/site-language.ts';
import { ORGANIZERS } from './organizers.ts';
import { ALL_SCOPES, SCOPE_CATEGORIES, type ScopeSeed } from './scopes.ts';

export type StoredSiteConfiguration = WithEnglish<Omit<SiteConfiguration, 'maintenance' | 'affiliateKnown' | 'identity'>>;
type Stored<T> = WithEnglish<T>;

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
const FOOTER_LINKS: Stored<FooterPart>[] = [
  { type: 'LINK', name: 'Über uns', url: '/ueber-uns', column: 1, en: { name: 'About us' } },
  { type: 'LINK', name: 'Kontakt', url: '/kontakt', column: 1, en: { name: 'Contact' } },
  { type: 'LINK', name: 'Häufige Fragen', url: '/faq', column: 1, en: { name: 'Frequently asked questions' } },
  { type: 'LINK', name: 'Fachanwaltsordnung', url: '/fachanwaltsordnung', column: 1, en: { name: 'Specialist Lawyers Regulations' } },
  { type: 'LINK', name: 'Informationen für Veranstalter', url: '/veranstalter-informationen', column: 1, en: { name: 'Information for organizers' } },
  { type: 'LINK', name: 'Partnerprogramm', url: '/partner', column: 2, en: { name: 'Partner programme' } },
  { type: 'LINK', name: 'AGB', url: '/agb', column: 2, en: { name: 'Terms and conditions' } },
  { type: 'LINK', name: 'Datenschutz', url: '/datenschutz', column: 2, en: { name: 'Data protection' } },
  { type: 'LINK', name: 'Impressum', url: '/impressum', column: 2, en: { name: 'Legal notice' } },
];

const FOOTER_SOCIAL: FooterPart[] = SOCIAL_MEDIA_LINKS.map((link) => ({
  type: 'SOCIAL_MEDIA', name: link.type, url: link.url, column: 2,
}));

/** A dropdown of scope search links under `route`, one section per scope category. The scope's id is
 * embedded in the path after its slug (spec §2: selectedScopeName with an id), as ids follow ALL_SCOPES. */
function scopeDropdown([name, nameEn]: Names, route: string, scopes: readonly ScopeSeed[]): Stored<MenuEntry> {
  const sections: Stored<MenuSection>[] = SCOPE_CATEGORIES.map((category) => ({
    head: category.nameDe,
    en: { head: category.nameEn },
    entries: scopes
      .filter((scope) => scope.categoryKey === category.key)
      .map((scope) => ({
        name: scope.nameDe,
        url: `/${route}/${scope.slug}-${ALL_SCOPES.indexOf(scope) + 1}`,
        external: false,
        en: { name: scope.nameEn },
      })),
  })).filter((section) => section.entries.length > 0);
  return { name, url: null, external: false, category: true, sections, en: { name: nameEn } };
}

/** A menu or link text: German, English. */
type Names = readonly [de: string, en: string];

function link([name, nameEn]: Names, url: string): Stored<MenuEntry> {
  return { name, url, external: false, category: false, sections: [], en: { name: nameEn } };
}

function externalLink([name, nameEn]: Names, url: string): Stored<MenuEntry> {
  return { name, url, external: true, category: false, sections: [], en: { name: nameEn } };
}

function crossLink([name, nameEn]: Names, url: string): Stored<CrossLink> {
  return { name, url, en: { name: nameEn } };
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
      scopeDropdown(['Fachanwaltslehrgänge', 'Specialist lawyer courses'], 'fachanwaltslehrgaenge', lawyerScopes),
      scopeDropdown(['Fortbildungen § 15 FAO', 'Training under § 15 FAO'], 'fortbildungen-15-fao', lawyerScopes),
      link(['Seminar-Pakete', 'Seminar packages'], '/seminar-pakete'),
      link(['Selbststudium', 'Self-study'], '/selbststudium'),
      externalLink(['Kanzleiteams', 'Law-office teams'], 'https://reno.kursmarkt.example'),
    ],
    crossLinks: [
      crossLink(['Fortbildungen für Kanzleiteams', 'Training for law-office teams'], 'https://reno.kursmarkt.example'),
      crossLink(['Stellenmarkt für Juristinnen und Juristen', 'Job market for lawyers'], 'https://karriere.kursmarkt.example'),
    ],
    advertText: 'Frühbucher aufgepasst: Mit dem Code FRUEHBUCHER50 sparen Sie 50 € auf Ihre nächste Buchung.',
    en: { advertText: 'Early birds take note: save €50 on your next booking with the code FRUEHBUCHER50.' },
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
      scopeDropdown(['Online-Seminare', 'Online seminars'], 'online-seminare-mitarbeiter', renoScopes),
      scopeDropdown(['Selbststudium', 'Self-study'], 'selbststudium-mitarbeiter', renoScopes),
      link(['Präsenzschulungen', 'In-person training'], '/praesenzschulung'),
      externalLink(['Für Anwältinnen und Anwälte', 'For lawyers'], 'https://www.kursmarkt.example'),
    ],
    crossLinks: [
      crossLink(['Fortbildungen für Anwältinnen und Anwälte', 'Training for lawyers'], 'https://www.kursmarkt.example'),
      crossLink(['Ausbildungsplätze in Kanzleien', 'Apprenticeships in law offices'], 'https://karriere.kursmarkt.example/ausbildung'),
    ],
    advertText: '',
  };

  return { education, reno };
}
