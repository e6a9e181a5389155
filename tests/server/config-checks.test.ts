/**
 * The configuration is checked against one schema before the server starts (src/server/config-schema.ts):
 * a value that does not fit stops the start with one message naming every such variable and what it
 * should be, instead of a shop that silently runs on NaN or a default the operator did not choose.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { ConfigurationError } from '../../src/server/config-schema.ts';

function startErrorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('the configuration check', () => {
  it.each([
    ['PORT', 'eighty', /PORT="eighty" does not fit: PORT is the port to listen on, a whole number from 0 to 65535/],
    ['PORT', '70000', /PORT="70000" does not fit/],
    ['FORM_RATE_LIMIT', '0', /FORM_RATE_LIMIT="0" does not fit: .*a whole number of at least 1/],
    ['LOGIN_RATE_LIMIT', 'many', /LOGIN_RATE_LIMIT="many" does not fit/],
    ['DEMO', 'yes', /DEMO="yes" does not fit: DEMO is the demo shop switch: 1, 0, true or false/],
    ['PAYMENT_TEST_PROVIDER', 'on', /PAYMENT_TEST_PROVIDER="on" does not fit/],
    ['LOG_FORMAT', 'xml', /LOG_FORMAT="xml" does not fit: LOG_FORMAT is how the log is written: json or pretty/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL="verbose" does not fit/],
    ['SITE_THEME', 'dark', /SITE_THEME="dark" does not fit: SITE_THEME is the site theme: education or reno/],
    ['PUBLIC_URL', 'shop.example', /PUBLIC_URL="shop.example" does not fit: PUBLIC_URL is .*an http\(s\) URL/],
  ])('stops the start on %s=%s, saying what it should be', (name, value, message) => {
    expect(startErrorOf({ [name]: value })).toMatch(message);
  });

  it('names every variable that does not fit in one message, each once', () => {
    const message = startErrorOf({ PORT: 'x', DEMO: 'maybe', LOG_FORMAT: 'xml' });
    expect(
      message
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split('=')[0]),
    ).toEqual(['PORT', 'DEMO', 'LOG_FORMAT']);
  });

  it('does not print the values of secrets', () => {
    // A secret has no form to miss today; the rule is checked on the message of a neighbour.
    const message = startErrorOf({
      PORT: 'x',
      DATABASE_URL: 'postgres://shop:hunter2@db/shop',
      OIDC_COOKIE_KEYS: 'k1,k2',
    });
    expect(message).not.toMatch(/hunter2|k1,k2/);
  });

  it('counts an empty variable as unset and fills in the plain defaults', () => {
    const settings = loadConfig({ PORT: '', HOST: ' ', DEMO: '', LOG_FORMAT: '' });
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      demo: true,
      logFormat: 'pretty',
      theme: 'education',
    });
    expect(settings.formRateLimit).toEqual({ max: 20, timeWindow: '1 minute' });
    expect(settings.identity).toMatchObject({
      clientId: 'kursmarkt-spa',
      rolesClaim: 'roles',
      loginRateLimit: { max: 10, timeWindow: '1 minute' },
    });
  });

  it('reads switches in any case and numbers as numbers', () => {
    const settings = loadConfig({
      PORT: '0',
      DEMO: 'FALSE',
      MAINTENANCE: 'True',
      DEV_MAILBOX: '1',
      VOUCHER_RATE_LIMIT: '5',
      OIDC_COOKIE_KEYS: ' a, b ,',
    });
    expect(settings).toMatchObject({
      port: 0,
      demo: false,
      maintenance: true,
      devMailbox: true,
      voucherRateLimit: { max: 5 },
    });
    expect(settings.identity.cookieKeys).toEqual(['a', 'b']);
  });

  it('ignores variables it does not know and leaves the given environment as it was', () => {
    const env = { PATH: '/usr/bin', PORT: '9000' };
    expect(loadConfig(env).port).toBe(9000);
    expect(env).toEqual({ PATH: '/usr/bin', PORT: '9000' });
  });
});
