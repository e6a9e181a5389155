/**
 * The page the server answers with (issue 10 §2): configuration and messages of the request's
 * language in a boot-data script, so start-up needs no round trip, and a pre-rendered shell with the
 * start page's welcome text, title and meta description for a reader without JavaScript; a result
 * page with its first screen from the build's pre-rendering module (here a stand-in for it: the real
 * one is tested in tests/web/search-page-prerender.test.ts and end to end).
 */
import germanTexts from '../../src/locales/de/translation.json' with { type: 'json' };
import englishTexts from '../../src/locales/en/translation.json' with { type: 'json' };
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootDataJson } from '../../src/server/plugins/spa-document.ts';
import type { BootData } from '../../src/shared/boot-data.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const INDEX_HTML = [
  '<!doctype html><html lang="de"><head><meta name="description" content="" />',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-e1.js">',
  '<title>Kursmarkt</title></head><body><div id="root"></div></body></html>',
].join('');

/** What the build's manifest says of the entry and the search page's chunk (route-preloads.ts reads it). */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js' },
  'src/features/search/page/SearchPage.tsx': { file: 'assets/SearchPage-s1.js', css: ['assets/SearchPage-s1.css'] },
  // The guest checkout's route modules (route-preloads.ts MORE_ROUTE_MODULES), one shared chunk twice.
  'src/app/more-routes.tsx': { file: 'assets/more-routes-m1.js', imports: ['index.html'] },
  'src/features/checkout/guest/GuestOrderPage.tsx': {
    file: 'assets/GuestOrderPage-g1.js', imports: ['_xstate-x1.js', 'index.html'], css: ['assets/GuestOrderPage-g1.css'],
  },
  '_xstate-x1.js': { file: 'assets/xstate-x1.js' },
  'src/features/checkout/guest/GuestStepContent.tsx': { file: 'assets/GuestStepContent-g2.js', imports: ['_xstate-x1.js', 'index.html'] },
  'src/lib/i18n.ts': { file: 'assets/i18n-i1.js', imports: ['index.html'] },
  'src/locales/de/checkout.json': { file: 'assets/checkout-c1.js' },
  'src/app/system.ts': { file: 'assets/system-y1.js', imports: ['_xstate-x1.js', 'index.html'] },
};

/**
 * A stand-in for dist/.prerender/pages.js: the count of the first answer, a failure on demand, and the
 * guest checkout's first step, which is rendered without an answer (firstAnswer null).
 */
const PRERENDER_MODULE = `export const renderPage = ({ url, firstAnswer }) => {
  if (url.split('?')[0] === '/guest-order/guest' && firstAnswer === null) return { header: '<header></header>', main: '<h1 id="pre-rendered-guest">Ihre Daten</h1>' };
  if (!url.startsWith('/fortbildungen')) return null;
  if (url.includes('kaputt')) throw new Error('broken');
  return { header: '<header id="pre-rendered-header"></header>', main: '<p id="pre-rendered">' + firstAnswer.count + ' Kurse</p>' };
};
`;

let server: TestServer;
let spaRoot: string;
beforeAll(async () => {
  spaRoot = mkdtempSync(join(tmpdir(), 'kursmarkt-spa-'));
  writeFileSync(join(spaRoot, 'index.html'), INDEX_HTML);
  mkdirSync(join(spaRoot, 'assets'));
  writeFileSync(join(spaRoot, 'assets', 'logo-a1b2c3.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(spaRoot, '.vite'));
  writeFileSync(join(spaRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(spaRoot, '.prerender'));
  writeFileSync(join(spaRoot, '.prerender', 'pages.js'), PRERENDER_MODULE);
  server = await startTestServer({ courses: 5, spaRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaRoot, { recursive: true, force: true });
});

function bootData(html: string): BootData {
  const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'boot-data script').toBeDefined();
  return JSON.parse(json!) as BootData;
}

const api = async (url: string) => (await server.app.inject({ url })).json();

describe('the served page', () => {
  it('carries the configuration and messages boot would fetch, in German by default', async () => {
    const html = (await server.app.inject({ url: '/' })).body;
    const data = bootData(html);
    expect(data.language).toBe('de');
    expect(data.aid).toBeNull();
    expect(data.configuration).toEqual(await api('/api/configuration?language=de'));
    expect(data.messages).toEqual(await api('/api/messages?language=de'));
    // The static texts too: the start page's JavaScript does not carry them (issue 10 §2).
    expect(data.staticTexts).toEqual({ de: germanTexts });
  });

  it('follows ?language when the configured locales allow it, and ignores an unknown one', async () => {
    const english = bootData((await server.app.inject({ url: '/faq?language=en' })).body);
    expect(english.language).toBe('en');
    expect(english.messages).toEqual(await api('/api/messages?language=en'));
    expect(english.configuration).toEqual(await api('/api/configuration?language=en'));
    // English with German, i18next's fallback.
    expect(english.staticTexts).toEqual({ en: englishTexts, de: germanTexts });
    expect(bootData((await server.app.inject({ url: '/?language=fr' })).body).language).toBe('de');
  });

  it('names the affiliate of a valid aid parameter or cookie, and none for an invalid one', async () => {
    expect(bootData((await server.app.inject({ url: '/?aid=partner_1' })).body).aid).toBe('partner_1');
    expect(bootData((await server.app.inject({ url: '/', headers: { cookie: 'x=1; aid=p-2' } })).body).aid).toBe('p-2');
    expect(bootData((await server.app.inject({ url: '/?aid=%3Cscript%3E' })).body).aid).toBeNull();
  });

  it('shows the shell, the welcome text, the title and the meta description without JavaScript', async () => {
    const messages = (await api('/api/messages?language=de')) as BootData['messages'];
    const html = (await server.app.inject({ url: '/' })).body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<title>${messages.defaultSiteTitle}</title>`);
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('src="/assets/logo-a1b2c3.svg"');
    expect(html).toMatch(/<h1 class="welcome__title">[^<]+<\/h1>/);
    expect(html).toContain('<meta name="description" content="');
    expect(html).not.toContain('<meta name="description" content="" />');
    // Other pages get the shell without the start page's text; the page itself fills in once loaded.
    const faq = (await server.app.inject({ url: '/faq' })).body;
    expect(faq).toContain('<header class="site-header">');
    expect(faq).not.toContain('welcome__title');
  });

  it('is compressed for browsers that accept it and revalidated on every load', async () => {
    const response = await server.app.inject({ url: '/kontakt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(bootData(brotliDecompressSync(response.rawPayload).toString()).language).toBe('de');
  });
});

describe('the guest checkout', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const preloaded = (html: string) => [...head(html).matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  const GUEST_ORDER_CHUNKS = [
    '/assets/more-routes-m1.js',
    '/assets/GuestOrderPage-g1.js',
    '/assets/xstate-x1.js',
    '/assets/GuestStepContent-g2.js',
    '/assets/i18n-i1.js',
    '/assets/checkout-c1.js',
    '/assets/system-y1.js',
  ];

  it('preloads what each later step waits for before its first paint, each chunk once, besides the entry', async () => {
    for (const url of ['/guest-order/guest-summary', '/guest-order', '/Guest-Order/guest']) {
      const html = (await server.app.inject({ url })).body;
      expect(preloaded(html), url).toEqual(['/assets/index-e1.js', ...GUEST_ORDER_CHUNKS]);
      expect(head(html), url).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/GuestOrderPage-g1.css">');
      expect(html, url).not.toContain('pre-rendered-guest');
    }
  });

  it('comes at its first step with that step pre-rendered, its styles at once and its scripts after the first paint', async () => {
    for (const url of ['/guest-order/guest', '/guest-order/guest?language=en']) {
      const html = (await server.app.inject({ url })).body;
      expect(html, url).toContain('<main id="main" class="site-main"><h1 id="pre-rendered-guest">Ihre Daten</h1></main>');
      expect(head(html), url).toContain('<link rel="stylesheet" crossorigin href="/assets/GuestOrderPage-g1.css">');
      expect(head(html), url).not.toContain('modulepreload');
      const afterPaint = /<template id="after-paint">(.*?)<\/template>/.exec(html)?.[1] ?? '';
      const scripts = [...afterPaint.matchAll(/href="([^"]+\.js)"/g)].map((match) => match[1]);
      expect(scripts, url).toEqual(['/assets/index-e1.js', ...GUEST_ORDER_CHUNKS]);
    }
  });

  it('is no address below the flow, nor another page of the second route table', async () => {
    for (const url of ['/guest-order/guest/more', '/faq']) expect(preloaded((await server.app.inject({ url })).body), url).toEqual(['/assets/index-e1.js']);
  });
});

describe('a result page', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('comes with its first screen in <main>, its styles at once and its scripts only after the first paint', async () => {
    const html = (await server.app.inject({ url: '/fortbildungen' })).body;
    const { count } = (await api('/api/search?start=1&limit=20&types=EDUCATION')) as { count: number };
    expect(html).toContain(`<header id="pre-rendered-header"></header><main id="main" class="site-main"><p id="pre-rendered">${count} Kurse</p></main>`);
    expect(head(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/SearchPage-s1.css">');
    expect(head(html)).not.toContain('modulepreload');
    const afterPaint = /<template id="after-paint">(.*?)<\/template>/.exec(html)?.[1];
    expect(afterPaint).toContain('href="/assets/index-e1.js"');
    expect(afterPaint).toContain('href="/assets/SearchPage-s1.js"');
  });

  it('is sent as before when it cannot be pre-rendered, and other pages never are', async () => {
    for (const url of ['/fortbildungen?term=kaputt', '/faq']) {
      const html = (await server.app.inject({ url })).body;
      expect(html, url).not.toContain('pre-rendered');
      expect(html, url).not.toContain('after-paint');
      expect(head(html), url).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-e1.js">');
    }
  });
});

describe('bootDataJson', () => {
  it('escapes every "<", so a text cannot close the script element', () => {
    const hostile = { language: 'de', aid: null, configuration: {}, messages: { texts: { x: '</script><script>alert(1)</script><!--' } } };
    const json = bootDataJson(hostile as unknown as BootData);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
