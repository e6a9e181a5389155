import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const spaRoot = mkdtempSync(join(tmpdir(), 'kursmarkt-spa-'));
mkdirSync(join(spaRoot, 'assets'));
writeFileSync(join(spaRoot, 'index.html'), '<!doctype html><title>Kursmarkt</title><div id="root"></div>');
writeFileSync(join(spaRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
// What the build's precompress plugin writes next to an asset.
const bigAsset = `export const text = ${JSON.stringify('Fachanwaltslehrgang '.repeat(200))};`;
writeFileSync(join(spaRoot, 'assets', 'big-4d5e6f.js'), bigAsset);
writeFileSync(join(spaRoot, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(bigAsset));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ courses: 5, spaRoot });
});
afterAll(async () => {
  await server?.close();
  rmSync(spaRoot, { recursive: true, force: true });
});

describe('the SPA behind the API', () => {
  it('answers page routes with index.html (history fallback) and no-cache', async () => {
    // An unknown address gets the SPA too (its 404 page), with status 404 (soft-404.test.ts).
    for (const [url, status] of [['/', 200], ['/faq', 200], ['/fachanwaltslehrgaenge/arbeitsrecht-3?x=1', 200], ['/eine/unbekannte/seite', 404]] as const) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await server.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await server.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the precompressed copy of an asset to a browser that accepts brotli, the plain file otherwise', async () => {
    const compressed = await server.app.inject({ url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigAsset);
    const plain = await server.app.inject({ url: '/assets/big-4d5e6f.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it('compresses JSON answers over 1 kB for clients that accept it', async () => {
    const response = await server.app.inject({ url: '/api/configuration', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('name');
  });

  it('never answers an API address with the SPA', async () => {
    const response = await server.app.inject({ url: '/api/unbekannt' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('security and errors', () => {
  it('sends a CSP without unsafe-inline scripts, frame-ancestors and a referrer policy', async () => {
    const response = await server.app.inject({ url: '/faq' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unexpected error with 500, a request id and no stack trace', async () => {
    const app = await build({
      db: server.database.db,
      settings: loadConfig({ NODE_ENV: 'test' }),
      logger: false,
    });
    app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    const response = await app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
    expect(body.message).toContain(String(response.headers['x-request-id']));
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('stack');
    await app.close();
  });

  it('publishes an OpenAPI document of every route with its schemas', async () => {
    const response = await server.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/configuration', '/api/messages', '/api/faq', '/api/newsletter', '/api/contact']),
    );
    expect(document.paths['/api/messages'].get.parameters[0].name).toBe('language');
    expect((await server.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the embedded database', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kursmarkt-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first);
      await first.query("insert into contact_request (name, email, subject, message) values ('A', 'a@b.de', 'S', 'M')");
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await migrate(second)).toEqual([]);
      const rows = await second.query<{ name: string }>('select name from contact_request');
      expect(rows).toEqual([{ name: 'A' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
