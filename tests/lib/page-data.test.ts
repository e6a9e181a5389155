/**
 * Answers that came with the page (src/shared/page-data.ts, src/lib/page-data.ts): the HTTP client
 * answers a page's first GET of an address from them, once, and asks the server from then on. Real
 * client against a real local HTTP server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttp, resetHttpConfiguration } from '../../src/lib/http';
import { resetPageAnswers, takePageAnswer } from '../../src/lib/page-data';
import { pageAnswerKey } from '../../src/shared/page-data';

let server: Server;
let baseUrl: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: 'server' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  document.getElementById('page-data')?.remove();
  resetPageAnswers();
  resetHttpConfiguration();
  seen.length = 0;
});

function pageBrings(answers: Record<string, unknown>) {
  resetPageAnswers();
  const script = document.createElement('script');
  script.id = 'page-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ answers });
  document.body.append(script);
}

describe('answers that came with the page', () => {
  it('name an address with its parameters in a stable order', () => {
    expect(pageAnswerKey('/api/search', { types: 'EDUCATION', start: 1, limit: 20 })).toBe('/api/search?limit=20&start=1&types=EDUCATION');
    expect(pageAnswerKey('/api/search', new URLSearchParams('start=1&limit=20&types=EDUCATION'))).toBe(
      '/api/search?limit=20&start=1&types=EDUCATION',
    );
    expect(pageAnswerKey('/api/faq')).toBe('/api/faq');
  });

  it('answer the first GET of their address, then the server answers', async () => {
    pageBrings({ '/api/search?limit=20&start=1': { from: 'page' } });
    const http = createHttp({ prefixUrl: `${baseUrl}/api` });
    expect(await http.get('search', { searchParams: { start: 1, limit: 20 } }).json()).toEqual({ from: 'page' });
    expect(seen).toEqual([]);
    expect(await http.get('search', { searchParams: { start: 1, limit: 20 } }).json()).toEqual({ from: 'server' });
    expect(seen).toEqual(['GET /api/search?start=1&limit=20']);
  });

  it('never answer another address or a POST', async () => {
    pageBrings({ '/api/course/7?language=de': { from: 'page' } });
    const http = createHttp({ prefixUrl: `${baseUrl}/api` });
    expect(await http.get('course/7', { searchParams: { language: 'en' } }).json()).toEqual({ from: 'server' });
    expect(await http.post('course/7', { searchParams: { language: 'de' } }).json()).toEqual({ from: 'server' });
    expect(seen).toEqual(['GET /api/course/7?language=en', 'POST /api/course/7?language=de']);
    expect(takePageAnswer('/api/course/7?language=de')).toEqual({ from: 'page' });
    expect(takePageAnswer('/api/course/7?language=de')).toBeUndefined();
  });
});
