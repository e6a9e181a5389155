/**
 * A browser and an OpenID relying party in miniature, for driving the embedded provider over
 * app.inject: a cookie jar, PKCE, the authorization-code flow through our login page, the token
 * endpoint and logout. Used by tests/server/identity-*.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';

export const PUBLIC_URL = 'http://shop.test';
export const ISSUER = `${PUBLIC_URL}/oidc`;
export const AUDIENCE = `${PUBLIC_URL}/api`;
export const CLIENT_ID = 'kursmarkt-spa';
export const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;
export const DEMO_CUSTOMER = { email: 'kunde@kursmarkt.example', password: 'Kunde-Demo-2026' };
export const DEMO_STAFF = { email: 'veranstalter@kursmarkt.example', password: 'Veranstalter-Demo-2026' };

interface Cookie { name: string; value: string; path: string }

/** Cookies as a browser keeps them for one host: by name and path, dropped when expired. */
export class CookieJar {
  private cookies = new Map<string, Cookie>();

  store(setCookie: string | string[] | undefined) {
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, val = ''] = attribute.split('=');
        const lower = key!.toLowerCase();
        if (lower === 'path') path = val;
        if (lower === 'max-age' && Number(val) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string | undefined {
    const path = new URL(url, PUBLIC_URL).pathname;
    const matching = [...this.cookies.values()].filter((cookie) => path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`) || cookie.path === '/');
    return matching.length ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : undefined;
  }

  names(): string[] {
    return [...this.cookies.values()].map((cookie) => cookie.name);
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

/** A browser for one app: follows nothing by itself, keeps cookies, speaks to host shop.test. */
export class Browser {
  jar = new CookieJar();
  constructor(readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<Response> {
    const url = options.url.startsWith(PUBLIC_URL) ? options.url.slice(PUBLIC_URL.length) : options.url;
    const cookie = this.jar.header(url);
    const response = await this.app.inject({
      ...options,
      url,
      headers: { host: 'shop.test', ...(cookie ? { cookie } : {}), ...options.headers },
    });
    this.jar.store(response.headers['set-cookie']);
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  postForm(url: string, form: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }
}

export interface AuthorizeOptions {
  challenge?: string;
  method?: string;
  scope?: string;
  extra?: Record<string, string>;
  redirectUri?: string;
}

export function authorizeUrl({ challenge, method = 'S256', scope = 'openid profile email', extra = {}, redirectUri = REDIRECT_URI }: AuthorizeOptions) {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state: 'state-1',
    nonce: 'nonce-1',
    // As the SPA asks (src/lib/auth.ts): tokens for the API (RFC 8707 resource indicator).
    resource: AUDIENCE,
    ...(challenge ? { code_challenge: challenge, code_challenge_method: method } : {}),
    ...extra,
  });
  return `/oidc/auth?${params}`;
}

export const location = (response: Response) => String(response.headers.location ?? '');

/** The login form's action on an interaction page. */
export function formAction(html: string): string {
  const match = /<form method="post" action="([^"]+\/(?:login|register))"/.exec(html);
  if (!match) throw new Error(`no login/register form in page:\n${html.slice(0, 500)}`);
  return match[1]!;
}

export interface Tokens {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/** Starts an authorization request and answers with the interaction page. */
export async function startAuthorization(browser: Browser, options: AuthorizeOptions & { verifier?: string } = {}) {
  const pair = pkcePair();
  const start = await browser.get(authorizeUrl({ challenge: pair.challenge, ...options }));
  return { start, pair };
}

/** Follows the provider's redirects after the login until the callback with the code. */
export async function followToCallback(browser: Browser, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop += 1) {
    const target = location(current);
    if (!target) throw new Error(`expected a redirect, got ${current.statusCode}: ${current.body.slice(0, 300)}`);
    if (target.startsWith(REDIRECT_URI) || target.startsWith(`${PUBLIC_URL}/auth/`)) return new URL(target);
    current = await browser.get(target);
  }
  throw new Error('too many redirects');
}

export async function exchangeCode(browser: Browser, code: string, verifier: string, extra: Record<string, string> = {}) {
  return browser.postForm('/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    code_verifier: verifier,
    ...extra,
  });
}

export async function refresh(browser: Browser, refreshToken: string) {
  return browser.postForm('/oidc/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID });
}

/** The whole sign-in as the SPA does it: authorize → login page → form POST → code → tokens. */
export async function signIn(browser: Browser, credentials: { email: string; password: string }): Promise<Tokens> {
  const { start, pair } = await startAuthorization(browser);
  const page = await browser.get(location(start));
  const submitted = await browser.postForm(formAction(page.body), credentials);
  if (submitted.statusCode !== 303) throw new Error(`login answered ${submitted.statusCode}`);
  const callback = await followToCallback(browser, submitted);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  const token = await exchangeCode(browser, code, pair.verifier);
  if (token.statusCode !== 200) throw new Error(`token endpoint answered ${token.statusCode}: ${token.body}`);
  return token.json<Tokens>();
}

export const claimsOf = (jwt: string) => decodeJwt(jwt);
