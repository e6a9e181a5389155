/** Site data for component tests: a configuration and messages as the API answers them. */
import type { Messages, SiteConfiguration } from '../../../src/shared/types';

export function configurationFixture(overrides: Partial<SiteConfiguration> = {}): SiteConfiguration {
  return {
    name: 'Kursmarkt',
    theme: 'education',
    customTheme: null,
    realm: 'kursmarkt',
    client: 'kursmarkt-web',
    locales: ['de', 'en'],
    modules: [
      { name: 'WELCOME', position: 1, config: {} },
      { name: 'NEWSLETTER', position: 2, config: {} },
    ],
    featureConfiguration: { NEWSLETTER: { style: 'light' } },
    courseTypes: ['SELF', 'ONLINE', 'PRESENT'],
    types: ['EDUCATION', 'RENO'],
    tagManagerId: null,
    lifetime: 30,
    socialMedia: [
      { type: 'LINKEDIN', url: 'https://www.linkedin.com/company/kursmarkt' },
      { type: 'INSTAGRAM', url: 'https://www.instagram.com/kursmarkt' },
    ],
    reviews: null,
    overallRating: null,
    footerParts: [
      { type: 'LINK', name: 'Impressum', url: '/impressum', column: 1 },
      { type: 'LINK', name: 'Datenschutz', url: '/datenschutz', column: 1 },
      { type: 'LINK', name: 'Über uns', url: '/ueber-uns', column: 2 },
      { type: 'LINK', name: 'Häufige Fragen', url: '/faq', column: 2 },
      { type: 'SOCIAL_MEDIA', name: 'LinkedIn', url: 'https://www.linkedin.com/company/kursmarkt', column: 1 },
    ],
    features: ['SEARCH_BOX', 'NEWSLETTER'],
    maintenance: false,
    startPageComponent: null,
    defaultSearchType: 'EDUCATION',
    menu: [
      { name: 'Fortbildungen', url: '/fortbildungen', external: false, category: true, sections: [] },
      {
        name: 'Fachanwaltslehrgänge',
        url: null,
        external: false,
        category: true,
        sections: [
          {
            head: 'Rechtsgebiete',
            entries: [
              { name: 'Arbeitsrecht', url: '/fachanwaltslehrgaenge/arbeitsrecht-2', external: false },
              { name: 'Familienrecht', url: '/fachanwaltslehrgaenge/familienrecht-6', external: false },
            ],
          },
          {
            head: 'Formate',
            entries: [{ name: 'Online-Seminare', url: '/online-seminare', external: false }],
          },
        ],
      },
      { name: 'Kontakt', url: '/kontakt', external: false, category: false, sections: [] },
      { name: 'Blog', url: 'https://blog.kursmarkt.example', external: true, category: false, sections: [] },
    ],
    crossLinks: [],
    advertText: '',
    affiliateKnown: false,
    identity: { issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web' },
    ...overrides,
  };
}

export function messagesFixture(overrides: Partial<Messages> = {}): Messages {
  return {
    language: 'de',
    mainDomain: 'https://www.kursmarkt.example',
    defaultSiteTitle: 'Kursmarkt – Fortbildungen für Rechtsberufe',
    defaultSiteTitleShort: 'Kursmarkt',
    defaultMetaDescription: 'Fortbildungen und Fachanwaltslehrgänge für Rechtsanwälte und Kanzleimitarbeiter.',
    lawyerScopes: [],
    renoScopes: [],
    scopeCategories: [],
    texts: {
      'welcome.title': 'Willkommen bei Kursmarkt',
      'welcome.text': 'Finden Sie Ihre nächste Fortbildung.',
    },
    ...overrides,
  };
}
