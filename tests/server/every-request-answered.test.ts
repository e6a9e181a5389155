/**
 * Every request gets an answer (issue 21, item 1): every HTTP method with a JSON, form, multipart,
 * plain-text, XML, garbage or no body, sent to every path of the OpenAPI document and every endpoint
 * of the embedded OpenID provider (with our sign-in and change-password pages), is answered below
 * 500 and within 2 s. Over real sockets to a listening server: app.inject cannot show a request that
 * is never answered — a PUT with a JSON body to /oidc/interaction/{uid} used to hang exactly there.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { Browser, DEMO_CUSTOMER, location, signIn, startAuthorization } from '../support/identity.ts';
import { sendRaw, type RawRequest } from '../support/raw-http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The bound for one answer. */
const MAX_ANSWER_MS = 2_000;
/** Requests in flight at once. */
const PARALLEL = 4;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const BOUNDARY = 'answer-test-boundary';
const BODIES: { name: string; type?: string; body?: string }[] = [
  { name: 'JSON', type: 'application/json', body: '{"a":1}' },
  { name: 'form', type: 'application/x-www-form-urlencoded', body: 'a=1&b=zwei' },
  {
    name: 'multipart',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
  },
  { name: 'text', type: 'text/plain', body: 'hallo' },
  { name: 'XML', type: 'application/xml', body: '<a>1</a>' },
  { name: 'garbage type', type: 'gar/bage;;=x', body: '\u00ff\u0001x' },
  { name: 'no body' },
];

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: { type?: string; enum?: unknown[]; minimum?: number };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

let server: TestServer;
let origin: string;
let customerToken: string;
let interaction: { uid: string; cookie: string };

beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' });
  // Rate limits far up, so requests reach the handlers instead of stopping at 429.
  const generous = { max: 1_000_000, timeWindow: '1 minute' };
  server = await startTestServer({
    courses: 10,
    settings: {
      formRateLimit: generous,
      voucherRateLimit: generous,
      cartPricingRateLimit: generous,
      identity: { ...defaults.identity, loginRateLimit: generous },
    },
  });
  customerToken = (await signIn(new Browser(server.app), DEMO_CUSTOMER)).access_token;
  const browser = new Browser(server.app);
  const { start } = await startAuthorization(browser);
  const path = new URL(location(start), 'http://shop.test').pathname;
  interaction = { uid: path.split('/').pop()!, cookie: browser.jar.header(path) ?? '' };
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // A request that was never answered would keep app.close() waiting for its socket.
  server?.app.server.closeAllConnections();
  await server?.close();
});

/** A plausible value for a path parameter: the first allowed one, or a small number or word. */
function pathValue(parameter: OpenApiParameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  return 'x1';
}

async function apiPaths(): Promise<string[]> {
  const document = (await server.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  return Object.entries(document.paths).map(([path, item]) => {
    const parameters = Object.values(item).flatMap((operation) => operation.parameters ?? []);
    return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
      const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
      return encodeURIComponent(parameter ? pathValue(parameter) : 'x1');
    });
  });
}

/** The provider's endpoints as its discovery document names them, and the pages beside them. */
async function providerPaths(): Promise<string[]> {
  const discoveryPath = '/oidc/.well-known/openid-configuration';
  const discovery = (await server.app.inject({ url: discoveryPath, headers: { host: 'shop.test' } })).json<
    Record<string, unknown>
  >();
  const endpoints = Object.entries(discovery)
    .filter(([key, value]) => (key.endsWith('_endpoint') || key === 'jwks_uri') && typeof value === 'string')
    .map(([, value]) => new URL(value as string).pathname);
  // The discovery document names at least these (introspection only if it is enabled).
  expect(endpoints).toEqual(
    expect.arrayContaining([
      '/oidc/auth',
      '/oidc/token',
      '/oidc/me',
      '/oidc/jwks',
      '/oidc/session/end',
      '/oidc/token/revocation',
    ]),
  );
  const { uid } = interaction;
  return [
    discoveryPath,
    ...endpoints,
    `/oidc/auth/${uid}`,
    '/oidc/session/end/confirm',
    '/oidc/session/end/success',
    `/oidc/interaction/${uid}`,
    `/oidc/interaction/${uid}/login`,
    `/oidc/interaction/${uid}/register`,
    `/oidc/interaction/${uid}/abort`,
    '/oidc/interaction/unknown-uid',
    '/oidc/interaction/unknown-uid/login',
    '/oidc/password',
    '/oidc/password/forgot',
    '/oidc/password/reset',
    '/oidc/password/reset?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '/oidc/static/identity.css',
    '/oidc/static/logout.js',
    '/oidc/unknown',
    '/oidc',
  ];
}

function requestsFor(path: string): RawRequest[] {
  const headers: Record<string, string> = { host: 'shop.test' };
  if (path.startsWith('/api/')) headers.authorization = `Bearer ${customerToken}`;
  if (path.startsWith('/oidc/interaction/')) headers.cookie = interaction.cookie;
  return METHODS.flatMap((method) =>
    BODIES.map(({ type, body }) => ({
      method,
      path,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      ...(body !== undefined ? { body } : {}),
    })),
  );
}

it('every method with every kind of body, to every API path and provider endpoint, is answered below 500 within 2 s', async () => {
  const paths = [...(await apiPaths()), '/api/docs/json', '/api/unknown', ...(await providerPaths())];
  const requests = paths.flatMap(requestsFor);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  // A few at a time: a request that hangs costs its 2 s without holding up the others.
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await sendRaw(origin, request, MAX_ANSWER_MS);
      const what = `${request.method} ${request.path} (${request.headers['content-type'] ?? 'no body'})`;
      if ('error' in answer) failures.push(`${what}: ${answer.error}`);
      else {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) failures.push(`${what}: ${answer.status} ${answer.response.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  console.log(
    `${requests.length} requests to ${paths.length} paths; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
  );
  expect(paths.length).toBeGreaterThan(100);
  expect(failures).toEqual([]);
}, 600_000);
