/** GET /api/configuration?language: the configured texts (menu, footer, portal tabs, advert) per language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfiguration } from '../../src/shared/types.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ courses: 10 });
});
afterAll(() => server?.close());

const configuration = async (query: string) =>
  (await server.app.inject({ url: `/api/configuration${query}` })).json<SiteConfiguration>();

const texts = (config: SiteConfiguration) => [
  ...config.menu.flatMap((entry) => [entry.name, ...entry.sections.flatMap((section) => [section.head, ...section.entries.map((link) => link.name)])]),
  ...config.footerParts.filter((part) => part.type === 'LINK').map((part) => part.name),
  ...config.crossLinks.map((link) => link.name),
  config.advertText,
];

describe('configuration language', () => {
  it('answers German by default and English texts for language=en, with the same links', async () => {
    const german = await configuration('');
    expect(await configuration('?language=de')).toEqual(german);
    const english = await configuration('?language=en');

    expect(german.menu.map((entry) => entry.name)).toContain('Fachanwaltslehrgänge');
    expect(english.menu.map((entry) => entry.name)).toContain('Specialist lawyer courses');
    expect(english.menu[0]!.sections[0]!.head).toBe('Civil law');
    expect(english.footerParts.find((part) => part.url === '/impressum')!.name).toBe('Legal notice');
    expect(english.crossLinks[0]!.name).toBe('Training for law-office teams');
    expect(english.advertText).toMatch(/^Early birds/);
    // Every configured text has its translation, and only the texts differ.
    const germanTexts = texts(german);
    texts(english).forEach((text, index) => expect(text, germanTexts[index]).not.toBe(germanTexts[index]));
    const urls = (config: SiteConfiguration) => JSON.stringify([config.menu, config.footerParts, config.crossLinks], (key, value: unknown) => (key === 'name' || key === 'head' ? undefined : value));
    expect(urls(english)).toBe(urls(german));
    expect(JSON.stringify(english)).not.toContain('"en":');
  });

  it('refuses an unknown language with 400', async () => {
    const response = await server.app.inject({ url: '/api/configuration?language=fr' });
    expect(response.statusCode).toBe(400);
  });
});
