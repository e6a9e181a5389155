/**
 * Requests for the embedded OpenID provider under /oidc and our sign-in pages beside it: discovery,
 * JWKS, authorization (GET and form POST), pushed authorization, token, revocation, userinfo, session
 * end, the interaction pages (login, registration, abort) and the change-password page. Parameters are mostly plausible (the
 * SPA's client id and redirect address, real tokens and interaction ids from sign-ins the suite did),
 * often hostile, in query strings, form bodies, JSON bodies and wrong content types.
 */
import fc from 'fast-check';
import {
  contentType, nastyHeader, nastyString, queryString, RAW_URL_FRAGMENTS, TOO_LARGE, urlText, urlValue, type FuzzRequest,
} from './values.ts';

/** What the suite obtained by signing in: tokens, open interactions with their cookies. */
export interface ProviderPools {
  clientId: string;
  redirectUri: string;
  accessTokens: string[];
  refreshTokens: string[];
  idTokens: string[];
  /** Interactions started by the suite: their id and the cookies the provider set for them. */
  interactions: { uid: string; cookie: string }[];
  /** A known account's credentials, so some logins succeed. */
  credentials: { email: string; password: string };
  /** Change-password forms the suite opened: the form cookie the page set and the token it showed. */
  passwordForms: { cookie: string; formToken: string }[];
}

export interface ProviderOperation {
  target: string;
  requests: fc.Arbitrary<FuzzRequest>;
}

type Params = Record<string, fc.Arbitrary<unknown>>;

/** How a parameter's value is made: plausible only, or sometimes hostile. */
type Maker = (plausible: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;
const plausibleOnly: Maker = (plausible) => plausible;
const sometimesHostile: Maker = (plausible) => urlValue(plausible);

/** A form body of the entries (raw fragments kept), or the same as JSON, or a broken body. */
function formBody(entries: fc.Arbitrary<[string, unknown][]>): fc.Arbitrary<{ payload: string; type: string }> {
  return fc.oneof(
    { weight: 8, arbitrary: entries.map((pairs) => ({ payload: queryString(pairs).slice(1), type: 'application/x-www-form-urlencoded' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(entries, contentType).map(([pairs, type]) => ({
        payload: JSON.stringify(Object.fromEntries(pairs.map(([key, value]) => [key, typeof value === 'object' && value !== null && 'raw' in value ? value.raw : value]))),
        type,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.oneof(nastyString, fc.constantFrom(...RAW_URL_FRAGMENTS, 'a=1&a=2&&=&%=%', `a=${'x'.repeat(70_000)}`, TOO_LARGE)), contentType).map(([payload, type]) => ({ payload, type })),
    },
  );
}

const plainFormBody = (entries: fc.Arbitrary<[string, unknown][]>) =>
  entries.map((pairs) => ({ payload: queryString(pairs).slice(1), type: 'application/x-www-form-urlencoded' }));

const cookies = (pools: ProviderPools, hostile: boolean) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constantFrom(...pools.interactions.map((interaction) => interaction.cookie)) },
    ...(hostile ? [{ weight: 2, arbitrary: nastyHeader.map((text) => `_interaction=${text}; _session=${text}`) }] : []),
  );

/** Plausible requests for an interaction page carry that interaction's cookies, as its browser would. */
function interactionCookie(url: string, cookie: string | undefined, pools: ProviderPools, hostile: boolean): string | undefined {
  if (hostile) return cookie;
  const own = pools.interactions.find((interaction) => url.includes(`/${interaction.uid}`));
  return own ? own.cookie : cookie;
}

function getRequest(target: string, path: fc.Arbitrary<string>, params: fc.Arbitrary<[string, unknown][]>, pools: ProviderPools, hostile: boolean): fc.Arbitrary<FuzzRequest> {
  const language = hostile ? fc.option(nastyHeader, { freq: 2 }) : fc.option(fc.constantFrom('de', 'en-US,en;q=0.8'), { freq: 2 });
  return fc.record({ path, entries: params, cookie: cookies(pools, hostile), language }).map(({ path: url, entries, cookie: jar, language: accept }) => {
    const cookie = interactionCookie(url, jar, pools, hostile);
    return {
      target,
      method: 'GET',
      url: url + queryString(entries),
      headers: { ...(cookie ? { cookie } : {}), ...(accept !== null ? { 'accept-language': accept } : {}) },
    };
  });
}

function postRequest(
  target: string,
  path: fc.Arbitrary<string>,
  params: fc.Arbitrary<[string, unknown][]>,
  pools: ProviderPools,
  hostile: boolean,
  authorization?: fc.Arbitrary<string | undefined>,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ path, body: hostile ? formBody(params) : plainFormBody(params), cookie: cookies(pools, hostile), authorization: authorization ?? fc.constant(undefined) })
    .map(({ path: url, body, cookie: jar, authorization: auth }) => {
      const cookie = interactionCookie(url, jar, pools, hostile);
      return {
        target,
        method: 'POST',
        url,
        headers: { 'content-type': body.type, ...(cookie ? { cookie } : {}), ...(auth ? { authorization: auth } : {}) },
        payload: body.payload,
      };
    });
}

/** Each endpoint's requests: half of them with plausible parameters only, half with hostile ones among them. */
export function providerOperations(pools: ProviderPools): ProviderOperation[] {
  const plausible = operationsWith(pools, plausibleOnly, false);
  const hostile = operationsWith(pools, sometimesHostile, true);
  return plausible.map((operation, index) => ({ target: operation.target, requests: fc.oneof(operation.requests, hostile[index]!.requests) }));
}

function operationsWith(pools: ProviderPools, value: Maker, hostile: boolean): ProviderOperation[] {
  const { clientId, redirectUri } = pools;
  const param = (...plausible: unknown[]) => value(fc.constantFrom(...plausible));
  const anyOf = (params: Params) =>
    fc.record(params, { requiredKeys: [] }).chain((chosen) =>
      (hostile ? fc.option(fc.tuple(nastyString, nastyString), { freq: 3 }) : fc.constant(null)).map((extra) => {
        const entries = Object.entries(chosen);
        return extra ? [...entries, extra] : entries;
      }),
    );
  const get = (target: string, path: fc.Arbitrary<string>, params: Params) => getRequest(target, path, anyOf(params), pools, hostile);
  const post = (target: string, path: fc.Arbitrary<string>, params: Params, authorization?: fc.Arbitrary<string | undefined>) =>
    postRequest(target, path, anyOf(params), pools, hostile, authorization);
  const fixed = (path: string) => fc.constant(path);
  const challenge = fc.constant('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  const authParams: Params = {
    client_id: param(clientId),
    response_type: param('code', 'token', 'id_token', 'code id_token', 'none'),
    redirect_uri: param(redirectUri, 'https://evil.example/cb', `${redirectUri}?x=1`, 'javascript:alert(1)'),
    scope: param('openid', 'openid profile email', 'openid offline_access api', 'api', 'openid openid', ''),
    state: param('state-1', 'x'.repeat(5000)),
    nonce: param('nonce-1'),
    code_challenge: value(challenge),
    code_challenge_method: param('S256', 'plain', 'S512'),
    prompt: param('login', 'consent', 'none', 'create', 'login consent'),
    ui_locales: param('de', 'en', 'de-DE en', 'xx'),
    max_age: value(fc.constantFrom(0, 60, 3600)),
    login_hint: param('kunde@kursmarkt.example'),
    response_mode: param('query', 'fragment', 'form_post', 'web_message'),
    request: param('eyJhbGciOiJub25lIn0.eyJhIjoxfQ.', 'not-a-jwt'),
    request_uri: param('urn:ietf:params:oauth:request_uri:abc'),
    claims: param('{"userinfo":{"email":null}}', '{', '[]'),
    resource: param('http://shop.test/api', 'https://evil.example'),
    screen: param('register', 'login'),
    id_token_hint: fc.constantFrom(...pools.idTokens, 'x.y.z'),
  };
  const tokenParams: Params = {
    grant_type: param('authorization_code', 'refresh_token', 'client_credentials', 'password', 'urn:ietf:params:oauth:grant-type:device_code'),
    code: param('abc', 'x'.repeat(300)),
    refresh_token: value(fc.constantFrom(...pools.refreshTokens, 'abc')),
    redirect_uri: param(redirectUri, 'https://evil.example/cb'),
    client_id: param(clientId, 'other-client'),
    client_secret: param('secret'),
    code_verifier: param('a'.repeat(43), 'short'),
    scope: param('openid', 'api', 'openid offline_access'),
    resource: param('http://shop.test/api', 'urn:x'),
    client_assertion_type: param('urn:ietf:params:oauth:client-assertion-type:jwt-bearer'),
    client_assertion: param('a.b.c'),
  };
  const tokenLike = fc.constantFrom(...pools.accessTokens, ...pools.refreshTokens, 'abc');
  const revocationParams: Params = {
    token: value(tokenLike),
    token_type_hint: param('access_token', 'refresh_token', 'unknown'),
    client_id: param(clientId, 'other-client'),
  };
  const endParams: Params = {
    id_token_hint: value(fc.constantFrom(...pools.idTokens, 'x.y.z')),
    post_logout_redirect_uri: param('http://shop.test/', 'https://evil.example/'),
    state: param('s'),
    client_id: param(clientId, 'other-client'),
    ui_locales: param('de', 'en'),
    logout: param('yes', 'no'),
    xsrf: param('abc'),
  };
  const bearer = fc.oneof(
    fc.constantFrom(...pools.accessTokens.map((token) => `Bearer ${token}`)),
    hostile ? nastyHeader.map((text) => `Bearer ${text}`) : fc.constant(undefined),
    fc.constant(undefined),
  );
  const uid = value(fc.constantFrom(...pools.interactions.map((interaction) => interaction.uid), 'unknown-interaction')).map((value) =>
    typeof value === 'object' && value !== null && 'raw' in value ? String(value.raw) : urlText(value),
  );
  const interactionParams: Params = {
    email: param(pools.credentials.email, 'neu@example.com', 'a@b'),
    password: param(pools.credentials.password, 'falsch', 'x'.repeat(999)),
    firstName: param('Erika'),
    lastName: param('Mustermann'),
    passwordConfirmation: param(pools.credentials.password, 'anders'),
    view: param('login'),
  };

  // The change-password page: mostly posted with a form cookie and token the page really gave out
  // (else it stops at the CSRF check), sometimes with another form's token, a hostile cookie or none.
  const passwordChangeParams: Params = {
    email: param(pools.credentials.email, 'niemand@kursmarkt.example', 'a@b'),
    currentPassword: param(pools.credentials.password, 'falsch', 'x'.repeat(999)),
    newPassword: param('Neues-Passwort-2026', pools.credentials.password, 'kurz', 'x'.repeat(999)),
    newPasswordConfirmation: param('Neues-Passwort-2026', pools.credentials.password, 'anders'),
  };
  const passwordForm = fc.constantFrom(...pools.passwordForms);
  const passwordCookie = fc.oneof(
    { weight: 6, arbitrary: fc.constant('own') },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostile ? nastyHeader.map((text) => `_password_form=${text}`) : fc.constantFrom(...pools.passwordForms.map((form) => form.cookie)) },
  );
  const passwordChangePost = fc
    .record({
      form: passwordForm,
      otherForm: passwordForm,
      cookie: passwordCookie,
      // Plausible posts fill in every field, so many reach the password check.
      entries: hostile ? anyOf(passwordChangeParams) : fc.record(passwordChangeParams).map((chosen) => Object.entries(chosen)),
      body: hostile ? formBody(fc.constant([])) : fc.constant(undefined),
      language: fc.option(fc.constantFrom('?ui_locales=en', '?ui_locales=de', '?ui_locales=xx'), { freq: 2 }),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constant('http://shop.test') },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
      ),
    })
    .map(({ form, otherForm, cookie, entries, body, language, origin }): FuzzRequest => {
      const pairs: [string, unknown][] = [['formToken', cookie === 'own' ? form.formToken : otherForm.formToken], ...entries];
      const formPayload = { payload: queryString(pairs).slice(1), type: 'application/x-www-form-urlencoded' };
      // A hostile request sometimes sends a broken body of its own instead of the form.
      const sent = body && body.type !== 'application/x-www-form-urlencoded' ? body : formPayload;
      const cookieHeader = cookie === 'own' ? form.cookie : cookie;
      return {
        target: 'POST /oidc/password',
        method: 'POST',
        url: `/oidc/password${language ?? ''}`,
        headers: { 'content-type': sent.type, ...(cookieHeader ? { cookie: cookieHeader } : {}), ...(origin ? { origin } : {}) },
        payload: sent.payload,
      };
    });

  // An authorization request as the SPA sends it, with optional extras: it opens an interaction.
  const wellFormedAuth = fc
    .record(
      {
        prompt: param('login', 'create'),
        ui_locales: param('de', 'en'),
        login_hint: param('kunde@kursmarkt.example'),
        screen: param('register', 'login'),
        max_age: param(0, 3600),
      },
      { requiredKeys: [] },
    )
    .map((extras) => [
      ['client_id', clientId], ['response_type', 'code'], ['redirect_uri', redirectUri], ['scope', 'openid profile email offline_access api'],
      ['code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'], ['code_challenge_method', 'S256'], ['state', 'state-1'], ['nonce', 'nonce-1'],
      ...Object.entries(extras),
    ] as [string, unknown][]);

  return [
    { target: 'GET /oidc/auth (well-formed)', requests: getRequest('GET /oidc/auth (well-formed)', fixed('/oidc/auth'), wellFormedAuth, pools, hostile) },
    { target: 'GET /oidc/.well-known/openid-configuration', requests: get('GET /oidc/.well-known/openid-configuration', fixed('/oidc/.well-known/openid-configuration'), {}) },
    { target: 'GET /oidc/jwks', requests: get('GET /oidc/jwks', fixed('/oidc/jwks'), {}) },
    { target: 'GET /oidc/auth', requests: get('GET /oidc/auth', fixed('/oidc/auth'), authParams) },
    { target: 'POST /oidc/auth', requests: post('POST /oidc/auth', fixed('/oidc/auth'), authParams) },
    { target: 'GET /oidc/auth/{uid}', requests: get('GET /oidc/auth/{uid}', uid.map((id) => `/oidc/auth/${id}`), {}) },
    { target: 'POST /oidc/request', requests: post('POST /oidc/request', fixed('/oidc/request'), authParams) },
    { target: 'POST /oidc/token', requests: post('POST /oidc/token', fixed('/oidc/token'), tokenParams, hostile ? fc.option(fc.constantFrom('Basic a3Vyc21hcmt0LXNwYTp4', 'Basic !!!', 'DPoP x'), { freq: 2 }).map((header) => header ?? undefined) : undefined) },
    { target: 'POST /oidc/token/revocation', requests: post('POST /oidc/token/revocation', fixed('/oidc/token/revocation'), revocationParams) },
    { target: 'GET /oidc/me', requests: fc.tuple(get('GET /oidc/me', fixed('/oidc/me'), { access_token: value(tokenLike) }), bearer).map(([request, auth]) => ({ ...request, headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) } })) },
    { target: 'POST /oidc/me', requests: post('POST /oidc/me', fixed('/oidc/me'), { access_token: value(tokenLike) }, bearer) },
    { target: 'GET /oidc/session/end', requests: get('GET /oidc/session/end', fixed('/oidc/session/end'), endParams) },
    { target: 'POST /oidc/session/end', requests: post('POST /oidc/session/end', fixed('/oidc/session/end'), endParams) },
    { target: 'POST /oidc/session/end/confirm', requests: post('POST /oidc/session/end/confirm', fixed('/oidc/session/end/confirm'), endParams) },
    { target: 'GET /oidc/session/end/success', requests: get('GET /oidc/session/end/success', fixed('/oidc/session/end/success'), { client_id: param(clientId) }) },
    { target: 'GET /oidc/interaction/{uid}', requests: get('GET /oidc/interaction/{uid}', uid.map((id) => `/oidc/interaction/${id}`), { view: param('login', 'register') }) },
    { target: 'POST /oidc/interaction/{uid}/login', requests: post('POST /oidc/interaction/{uid}/login', uid.map((id) => `/oidc/interaction/${id}/login`), interactionParams) },
    { target: 'GET /oidc/interaction/{uid}/register', requests: get('GET /oidc/interaction/{uid}/register', uid.map((id) => `/oidc/interaction/${id}/register`), {}) },
    { target: 'POST /oidc/interaction/{uid}/register', requests: post('POST /oidc/interaction/{uid}/register', uid.map((id) => `/oidc/interaction/${id}/register`), interactionParams) },
    { target: 'POST /oidc/interaction/{uid}/abort', requests: post('POST /oidc/interaction/{uid}/abort', uid.map((id) => `/oidc/interaction/${id}/abort`), {}) },
    { target: 'GET /oidc/password', requests: get('GET /oidc/password', fixed('/oidc/password'), { ui_locales: param('de', 'en', 'de-DE en', 'xx') }) },
    { target: 'POST /oidc/password', requests: passwordChangePost },
    { target: 'GET /oidc/static/*', requests: get('GET /oidc/static/*', fc.constantFrom('/oidc/static/identity.css', '/oidc/static/logout.js', '/oidc/static/..%2F..%2Fpackage.json', '/oidc/static/%00'), {}) },
    { target: 'unknown /oidc path', requests: get('unknown /oidc path', fc.oneof(nastyString.map((text) => `/oidc/${urlText(text)}`), fc.constantFrom('/oidc', '/oidc/', '/oidc//auth', '/oidc/auth/', '/oidc/.well-known/')), {}) },
  ];
}
