/**
 * The embedded OpenID Connect provider (oidc-provider 9): one first-party public client (the SPA),
 * authorization code flow with PKCE S256 only, refresh tokens rotated on every use with an absolute
 * lifetime, JWT access tokens for the API resource carrying customer id and roles, and our German
 * sign-in pages instead of the library's development ones. Storage is our database (adapter.ts).
 */
import Provider, { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { findAccountById } from './accounts.ts';
import { DatabaseAdapter } from './adapter.ts';
import { logoutPage, messagePage } from './pages.ts';
import type { SigningKeys } from './secrets.ts';
import type { IdentitySettings } from './settings.ts';
import { pageLanguage, TEXTS } from './texts.ts';

/** Where the provider is mounted; the issuer is `${PUBLIC_URL}${MOUNT_PATH}`. */
export const MOUNT_PATH = '/oidc';

/** Lifetimes in seconds (see docs/decisions/006-embedded-identity-provider.md). */
export const TOKEN_LIFETIMES = {
  accessToken: 5 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  /** Absolute: a rotated refresh token keeps its predecessor's remaining lifetime. */
  refreshToken: 7 * 24 * 60 * 60,
  session: 7 * 24 * 60 * 60,
  grant: 30 * 24 * 60 * 60,
  interaction: 60 * 60,
} as const;

/** The scope of the API resource; access tokens for it are JWTs with audience = settings.audience. */
export const API_SCOPE = 'api';
const OIDC_SCOPES = 'openid profile email offline_access';

export interface ProviderOptions {
  db: Database;
  identity: IdentitySettings;
  shopUrl: string;
  keys: SigningKeys;
  cookieKeys: string[];
}

function languageOf(ctx: KoaContextWithOIDC): 'de' | 'en' {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return pageLanguage(params?.ui_locales);
}

export function createProvider({ db, identity, shopUrl, keys, cookieKeys }: ProviderOptions): Provider {
  const { clientId, audience } = identity;

  async function findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> {
    const account = /^\d+$/.test(sub) ? await findAccountById(db, Number(sub)) : undefined;
    if (!account) return undefined;
    return {
      accountId: String(account.id),
      claims: () => ({
        sub: String(account.id),
        email: account.email,
        email_verified: account.emailVerifiedAt !== null,
        name: `${account.firstName} ${account.lastName}`,
        given_name: account.firstName,
        family_name: account.lastName,
        customer_id: account.id,
        roles: account.roles,
      }),
    };
  }

  const configuration: Configuration = {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    jwks: { keys: keys.privateKeys },
    cookies: { keys: cookieKeys },
    clients: [
      {
        client_id: clientId,
        client_name: 'Kursmarkt',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: identity.redirectUris,
        post_logout_redirect_uris: identity.postLogoutRedirectUris,
      },
    ],
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', API_SCOPE],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'customer_id', 'roles'],
    },
    // `screen=register` opens the registration page instead of the login page (the shop's
    // "Registrieren" button); `invitation` carries a participant's registration token (it fills in
    // and verifies the address, services/email-verification.ts; not `registration`: OpenID Connect
    // reserves that name and the provider refuses it); ui_locales picks the pages' language.
    extraParams: ['screen', 'invitation'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      // One access token per audience (RFC 8707). A client that names the API as its resource in the
      // authorization request (the SPA, src/lib/auth.ts) gets a JWT for the API, also on every refresh
      // (useGrantedResource). A client that names none gets an OpenID access token, the one the
      // userinfo endpoint (/oidc/me) accepts: oidc-provider's userinfo refuses every token with an
      // audience, so no token serves both, and defaulting to the API left standard clients without userinfo.
      resourceIndicators: {
        enabled: true,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: TOKEN_LIFETIMES.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const params = ctx.oidc.params as Record<string, unknown>;
          const autoConfirm = typeof params.id_token_hint === 'string' && ctx.oidc.client?.clientId === clientId;
          ctx.type = 'html';
          ctx.body = logoutPage(languageOf(ctx), shopUrl, form, autoConfirm);
        },
        postLogoutSuccessSource: (ctx) => {
          const t = TEXTS[languageOf(ctx)];
          ctx.type = 'html';
          ctx.body = messagePage(languageOf(ctx), shopUrl, t.loggedOutTitle, t.loggedOut);
        },
      },
    },
    // The SPA is first-party: its consent is implied. Its grant always holds the OpenID scopes and the
    // API scope, so the consent prompt never shows.
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      const grantId = (result?.consent?.grantId as string | undefined) ?? (client && session?.grantIdFor(client.clientId));
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!client || client.clientId !== clientId || !session?.accountId) return grant;
      if (!grant || grant.accountId !== session.accountId) {
        grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      }
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Refresh tokens for the SPA without the consent round trip offline_access would need; they still
    // end with the session (logout) because they are not offline tokens.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await findAccountById(db, Number(accountId)) : undefined;
      if (!account) return undefined;
      return {
        customer_id: account.id,
        roles: account.roles,
        ...(account.organizerId !== null ? { organizer_id: account.organizerId } : {}),
        ...(account.referentId !== null ? { referent_id: account.referentId } : {}),
      };
    },
    findAccount,
    interactions: { url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    ttl: {
      AccessToken: TOKEN_LIFETIMES.accessToken,
      AuthorizationCode: TOKEN_LIFETIMES.authorizationCode,
      IdToken: TOKEN_LIFETIMES.idToken,
      // A rotated refresh token keeps its predecessor's remaining lifetime: rotation never extends it.
      RefreshToken: (ctx) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : TOKEN_LIFETIMES.refreshToken;
      },
      Session: TOKEN_LIFETIMES.session,
      Grant: TOKEN_LIFETIMES.grant,
      Interaction: TOKEN_LIFETIMES.interaction,
      BackchannelAuthenticationRequest: 10 * 60,
      ClientCredentials: 10 * 60,
      DeviceCode: 10 * 60,
    },
    renderError: (ctx, _out, _error) => {
      const language = languageOf(ctx);
      const t = TEXTS[language];
      ctx.type = 'html';
      ctx.body = messagePage(language, shopUrl, t.errorTitle, t.error);
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  // The X-Forwarded-* headers it reads are set by the shop, never passed on from the client
  // (plugin.ts pinForwardedHeaders): PUBLIC_URL's scheme and host, the address Fastify trusted.
  provider.proxy = true;
  return provider;
}
