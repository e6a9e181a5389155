import type { SearchType } from '../../../shared/types.ts';
import { sellerIdentity } from '../../../shared/seller.ts';
import { errorResponses, languageQuery, languageSchema } from '../../schemas/common.ts';
import {
  bannerSchema, chamberListSchema, contentPageSchema, faqListSchema, messagesSchema, siteConfigurationSchema,
  sitemapSchema,
} from '../../schemas/content.ts';
import { loadSiteConfiguration } from '../../services/site.ts';
import { identitySettings } from '../../identity/settings.ts';
import {
  loadBanner, loadChambers, loadContentPage, loadFaq, loadMessages,
} from '../../services/content.ts';
import { loadSitemap } from '../../services/sitemap.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['content'];
const contentPageId = { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } as const;
/** Comma-separated lists in query strings, e.g. scopes=3,7 and types=EDUCATION,RENO. */
const idList = { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9}){0,49}$' } as const;
const typeList = { type: 'string', pattern: '^(EDUCATION|RENO)(,(EDUCATION|RENO))?$' } as const;

const contentRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;
  const identity = identitySettings(settings);
  // The seller named in the Impressum, the AGB and the data protection statement: the invoice's.
  const seller = settings.seller.seller && sellerIdentity(settings.seller.seller);

  app.get('/configuration', {
    schema: {
      tags,
      summary: 'Site configuration: theme, locales, modules, features, menu, footer (texts in the given language)',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { aid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, language: languageSchema },
      },
      response: { 200: siteConfigurationSchema, ...errorResponses },
    },
    handler: async (request) => {
      const configuration = await loadSiteConfiguration(
        db,
        {
          theme: settings.theme,
          maintenance: settings.maintenance,
          oidcIssuer: identity.issuer,
          oidcClientId: identity.clientId,
          ...(identity.embedded ? { oidcResource: identity.audience } : {}),
          oidcRealm: identity.realm,
          flowExplorer: settings.flowExplorer,
        },
        request.query.aid,
        request.query.language,
      );
      // TAG_MANAGER_ID overrides the stored one (the browser loads it only after consent).
      return settings.tagManagerId ? { ...configuration, tagManagerId: settings.tagManagerId } : configuration;
    },
  });

  app.get('/messages', {
    schema: { tags, summary: 'Messages and server UI texts of one language', querystring: languageQuery, response: { 200: messagesSchema, ...errorResponses } },
    handler: async (request) => {
      const messages = await loadMessages(db, request.query.language);
      return settings.mainDomain ? { ...messages, mainDomain: settings.mainDomain } : messages;
    },
  });

  app.get('/messages/content/:id', {
    schema: {
      tags,
      summary: 'A static content page',
      params: { type: 'object', required: ['id'], properties: { id: contentPageId } },
      querystring: languageQuery,
      response: { 200: contentPageSchema, ...errorResponses },
    },
    handler: (request) => loadContentPage(db, request.params.id, request.query.language, seller),
  });

  for (const [path, pageId, summary] of [
    ['/messages/dataprotection', 'datenschutz', 'The data protection statement'],
    ['/messages/terms', 'agb', 'The terms and conditions'],
  ] as const) {
    app.get(path, {
      schema: { tags, summary, querystring: languageQuery, response: { 200: contentPageSchema, ...errorResponses } },
      handler: (request) => loadContentPage(db, pageId, request.query.language, seller),
    });
  }

  app.get('/faq', {
    schema: { tags, summary: 'Frequently asked questions (COMMON, BOOKING)', querystring: languageQuery, response: { 200: faqListSchema, ...errorResponses } },
    handler: (request) => loadFaq(db, request.query.language),
  });

  app.get(
    '/banner/:placement',
    {
      schema: {
        tags,
        summary: 'The advert banner of a placement, for the given scopes and search types',
        params: { type: 'object', required: ['placement'], properties: { placement: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' } } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { scopes: idList, types: typeList, language: languageSchema },
        },
        response: { 200: bannerSchema, ...errorResponses },
      },
      handler: (request) => {
        const { scopes, types, language } = request.query;
        return loadBanner(
          db,
          request.params.placement,
          language,
          scopes ? scopes.split(',').map(Number) : [],
          types ? (types.split(',') as SearchType[]) : [],
        );
      },
    },
  );

  app.get('/chambers', {
    schema: { tags, summary: 'The German bar chambers', response: { 200: chamberListSchema, ...errorResponses } },
    handler: () => loadChambers(db),
  });

  // Paged by the sitemap protocol's 50,000 URLs per file: see services/sitemap.ts.
  app.get('/sitemap', {
    schema: {
      tags,
      summary: 'Every public page of the shop, at most 50,000 per page (X-Total-Count: all; Link rel="next": the next page)',
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 } },
      },
      response: { 200: sitemapSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { entries, page, pages, total } = await loadSitemap(db, request.query.page);
      reply.header('x-total-count', String(total));
      if (page < pages) reply.header('link', `</api/sitemap?page=${page + 1}>; rel="next"`);
      return entries;
    },
  });
};

export default contentRoutes;
