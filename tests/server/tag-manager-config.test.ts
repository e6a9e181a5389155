/**
 * TAG_MANAGER_ID (issue 26 §4): the configuration's `tagManagerId` (null in the demo seed) comes from
 * the environment when set, and the content security policy then allows googletagmanager.com — the
 * browser still loads it only after the visitor's consent. Without it the policy stays 'self' only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { ConfigurationError } from '../../src/server/config-schema.ts';
import type { SiteConfiguration } from '../../src/shared/types.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('TAG_MANAGER_ID', () => {
  it("without it: the seed's tagManagerId (none) and a policy of the shop only", async () => {
    server = await startTestServer();
    const answer = await server.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(answer.json<SiteConfiguration>().tagManagerId).toBeNull();
    expect(String(answer.headers['content-security-policy'])).not.toContain('googletagmanager');
  });

  it('with it: the configuration names the container, and the policy lets gtm.js load', async () => {
    server = await startTestServer({ settings: { tagManagerId: 'GTM-ABC1234' } });
    const answer = await server.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(answer.json<SiteConfiguration>().tagManagerId).toBe('GTM-ABC1234');
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('is read from the environment, and a malformed id stops the start', () => {
    expect(loadConfig({ TAG_MANAGER_ID: 'GTM-ABC1234' }).tagManagerId).toBe('GTM-ABC1234');
    expect(loadConfig({}).tagManagerId).toBeUndefined();
    expect(() => loadConfig({ TAG_MANAGER_ID: 'UA-12345' })).toThrow(ConfigurationError);
  });
});
