/**
 * What the served page brings beyond its boot data (issue 10 §2): the first API answer of a search
 * result or course page (src/server/plugins/page-data.ts), so the page paints its content without a
 * request after its JavaScript, and `<link rel="modulepreload">` for the page's route chunks
 * (src/server/plugins/route-preloads.ts), so they load beside the entry.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePath } from '../../src/shared/page-paths.ts';
import type { PageData } from '../../src/shared/page-data.ts';
import type { SearchResult } from '../../src/shared/search.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const INDEX_HTML = [
  '<!doctype html><html lang="de"><head><meta name="description" content="" />',
  '<title>Kursmarkt</title></head><body><div id="root"></div></body></html>',
].join('');

/** A build manifest in the shape Vite writes it: the entry, the search page and a chunk they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'], css: ['assets/index-1.css'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_xstate-1.js': { file: 'assets/xstate-1.js' },
  'src/features/search/page/SearchPage.tsx': {
    file: 'assets/SearchPage-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_xstate-1.js', 'index.html'],
    css: ['assets/SearchPage-1.css'],
  },
  'src/features/cart/CartPage.tsx': {
    file: 'assets/CartPage-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', 'index.html'],
  },
  'src/app/system.ts': { file: 'assets/system-1.js', isDynamicEntry: true, imports: ['_xstate-1.js'] },
};

let server: TestServer;
let spaRoot: string;
beforeAll(async () => {
  spaRoot = mkdtempSync(join(tmpdir(), 'kursmarkt-spa-'));
  writeFileSync(join(spaRoot, 'index.html'), INDEX_HTML);
  mkdirSync(join(spaRoot, '.vite'));
  writeFileSync(join(spaRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  server = await startTestServer({ courses: 5, spaRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaRoot, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) =>
  (await server.app.inject({ url, headers: cookie ? { cookie } : {} })).body;
const api = async (url: string) => (await server.app.inject({ url })).json();

function pageData(html: string): PageData | null {
  const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as PageData);
}

describe('the page data of the served page', () => {
  it('brings a result page the first page of its search, under the address the page would ask', async () => {
    const key = '/api/search?limit=20&start=1&types=EDUCATION';
    expect(pageData(await page('/fortbildungen'))?.answers).toEqual({ [key]: await api(key) });
    // The query string's search too, its parameters in a stable order.
    const filtered = '/api/search?courseType=ONLINE&limit=20&sortBy=date&start=1&term=Recht&types=EDUCATION';
    expect(pageData(await page('/fortbildungen?term=Recht&sortBy=date&courseType=ONLINE'))?.answers).toEqual({
      [filtered]: await api(filtered),
    });
  });

  it('brings a course page its course in the page language', async () => {
    const { courses } = (await api('/api/search?limit=1')) as SearchResult;
    const course = courses[0]!;
    const key = `/api/course/${course.id}?language=de`;
    expect(pageData(await page(coursePath(course)))?.answers).toEqual({ [key]: await api(key) });
  });

  it('reads the address as the router does: a result address in other case is the same page', async () => {
    const key = '/api/search?limit=20&start=1&types=EDUCATION';
    expect(pageData(await page('/Fortbildungen'))?.answers).toEqual({ [key]: await api(key) });
  });

  it('brings nothing to a signed-in visitor, to an unknown course or to other pages', async () => {
    expect(pageData(await page('/fortbildungen', 'rfLoggedIn=true'))).toBeNull();
    // The sign-in cookie among others, whatever its value; a cookie of a similar name is no sign-in.
    expect(pageData(await page('/fortbildungen', 'aid=p-2; rfLoggedIn='))).toBeNull();
    expect(pageData(await page('/fortbildungen', 'rfLoggedInBefore=true'))).not.toBeNull();
    expect(pageData(await page('/fortbildung/gibt-es-nicht-999999'))).toBeNull();
    expect(pageData(await page('/'))).toBeNull();
    expect(pageData(await page('/faq'))).toBeNull();
  });
});

describe('the route preloads of the served page', () => {
  it('lists the page chunk and what it imports beyond the entry, at low priority; none for the start page', async () => {
    const html = await page('/fortbildungen');
    const preloads = [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(preloads).toEqual([
      'modulepreload /assets/SearchPage-1.js',
      'modulepreload /assets/xstate-1.js',
      'preload /assets/SearchPage-1.css',
    ]);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/SearchPage-1.js">');
    expect(await page('/')).not.toContain('modulepreload');
  });

  it('a guest’s cart page paints from storage: the actors are preloaded only for a signed-in visitor', async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
    expect(preloads(await page('/warenkorb'))).toEqual(['/assets/CartPage-1.js']);
    expect(preloads(await page('/warenkorb', 'rfLoggedIn=true'))).toEqual([
      '/assets/CartPage-1.js',
      '/assets/system-1.js',
      '/assets/xstate-1.js',
    ]);
  });
});
