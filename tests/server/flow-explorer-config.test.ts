/**
 * The flow explorer's switch (issue 13): FLOW_EXPLORER, on in the demo and off in a deployment unless
 * switched on, decides the site configuration's feature FLOW_EXPLORER and the footer link to /ablaeufe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import type { SiteConfiguration } from '../../src/shared/types.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('FLOW_EXPLORER setting', () => {
  it('is on in the demo and off in a deployment, unless set', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://shop.test' }).flowExplorer).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/shop' }).flowExplorer).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/shop', FLOW_EXPLORER: 'true' }).flowExplorer).toBe(true);
    expect(loadConfig({ DEMO: 'true', FLOW_EXPLORER: 'false' }).flowExplorer).toBe(false);
  });
});

const explorerLink = (config: SiteConfiguration) => config.footerParts.find((part) => part.url === '/ablaeufe');

describe('site configuration', () => {
  let on: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      startTestServer({ courses: 1, settings: { flowExplorer: true } }),
      startTestServer({ courses: 1, settings: { flowExplorer: false } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });
  const configuration = async (server: TestServer, language = 'de') =>
    (await server.app.inject({ url: `/api/configuration?language=${language}` })).json<SiteConfiguration>();

  it('switched on: the feature and a footer link, in the language asked for', async () => {
    const german = await configuration(on);
    expect(german.features).toContain('FLOW_EXPLORER');
    expect(explorerLink(german)).toEqual({ type: 'LINK', name: 'Abläufe', url: '/ablaeufe', column: 2 });
    expect(explorerLink(await configuration(on, 'en'))?.name).toBe('Flows');
  });

  it('switched off: neither', async () => {
    const german = await configuration(off);
    expect(german.features).not.toContain('FLOW_EXPLORER');
    expect(explorerLink(german)).toBeUndefined();
  });
});
