import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import {
  bannerSchema, chamberListSchema, contentPageSchema, faqListSchema, messagesSchema, siteConfigurationSchema,
  sitemapSchema,
} from '../../src/server/schemas/content.ts';
import {
  MODULE_NAMES, type ContentPage, type FaqEntry, type Messages, type SiteConfiguration, type SitemapEntry,
} from '../../src/shared/types.ts';
import { SITEMAP_PAGE_SIZE, SITEMAP_SEARCH_ROUTES, loadSitemap } from '../../src/server/services/sitemap.ts';
import type { OrganizerSummary, PackageSummary, ReferentInfo } from '../../src/shared/catalogue.ts';
import type { City, CourseKind } from '../../src/shared/search.ts';
import { coursePath } from '../../src/shared/page-paths.ts';
import { organizerPath } from '../../src/shared/page-paths.ts';
import { packagePath } from '../../src/shared/page-paths.ts';
import { referentPath } from '../../src/shared/page-paths.ts';
import { SEARCH_ROUTES } from '../../src/shared/search-routes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ajv = new Ajv({ allowUnionTypes: true, strict: false });
const get = (url: string) => server.app.inject({ method: 'GET', url });

function expectSchema(schema: object, body: unknown) {
  const validate = ajv.compile(schema);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

describe('configuration', () => {
  it('answers the education site per its schema, with the identity provider and no affiliate', async () => {
    const response = await get('/api/configuration');
    expect(response.statusCode).toBe(200);
    const config = response.json<SiteConfiguration>();
    expectSchema(siteConfigurationSchema, config);
    expect(config.theme).toBe('education');
    expect(config.defaultSearchType).toBe('EDUCATION');
    expect(config.maintenance).toBe(false);
    expect(config.affiliateKnown).toBe(false);
    expect(config.identity.issuer).toBe('http://shop.test/oidc');
    expect(config.locales).toEqual(['de', 'en']);
  });

  it('knows a seeded affiliate id and not an invented one', async () => {
    const [affiliate] = await server.database.db.query<{ id: string }>('select id from affiliate limit 1');
    expect((await get(`/api/configuration?aid=${affiliate!.id}`)).json().affiliateKnown).toBe(true);
    expect((await get('/api/configuration?aid=nobody-knows-me')).json().affiliateKnown).toBe(false);
  });

  it('serves the reno theme and maintenance mode by configuration', async () => {
    const reno = await startTestServer({ courses: 10, settings: { theme: 'reno', maintenance: true } });
    try {
      const config = (await reno.app.inject({ url: '/api/configuration' })).json<SiteConfiguration>();
      expectSchema(siteConfigurationSchema, config);
      expect(config.theme).toBe('reno');
      expect(config.defaultSearchType).toBe('RENO');
      expect(config.maintenance).toBe(true);
      const education = (await get('/api/configuration')).json<SiteConfiguration>();
      const modules = new Set([...config.modules, ...education.modules].map((module) => module.name));
      expect([...modules].sort()).toEqual([...MODULE_NAMES].sort());
    } finally {
      await reno.close();
    }
  });
});

describe('messages and content', () => {
  it.each(['de', 'en'] as const)('answers the %s messages per schema, with all 24 specialist-lawyer scopes', async (language) => {
    const response = await get(`/api/messages?language=${language}`);
    expect(response.statusCode).toBe(200);
    const messages = response.json<Messages>();
    expectSchema(messagesSchema, messages);
    expect(messages.language).toBe(language);
    expect(messages.lawyerScopes).toHaveLength(24);
    expect(messages.texts['welcome.title']).toBeTruthy();
    expect(messages.defaultSiteTitleShort).toBeTruthy();
  });

  it('defaults to German and names Arbeitsrecht in German', async () => {
    const messages = (await get('/api/messages')).json<Messages>();
    expect(messages.language).toBe('de');
    expect(messages.lawyerScopes.map((scope) => scope.name)).toContain('Arbeitsrecht');
  });

  it.each([
    'veranstalter-informationen', 'agb', 'datenschutz', 'partner', 'fachanwaltsordnung', 'impressum', 'ueber-uns', 'kontakt',
  ])('serves the content page %s in both languages', async (id) => {
    for (const language of ['de', 'en']) {
      const response = await get(`/api/messages/content/${id}?language=${language}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<ContentPage>();
      expectSchema(contentPageSchema, page);
      expect(page.sections.length).toBeGreaterThan(0);
    }
  });

  it('serves data protection and terms as their content pages', async () => {
    expect((await get('/api/messages/dataprotection')).json<ContentPage>().id).toBe('datenschutz');
    expect((await get('/api/messages/terms?language=en')).json<ContentPage>()).toMatchObject({ id: 'agb', language: 'en' });
  });

  it('the terms say how distance learning is paid and terminated (FernUSG), in German and English', async () => {
    const text = (page: ContentPage) => page.sections.map((section) => `${section.heading}\n${section.paragraphs.join('\n')}`).join('\n');
    const german = text((await get('/api/messages/terms')).json<ContentPage>());
    expect(german).toContain('§ 7 Fernunterricht (Fernunterrichtsschutzgesetz)');
    expect(german).toMatch(/Zulassungsnummer steht auf der Kursseite, in der Bestellübersicht und auf der Rechnung/);
    expect(german).toMatch(/Raten, jeweils für einen Zeitabschnitt von höchstens drei Monaten/);
    expect(german).toMatch(/erstmals zum Ende des ersten Halbjahres .* sechs Wochen .* drei Monaten \(§ 5 Abs\. 1 FernUSG\)/);
    expect(german).toContain('„Fernunterrichtsvertrag kündigen“');
    // No sentence excludes cancelling a distance-learning course once access is granted.
    expect(german).toContain('Bei Selbststudienkursen, die kein Fernunterricht sind,');
    const english = text((await get('/api/messages/terms?language=en')).json<ContentPage>());
    expect(english).toContain('7 Distance learning (Fernunterrichtsschutzgesetz)');
    expect(english).toContain('"Terminate distance-learning contract"');
  });

  it('answers 404 for an unknown content page', async () => {
    const response = await get('/api/messages/content/gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('lists COMMON questions before BOOKING ones', async () => {
    const faq = (await get('/api/faq?language=de')).json<FaqEntry[]>();
    expectSchema(faqListSchema, faq);
    const categories = faq.map((entry) => entry.category);
    expect(categories).toContain('COMMON');
    expect(categories).toContain('BOOKING');
    expect(categories.lastIndexOf('COMMON')).toBeLessThan(categories.indexOf('BOOKING'));
  });

  it('answers banners, chambers and the sitemap per schema', async () => {
    const banner = await get('/api/banner/start?types=EDUCATION&scopes=1,2');
    expect(banner.statusCode).toBe(200);
    expectSchema(bannerSchema, banner.json());
    expect((await get('/api/banner/nirgendwo')).json()).toEqual({ text: '' });

    const chambers = (await get('/api/chambers')).json();
    expectSchema(chamberListSchema, chambers);
    expect(chambers).toHaveLength(28);

    const sitemap = (await get('/api/sitemap')).json<{ path: string }[]>();
    expectSchema(sitemapSchema, sitemap);
    expect(sitemap.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/', '/faq', '/impressum']));
  });
});

describe('sitemap', () => {
  const sitemapPaths = async () => (await get('/api/sitemap')).json<SitemapEntry[]>().map((entry) => entry.path);

  it('lists every public page once, per schema, with the total and no next page while all fit on one', async () => {
    const response = await get('/api/sitemap');
    expect(response.statusCode).toBe(200);
    const entries = response.json<SitemapEntry[]>();
    expectSchema(sitemapSchema, entries);
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(response.headers['x-total-count']).toBe(String(entries.length));
    expect(response.headers.link).toBeUndefined();
    expect(paths.slice(0, 5)).toEqual(['/', '/seminar-pakete', '/veranstalter', '/referenten', '/faq']);
    expect(paths).toEqual(expect.arrayContaining(['/impressum', '/kontakt', '/agb', '/ueber-uns', '/veranstalter-informationen']));
    expect(paths.every((path) => path.startsWith('/') && !path.includes('//') && encodeURI(path) === path)).toBe(true);
  });

  it('lists every search route of the SPA with the scope pages its menu links to, and every city page', async () => {
    expect(SITEMAP_SEARCH_ROUTES.map((route) => route.path)).toEqual(SEARCH_ROUTES.map((route) => route.path));
    const paths = await sitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(SEARCH_ROUTES.map((route) => `/${route.path}`)));
    // The menus of both themes link scope pages of the search routes, and footers link content pages.
    const sites = await server.database.db.query<{ config: SiteConfiguration }>('select config from site');
    expect(sites).toHaveLength(2);
    const internalLinks = sites.flatMap(({ config }) => [
      ...config.menu.flatMap((entry) => [
        ...(entry.url && !entry.external ? [entry.url] : []),
        ...entry.sections.flatMap((section) => section.entries.filter((link) => !link.external).map((link) => link.url)),
      ]),
      ...config.footerParts.filter((part) => part.type === 'LINK').map((part) => part.url),
    ]);
    expect(internalLinks.length).toBeGreaterThan(40);
    expect(paths).toEqual(expect.arrayContaining(internalLinks));

    const cities = (await get('/api/search/city')).json<City[]>();
    expect(cities.length).toBeGreaterThan(50);
    expect(paths).toEqual(expect.arrayContaining(cities.map((city) => `/stadt/${city.slug}-${city.id}`)));
  });

  it('lists every course, package, organizer and referent under the path the SPA gives it', async () => {
    const paths = new Set(await sitemapPaths());
    const courses = await server.database.db.query<{ id: number; name: string; kind: CourseKind }>('select id, name, kind from course');
    expect(courses).toHaveLength(120);
    const packages = (await get('/api/courses/packages')).json<PackageSummary[]>();
    const organizers = (await get('/api/organizer')).json<OrganizerSummary[]>();
    const referents = (await get('/api/referent-infos')).json<ReferentInfo[]>();
    expect(packages.length * organizers.length * referents.length).toBeGreaterThan(0);
    const expected = [
      ...courses.map((course) => coursePath(course)),
      ...packages.map((pkg) => packagePath(pkg)),
      ...organizers.map((organizer) => organizerPath(organizer)),
      ...referents.map((referent) => referentPath(referent)),
    ];
    expect(expected.filter((path) => !paths.has(path))).toEqual([]);
    expect(paths.size).toBe(expected.length + [...paths].filter((path) => !/^\/(fachanwaltslehrgang|fortbildung|fortbildung-15-fao|seminar-pakete|veranstalter|referenten)\/./.test(path)).length);
  });

  it('pages by at most the sitemap protocol\'s 50,000 URLs: site pages first, then courses by id', async () => {
    const { db } = server.database;
    const whole = await loadSitemap(db);
    expect(SITEMAP_PAGE_SIZE).toBe(50_000);
    expect(whole).toMatchObject({ page: 1, pages: 1, total: whole.entries.length });

    const pageSize = Math.ceil(whole.total / 3) + 1;
    const pages = await Promise.all([1, 2, 3].map((page) => loadSitemap(db, page, pageSize)));
    expect(pages.map((page) => page.pages)).toEqual([3, 3, 3]);
    expect(pages.every((page) => page.entries.length <= pageSize)).toBe(true);
    expect(pages.flatMap((page) => page.entries)).toEqual(whole.entries);
    await expect(loadSitemap(db, 4, pageSize)).rejects.toMatchObject({ statusCode: 404 });

    const coursesFrom = whole.entries.findIndex((entry) => /^\/(fachanwaltslehrgang|fortbildung|fortbildung-15-fao)\//.test(entry.path));
    expect(coursesFrom).toBeGreaterThan(100);
    const ids = whole.entries.slice(coursesFrom).map((entry) => Number(/-(\d+)$/.exec(entry.path)![1]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers 404 past the last page and 400 for a page that is no number', async () => {
    expect((await get('/api/sitemap?page=1')).statusCode).toBe(200);
    expect((await get('/api/sitemap?page=2')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    for (const page of ['0', 'zwei', '-1']) {
      expect((await get(`/api/sitemap?page=${page}`)).json()).toMatchObject({ statusCode: 400, field: 'page' });
    }
    expect((await get('/api/sitemap?seite=1')).json()).toMatchObject({ statusCode: 400, field: 'seite' });
  });
});

describe('malformed requests name the field', () => {
  it.each([
    ['/api/messages?language=fr', 'language'],
    ['/api/faq?language=', 'language'],
    ['/api/messages/content/Gro%C3%9F%20und%20klein', 'id'],
    ['/api/configuration?aid=%3Cscript%3E', 'aid'],
    ['/api/banner/start?scopes=eins,zwei', 'scopes'],
    ['/api/banner/start?types=LAWYER', 'types'],
    ['/api/banner/Start!', 'placement'],
    ['/api/chambers?unexpected=1', 'unexpected'],
  ])('GET %s → 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field });
    expect(body.message).toContain(field);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await get('/api/gibt/es/nicht');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await server.app.inject({
      method: 'PUT', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });
});
