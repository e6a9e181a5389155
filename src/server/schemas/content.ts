/** Response schemas of the configuration and content API; they mirror src/shared/types.ts. */
import { FEATURES, MODULE_NAMES, SOCIAL_MEDIA } from '../../shared/types.ts';
import { SUPPORTED_LANGUAGES } from '../../shared/constants.ts';
import { settingsMap, stringMap } from './common.ts';
import { str, int, bool, strict } from './primitives.ts';

const nullableStr = { type: ['string', 'null'] } as const;

const menuLink = strict({ name: str, url: str, external: bool });
const menuEntry = strict({
  name: str,
  url: nullableStr,
  external: bool,
  category: bool,
  sections: { type: 'array', items: strict({ head: str, entries: { type: 'array', items: menuLink } }) },
});

export const siteConfigurationSchema = strict({
  name: str,
  theme: { type: 'string', enum: ['education', 'reno'] },
  customTheme: nullableStr,
  realm: str,
  client: str,
  locales: { type: 'array', items: { type: 'string', enum: [...SUPPORTED_LANGUAGES] } },
  modules: {
    type: 'array',
    items: strict({ name: { type: 'string', enum: [...MODULE_NAMES] }, position: int, config: settingsMap }),
  },
  featureConfiguration: { type: 'object', additionalProperties: settingsMap },
  courseTypes: { type: 'array', items: { type: 'string', enum: ['SELF', 'ONLINE', 'PRESENT'] } },
  types: { type: 'array', items: { type: 'string', enum: ['EDUCATION', 'RENO'] } },
  tagManagerId: nullableStr,
  lifetime: int,
  socialMedia: { type: 'array', items: strict({ type: { type: 'string', enum: [...SOCIAL_MEDIA] }, url: str }) },
  reviews: { anyOf: [{ type: 'null' }, strict({ count: int, source: str, url: str })] },
  overallRating: { type: ['number', 'null'] },
  footerParts: {
    type: 'array',
    items: strict({ type: { type: 'string', enum: ['LINK', 'SOCIAL_MEDIA'] }, name: str, url: str, column: int }),
  },
  features: { type: 'array', items: { type: 'string', enum: [...FEATURES] } },
  maintenance: bool,
  startPageComponent: nullableStr,
  defaultSearchType: { type: 'string', enum: ['EDUCATION', 'RENO'] },
  menu: { type: 'array', items: menuEntry },
  crossLinks: { type: 'array', items: strict({ name: str, url: str }) },
  advertText: str,
  affiliateKnown: bool,
  identity: {
    type: 'object',
    additionalProperties: false,
    required: ['issuer', 'clientId'],
    properties: { issuer: str, clientId: str, resource: str },
  },
});

const scopeEntry = strict({ id: int, name: str });

export const messagesSchema = strict({
  language: { type: 'string', enum: [...SUPPORTED_LANGUAGES] },
  mainDomain: str,
  defaultSiteTitle: str,
  defaultSiteTitleShort: str,
  defaultMetaDescription: str,
  lawyerScopes: { type: 'array', items: scopeEntry },
  renoScopes: { type: 'array', items: scopeEntry },
  scopeCategories: { type: 'array', items: strict({ id: int, name: str, scopeIds: { type: 'array', items: int } }) },
  texts: stringMap,
});

export const contentPageSchema = strict({
  id: str,
  language: { type: 'string', enum: [...SUPPORTED_LANGUAGES] },
  title: str,
  metaDescription: str,
  sections: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['heading', 'paragraphs'],
      properties: {
        anchor: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
        heading: nullableStr,
        paragraphs: { type: 'array', items: str },
      },
    },
  },
});

export const faqListSchema = {
  type: 'array',
  items: strict({ id: int, category: { type: 'string', enum: ['COMMON', 'BOOKING'] }, question: str, answer: str }),
} as const;

export const chamberListSchema = { type: 'array', items: strict({ id: int, name: str, city: str }) } as const;

export const bannerSchema = strict({ text: str });

export const sitemapSchema = {
  type: 'array',
  items: strict({ path: str, changefreq: { type: 'string', enum: ['daily', 'weekly', 'monthly'] } }),
} as const;
