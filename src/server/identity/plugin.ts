/**
 * Sign-in for the whole app. With the embedded provider (default): its signing and cookie keys from
 * the database, oidc-provider mounted with @fastify/middie under /oidc (issuer `${PUBLIC_URL}/oidc`),
 * our interaction pages beside it, and a periodic sweep of expired provider records. With an external
 * issuer (OIDC_ISSUER, e.g. Keycloak) none of that: only token verification against its keys.
 * Either way `app.signIn` carries the settings and the token verifier that plugins/auth.ts uses.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { CONTENT_SECURITY_POLICY } from '../plugins/security-headers.ts';
import { sweepExpiredRecords } from './adapter.ts';
import { sweepResets } from './password-reset-tokens.ts';
import interactionRoutes from './interactions.ts';
import { createProvider, MOUNT_PATH } from './provider.ts';
import { providerNulGuard } from './provider-nul-guard.ts';
import { loadCookieKeys, loadSigningKeys } from './secrets.ts';
import { identitySettings, type IdentitySettings } from './settings.ts';
import { createTokenVerifier, type TokenVerifier } from './verifier.ts';

export interface SignIn {
  settings: IdentitySettings;
  verifier: TokenVerifier;
  /** The embedded provider; undefined when an external issuer is configured. */
  provider: Provider | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    signIn: SignIn;
  }
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Paths below /oidc that Fastify answers (our pages); everything else goes to the provider. */
const OWN_PATHS = /^\/(?:(?:interaction|static)\/|password(?:[/?#]|$))/;

/** What @fastify/middie copies from Fastify's request onto the raw one (see its runMiddie). */
type ForwardedRequest = IncomingMessage & { ip?: string };

/**
 * The provider (Koa, `proxy = true`) reads the client's address, scheme and host from X-Forwarded-*.
 * Those headers are replaced here by what the shop itself decided: the client address Fastify
 * determined under TRUST_PROXY, and PUBLIC_URL's scheme and host. So no client can rewrite the
 * discovery document's endpoints with a Host or X-Forwarded-Host header, and cookies are Secure
 * exactly when the shop is served over https.
 */
function pinForwardedHeaders(req: ForwardedRequest, publicOrigin: URL) {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-forwarded-') || name === 'forwarded') delete req.headers[name];
  }
  req.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
  req.headers['x-forwarded-host'] = publicOrigin.host;
  if (req.ip) req.headers['x-forwarded-for'] = req.ip;
}

const identityPlugin: FastifyPluginAsync = async (app) => {
  const { db, settings } = app;
  const identity = identitySettings(settings);

  if (!identity.embedded) {
    app.decorate('signIn', { settings: identity, verifier: createTokenVerifier(identity), provider: undefined });
    return;
  }

  const keys = await loadSigningKeys(db);
  const cookieKeys = await loadCookieKeys(db, settings.identity.cookieKeys);
  const provider = createProvider({ db, identity, shopUrl: settings.publicUrl, keys, cookieKeys });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));

  // The provider answers on the raw response, past Fastify's onSend hooks: it gets the shop's
  // security headers here.
  provider.use(async (ctx, next) => {
    // Set before the provider's work as well: a logout without a provider session (the account was
    // deleted, or signed out elsewhere) answers the provider's self-submitting form, whose inline
    // script's hash the provider adds to this policy; set only afterwards, the script would be blocked
    // and the logout would stop on a blank page. Its error answers start afresh: the policy again.
    ctx.set('content-security-policy', CONTENT_SECURITY_POLICY);
    await next();
    if (!ctx.response.get('content-security-policy')) ctx.set('content-security-policy', CONTENT_SECURITY_POLICY);
    ctx.set('referrer-policy', 'strict-origin-when-cross-origin');
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('x-frame-options', 'DENY');
  });
  // Inside those headers, before the provider's own work: NUL in its address or body is refused.
  provider.use(providerNulGuard);

  await app.register(middie);
  const handle = provider.callback();
  const publicOrigin = new URL(settings.publicUrl);
  app.use(MOUNT_PATH, (req: ForwardedRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    if (OWN_PATHS.test(req.url ?? '/')) return next();
    pinForwardedHeaders(req, publicOrigin);
    void handle(req, res);
  });
  await app.register(interactionRoutes, { provider, identity, settings, cookieKeys });

  const sweep = setInterval(() => {
    sweepExpiredRecords(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping expired sign-in records failed'),
    );
    sweepResets(db).catch((error: unknown) => app.log.warn({ err: error }, 'sweeping old password-reset links failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.decorate('signIn', { settings: identity, verifier: createTokenVerifier(identity, keys.publicKeys), provider });
};

export default fp(identityPlugin, { name: 'identity' });
