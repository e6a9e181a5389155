/** Server settings, all from environment variables (documented in README.md). */
import type { Theme } from '../shared/types.ts';
import { readEnvironment, type Environment } from './config-schema.ts';
import type { LogFormat } from './logging.ts';
import { loadSellerSettings, type SellerSettings } from './services/invoice/seller.ts';
import { loadPaymentSettings, type PaymentSettings } from './services/payment/settings.ts';
import { uploadDirOf } from './services/upload/storage.ts';

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
  /** LOG_FORMAT: `json` (pino's lines; deployments) or `pretty` (one readable line per event; the demo). See logging.ts. */
  logFormat: LogFormat;
  /**
   * TRUST_PROXY: which proxies may name the client (X-Forwarded-For/-Proto/-Host). Off by default,
   * so no client picks its own rate-limit bucket; a hop count or a list of addresses/CIDR ranges.
   */
  trustProxy: false | number | string[];
  /**
   * DEMO: the newcomer's shop — the demo catalogue and demo accounts on an empty database, and the
   * development mailbox. On by default only outside a deployment (no DATABASE_URL, no NODE_ENV=production
   * set by the operator); see README "Demo and deployment".
   */
  demo: boolean;
  /**
   * FLOW_EXPLORER: the flow explorer /ablaeufe for analysts and QA, linked from the footer (the site
   * configuration's feature FLOW_EXPLORER). On in the demo, off in a deployment unless switched on.
   */
  flowExplorer: boolean;
  /** Serves the development mailbox at /dev/mailbox (DEV_MAILBOX; default: in demo mode without SMTP). */
  devMailbox: boolean;
  /**
   * DEV_CLOCK: the demo's clock may be moved forward (PUT /api/dev/clock), so a browser test sees an
   * instalment fall due months later. Only in demo mode (a deployment's clock is the real one); off by default.
   */
  devClock: boolean;
  /**
   * MAIN_DOMAIN: the site the logo and the logout lead to (spec §4), overriding the configured
   * `mainDomain` message. The demo defaults to the shop itself: its configured main domain is an
   * example host that does not exist.
   */
  mainDomain: string | undefined;
  /**
   * TAG_MANAGER_ID: the Google Tag Manager container (GTM-…), overriding the site configuration's
   * `tagManagerId` (the demo's is null). The browser loads it only after the visitor's consent
   * (issue 26 §4); the content security policy allows googletagmanager.com only when it is set.
   */
  tagManagerId?: string;
  /**
   * PUBLIC_HOST_ONLY: requests for another host name than PUBLIC_URL's are redirected (pages) or refused
   * (API, provider). On by default; off under NODE_ENV=test, whose app.inject speaks to 'localhost'.
   */
  publicHostOnly: boolean;
  production: boolean;
  /** Sign-in: the embedded OpenID provider, or an external one (see identity/settings.ts). */
  identity: IdentityConfig;
  /** PAYMENT_METHODS, PAYMENT_TEST_PROVIDER (services/payment/settings.ts). */
  payment: PaymentSettings;
  /** SELLER_*: the seller on invoices; demo defaults only in demo mode (services/invoice/seller.ts). */
  seller: SellerSettings;
  /** UPLOAD_DIR: where uploaded proofs are stored, outside the web root; `memory` keeps them in memory. */
  uploadDir: string;
  /**
   * PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE: participants of a placed order's seats can be named (or
   * renamed) until this many days before the date starts (issue 25 §1; default 2).
   */
  participantNamingClosesDaysBefore: number;
  /** PARTICIPANT_NAMES_REMINDER_DAYS_BEFORE: the buyer's reminder of unnamed seats, this many days before the start (default 5). */
  participantNamesReminderDaysBefore: number;
  /** ACCESS_LINK_SEND_DAYS_BEFORE: each participant of an online date gets their access link this many days before the start (default 2). */
  accessLinkSendDaysBefore: number;
  /** JOB_POLL_SECONDS: how often each instance looks for due jobs (services/jobs/, default 15). */
  jobPollSeconds: number;
  /** JOB_LEASE_SECONDS: how long a taken job stays its instance's (services/jobs/; default 300). */
  jobLeaseSeconds: number;
  /** WAITING_LIST_HOLD_HOURS: how long a freed seat is held for the waiting person it is offered to (default 48). */
  waitingListHoldHours: number;
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

export interface LoadOptions {
  /** NODE_ENV=production was set by `npm start` as its default, not by an operator: not a deployment by itself. */
  productionByDefault?: boolean;
}

/**
 * The settings from the environment, checked against one schema first (config-schema.ts): a value
 * that does not fit stops the start with a ConfigurationError naming each such variable.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { productionByDefault = false }: LoadOptions = {},
): ServerConfig {
  const checked = readEnvironment(env);
  const production = checked.NODE_ENV === 'production';
  const deployment = Boolean(checked.DATABASE_URL) || (production && !productionByDefault);
  const demo = switchOf(checked.DEMO, !deployment);
  const publicUrl = (checked.PUBLIC_URL ?? `http://localhost:${checked.PORT}`).replace(/\/$/, '');
  return {
    port: checked.PORT,
    host: checked.HOST,
    publicUrl,
    databaseUrl: checked.DATABASE_URL,
    dataDir: checked.DATA_DIR,
    theme: checked.SITE_THEME,
    maintenance: switchOf(checked.MAINTENANCE, false),
    smtpUrl: checked.SMTP_URL,
    mailFrom: checked.MAIL_FROM,
    contactAddress: checked.CONTACT_ADDRESS,
    formRateLimit: perMinute(checked.FORM_RATE_LIMIT),
    voucherRateLimit: perMinute(checked.VOUCHER_RATE_LIMIT),
    cartPricingRateLimit: perMinute(checked.CART_PRICING_RATE_LIMIT),
    ...loggingOf(checked, deployment),
    trustProxy: parseTrustProxy(checked.TRUST_PROXY),
    demo,
    ...switchesOf(checked, demo, publicUrl),
    production,
    identity: identityOf(checked),
    // The payment, seller and upload rules read their variables themselves (their tests call them with
    // a plain environment); the schema has checked the form of those variables already.
    payment: loadPaymentSettings(env, demo),
    seller: loadSellerSettings(env, demo),
    uploadDir: uploadDirOf(env, checked.DATA_DIR),
    participantNamingClosesDaysBefore: checked.PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE,
    participantNamesReminderDaysBefore: checked.PARTICIPANT_NAMES_REMINDER_DAYS_BEFORE,
    accessLinkSendDaysBefore: checked.ACCESS_LINK_SEND_DAYS_BEFORE,
    jobPollSeconds: checked.JOB_POLL_SECONDS,
    jobLeaseSeconds: checked.JOB_LEASE_SECONDS,
    waitingListHoldHours: checked.WAITING_LIST_HOLD_HOURS,
  };
}

/** How much is logged, and how: JSON lines in a deployment, readable lines in the demo (LOG_FORMAT overrides). */
function loggingOf(env: Environment, deployment: boolean): Pick<ServerConfig, 'logLevel' | 'logFormat'> {
  return {
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: env.LOG_FORMAT ?? (deployment ? 'json' : 'pretty'),
  };
}

/** The switches whose default follows demo mode (or the test environment). */
function switchesOf(
  env: Environment,
  demo: boolean,
  publicUrl: string,
): Pick<ServerConfig, 'flowExplorer' | 'devMailbox' | 'devClock' | 'mainDomain' | 'tagManagerId' | 'publicHostOnly'> {
  return {
    flowExplorer: switchOf(env.FLOW_EXPLORER, demo),
    devMailbox: switchOf(env.DEV_MAILBOX, demo && !env.SMTP_URL),
    devClock: demo && switchOf(env.DEV_CLOCK, false),
    mainDomain: env.MAIN_DOMAIN ?? (demo ? publicUrl : undefined),
    tagManagerId: env.TAG_MANAGER_ID,
    publicHostOnly: switchOf(env.PUBLIC_HOST_ONLY, env.NODE_ENV !== 'test'),
  };
}

function identityOf(env: Environment): IdentityConfig {
  return {
    externalIssuer: env.OIDC_ISSUER?.replace(/\/$/, ''),
    clientId: env.OIDC_CLIENT_ID,
    audience: env.OIDC_AUDIENCE,
    rolesClaim: env.OIDC_ROLES_CLAIM,
    cookieKeys: env.OIDC_COOKIE_KEYS?.split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    loginRateLimit: perMinute(env.LOGIN_RATE_LIMIT),
  };
}

/**
 * TRUST_PROXY: unset, 'false' or '0' → trust nobody; a whole number → that many proxy hops in front;
 * otherwise a comma-separated list of proxy addresses or CIDR ranges (also 'loopback', 'uniquelocal').
 * 'true' is refused: trusting every sender is what let clients choose their own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address: give the number of proxies in front (e.g. 1) or their addresses/CIDR ranges',
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A switch the schema has checked (1, 0, true or false in any case); unset keeps `fallback`. */
function switchOf(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : value === '1' || value.toLowerCase() === 'true';
}

function perMinute(max: number): { max: number; timeWindow: string } {
  return { max, timeWindow: '1 minute' };
}
