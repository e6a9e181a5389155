/**
 * No soft 404 (issue 9, item 2.6): the server knows the SPA's page addresses and answers an unknown
 * one with 404 — still with the SPA's index.html, which shows the 404 page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_ROUTES } from '../../src/shared/search-routes.ts';
import { isPageAddress } from '../../src/server/plugins/page-addresses.ts';
import { coursePath, organizerPath, packagePath, referentPath } from '../../src/shared/page-paths.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const INDEX_HTML = '<!doctype html><html lang="de"><head><title>Kursmarkt</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let spaRoot: string;
beforeAll(async () => {
  spaRoot = mkdtempSync(join(tmpdir(), 'kursmarkt-spa-'));
  writeFileSync(join(spaRoot, 'index.html'), INDEX_HTML);
  server = await startTestServer({ courses: 5, spaRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaRoot, { recursive: true, force: true });
});

const page = (url: string) => server.app.inject({ url });

describe('page addresses', () => {
  it('answers every SPA page with 200 and the SPA', async () => {
    const addresses = [
      '/', '/search?query=Arbeitsrecht', '/stadt/berlin-3', '/fachanwaltslehrgaenge/arbeitsrecht-2',
      coursePath({ id: 12, name: 'Fachanwaltslehrgang Arbeitsrecht', kind: 'FACHANWALTSLEHRGANG' }),
      coursePath({ id: 7, name: 'Update Mietrecht', kind: 'FORTBILDUNG' }),
      coursePath({ id: 8, name: 'Update Erbrecht', kind: 'FAO15' }),
      '/seminar-pakete', packagePath({ id: 1, name: 'Paket Arbeitsrecht' }),
      '/veranstalter', organizerPath({ id: 1, name: 'Anwaltsakademie' }),
      '/referenten', referentPath({ id: 4, name: 'Dr. Anna Berg' }),
      '/faq', '/kontakt', '/agb', '/impressum', '/warenkorb?merged=true', '/check', '/auth/callback?code=x&state=y',
      '/newsletter-confirmation?token=abc', '/customer-dashboard', '/customer-dashboard/merkzettel',
      '/order/summary', '/guest-order/guest-order-complete', '/search/', '/Search', '/vertrag-widerrufen',
    ];
    for (const address of addresses) {
      const response = await page(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body, address).toContain('<div id="root">');
    }
  });

  it('knows the flow explorer /ablaeufe only while it is switched on (FLOW_EXPLORER)', () => {
    expect(isPageAddress('/ablaeufe', { flowExplorer: true })).toBe(true);
    expect(isPageAddress('/ablaeufe')).toBe(false);
    // The pages the mails link to, and the firm's section of the customer area (issue 25).
    for (const path of ['/e-mail-bestaetigen', '/konto-anlegen', '/kanzlei-einladung', '/zugang', '/customer-dashboard/kanzlei']) {
      expect(isPageAddress(path), path).toBe(true);
    }
  });

  it('knows every search route of the SPA, with and without its scope segment', () => {
    for (const route of SEARCH_ROUTES) {
      expect(isPageAddress(`/${route.path}`), route.path).toBe(true);
      expect(isPageAddress(`/${route.path}/some-scope-5`), route.path).toBe(true);
    }
  });

  it('answers unknown addresses with 404 and the SPA, which shows its 404 page', async () => {
    const unknown = [
      '/gibt-es-nicht', '/404', '/fortbildung', '/fortbildung/ohne-id', '/fachanwaltslehrgang/a-1/mehr', '/seminar-pakete/paket',
      '/customer-dashboard/fremd', '/order', '/order/unbekannt', '/auth', '/search/a/b',
    ];
    for (const address of unknown) {
      const response = await page(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type'], address).toContain('text/html');
      expect(response.body, address).toContain('<div id="root">');
    }
  });

  it('keeps JSON 404s for unknown API addresses and files', async () => {
    expect((await page('/api/gibt-es-nicht')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await page('/assets/fehlt.js')).statusCode).toBe(404);
  });
});
