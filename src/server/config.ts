/** Server settings, all from environment variables (documented in README.md). */
import type { Theme } from '../shared/types.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** The address users reach the shop at; used in e-mail links and as the OIDC issuer base. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  theme: Theme;
  maintenance: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact requests are sent. */
  contactAddress: string;
  /** Sign-up and contact forms: at most `max` requests per client and time window. */
  formRateLimit: { max: number; timeWindow: string };
  /** VOUCHER_RATE_LIMIT: voucher codes a client may try per minute (GET /api/cart/voucher/{code}). */
  voucherRateLimit: { max: number; timeWindow: string };
  /** CART_PRICING_RATE_LIMIT: guest pricing calls carrying voucher codes per client and minute (POST /api/cart). */
  cartPricingRateLimit: { max: number; timeWindow: string };
  logLevel: string;
  /** Serves the development mailbox at /dev/mailbox (off in production unless asked for). */
  devMailbox: boolean;
  production: boolean;
  /** Sign-in: the embedded OpenID provider, or an external one (see identity/settings.ts). */
  identity: IdentityConfig;
}

export interface IdentityConfig {
  /** OIDC_ISSUER: an external provider's issuer (Keycloak: https://host/realms/<realm>); unset = embedded. */
  externalIssuer: string | undefined;
  /** OIDC_CLIENT_ID: the SPA's client id at the provider. */
  clientId: string;
  /** OIDC_AUDIENCE: the `aud` API access tokens carry; default `${PUBLIC_URL}/api`. */
  audience: string | undefined;
  /** OIDC_ROLES_CLAIM: where an access token keeps its roles, dotted for nesting (Keycloak: realm_access.roles). */
  rolesClaim: string;
  /** OIDC_COOKIE_KEYS: comma-separated keys for the embedded provider's cookies; default generated and stored. */
  cookieKeys: string[] | undefined;
  /** LOGIN_RATE_LIMIT: login and registration attempts per client and minute. */
  loginRateLimit: { max: number; timeWindow: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const theme = env.SITE_THEME === 'reno' ? 'reno' : 'education';
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data/pglite',
    theme,
    maintenance: isTrue(env.MAINTENANCE),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kursmarkt <noreply@kursmarkt.local>',
    contactAddress: env.CONTACT_ADDRESS ?? 'kontakt@kursmarkt.local',
    formRateLimit: { max: Number(env.FORM_RATE_LIMIT ?? 20), timeWindow: '1 minute' },
    voucherRateLimit: { max: Number(env.VOUCHER_RATE_LIMIT ?? 20), timeWindow: '1 minute' },
    cartPricingRateLimit: { max: Number(env.CART_PRICING_RATE_LIMIT ?? 120), timeWindow: '1 minute' },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    devMailbox: env.DEV_MAILBOX ? isTrue(env.DEV_MAILBOX) : !env.SMTP_URL,
    production,
    identity: {
      externalIssuer: env.OIDC_ISSUER ? env.OIDC_ISSUER.replace(/\/$/, '') : undefined,
      clientId: env.OIDC_CLIENT_ID || 'kursmarkt-spa',
      audience: env.OIDC_AUDIENCE || undefined,
      rolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
      cookieKeys: env.OIDC_COOKIE_KEYS ? env.OIDC_COOKIE_KEYS.split(',').map((key) => key.trim()).filter(Boolean) : undefined,
      loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), timeWindow: '1 minute' },
    },
  };
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}
