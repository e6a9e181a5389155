/**
 * Every environment variable the server reads, in one JSON schema (README "Configuration" explains
 * them): its form, its plain default, and the hint a start-up error gives when a value does not fit.
 * env-schema checks the environment against it; config.ts derives the settings from what passed,
 * including the defaults that depend on other variables (demo mode, deployment). Domain rules that
 * need more than a form (TRUST_PROXY=true, PAYMENT_METHODS without an adapter, the seller's data)
 * stay with the code that reads them.
 */
import envSchema from 'env-schema';
import type { FromSchema } from 'json-schema-to-ts';
import { PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE } from '../shared/participants.ts';

/** A switch: 1/true turns it on, 0/false off, in any case. */
const flag = (description: string) =>
  ({
    type: 'string',
    pattern: '^(?:[01]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$',
    description: `the ${description} switch: 1, 0, true or false`,
  }) as const;
/** A rate limit: how many per client and minute. */
const perMinute = (description: string, fallback: number) =>
  ({
    type: 'integer',
    minimum: 1,
    default: fallback,
    description: `${description}, a whole number of at least 1`,
  }) as const;
const text = (description: string) => ({ type: 'string', description }) as const;
/** A value a start-up error must not print (it may carry a password or key). */
const secret = (description: string) => ({ type: 'string', writeOnly: true, description }) as const;

export const environmentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    NODE_ENV: text('the mode Node runs in (production, development, test)'),
    PORT: {
      type: 'integer',
      minimum: 0,
      maximum: 65535,
      default: 8080,
      description: 'the port to listen on, a whole number from 0 to 65535',
    },
    HOST: { type: 'string', default: '127.0.0.1', description: 'the address to listen on' },
    PUBLIC_URL: {
      type: 'string',
      pattern: '^https?://[^/\\s]+(?:/\\S*)?$',
      description: 'the address users reach the shop at, an http(s) URL such as https://shop.example',
    },
    DATABASE_URL: secret('the PostgreSQL connection string'),
    DATA_DIR: { type: 'string', default: 'data/pglite', description: "PGlite's data folder" },
    UPLOAD_DIR: text('where uploaded proofs are stored'),
    SITE_THEME: {
      type: 'string',
      enum: ['education', 'reno'],
      default: 'education',
      description: 'the site theme: education or reno',
    },
    DEMO: flag('demo shop'),
    MAINTENANCE: flag('maintenance mode'),
    FLOW_EXPLORER: flag('flow explorer'),
    DEV_MAILBOX: flag('development mailbox'),
    DEV_CLOCK: flag('movable demo clock (demo mode only)'),
    PUBLIC_HOST_ONLY: flag('public-host-only'),
    SMTP_URL: secret('the mail server'),
    MAIL_FROM: { type: 'string', default: 'Kursmarkt <noreply@kursmarkt.local>', description: 'the sender of mails' },
    CONTACT_ADDRESS: { type: 'string', default: 'kontakt@kursmarkt.local', description: 'where contact requests go' },
    MAIN_DOMAIN: text('the site the logo and the logout lead to'),
    TAG_MANAGER_ID: {
      type: 'string',
      pattern: '^GTM-[A-Z0-9]{1,16}$',
      description: 'the Google Tag Manager container id, such as GTM-ABC1234',
    },
    FORM_RATE_LIMIT: perMinute('sign-ups and contact requests per client and minute', 20),
    VOUCHER_RATE_LIMIT: perMinute('voucher codes a client may try per minute', 20),
    CART_PRICING_RATE_LIMIT: perMinute('guest pricing calls with voucher codes per client and minute', 120),
    LOGIN_RATE_LIMIT: perMinute('login and registration attempts per client and minute', 10),
    PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE: {
      type: 'integer',
      minimum: 0,
      maximum: 365,
      default: PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE,
      description: 'how many days before a course date starts naming its participants closes, a whole number from 0 to 365',
    },
    PARTICIPANT_NAMES_REMINDER_DAYS_BEFORE: {
      type: 'integer',
      minimum: 0,
      maximum: 365,
      default: 5,
      description: 'how many days before a course date starts the buyer is reminded of seats without a participant name, a whole number from 0 to 365',
    },
    ACCESS_LINK_SEND_DAYS_BEFORE: {
      type: 'integer',
      minimum: 0,
      maximum: 60,
      default: 2,
      description: 'how many days before an online date starts each participant gets their personal access link by e-mail, a whole number from 0 to 60',
    },
    JOB_POLL_SECONDS: {
      type: 'integer',
      minimum: 1,
      maximum: 3600,
      default: 15,
      description: 'how often each instance looks for due background jobs, in seconds from 1 to 3600',
    },
    JOB_LEASE_SECONDS: {
      type: 'integer',
      minimum: 2,
      maximum: 86400,
      default: 300,
      description: 'how long a taken background job stays its instance’s before another may take it (an instance that died), in seconds',
    },
    WAITING_LIST_HOLD_HOURS: {
      type: 'integer',
      minimum: 1,
      maximum: 720,
      default: 48,
      description: 'how long a freed seat is held for the person on the waiting list it is offered to, in hours',
    },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      description: 'how much is logged: fatal, error, warn, info, debug, trace or silent',
    },
    LOG_FORMAT: { type: 'string', enum: ['json', 'pretty'], description: 'how the log is written: json or pretty' },
    TRUST_PROXY: text('the proxies that may name the client: a hop count or addresses/CIDR ranges'),
    OIDC_ISSUER: {
      type: 'string',
      pattern: '^https?://\\S+$',
      description: "an external provider's issuer, an http(s) URL",
    },
    OIDC_CLIENT_ID: { type: 'string', default: 'kursmarkt-spa', description: "the SPA's client id at the provider" },
    OIDC_AUDIENCE: text('the audience of API access tokens'),
    OIDC_ROLES_CLAIM: { type: 'string', default: 'roles', description: 'where an access token keeps its roles' },
    OIDC_COOKIE_KEYS: secret("comma-separated keys for the embedded provider's cookies"),
    PAYMENT_METHODS: text('the payment methods offered, comma-separated'),
    PAYMENT_TEST_PROVIDER: flag('test card payment page'),
    SELLER_NAME: text('the seller on invoices'),
    SELLER_STREET: text("the seller's street"),
    SELLER_ZIP_CODE: text("the seller's postcode"),
    SELLER_CITY: text("the seller's city"),
    SELLER_COUNTRY: text("the seller's country"),
    SELLER_VAT_ID: text("the seller's VAT id"),
    SELLER_TAX_NUMBER: text("the seller's tax number"),
    SELLER_EMAIL: text("the seller's e-mail address"),
    SELLER_PHONE: text("the seller's phone number"),
    SELLER_REGISTER: text("the seller's register court and number"),
    SELLER_REPRESENTATIVE: text('who represents the seller'),
    SELLER_BANK_NAME: text("the seller's bank"),
    SELLER_IBAN: text("the seller's IBAN"),
    SELLER_BIC: text("the seller's BIC"),
    SELLER_CREDITOR_ID: text("the seller's SEPA creditor id"),
  },
} as const;

/** The environment after the check: only the variables above, numbers as numbers, plain defaults filled in. */
export type Environment = FromSchema<typeof environmentSchema>;

type Property = { description: string; writeOnly?: boolean };
const PROPERTIES: Record<string, Property> = environmentSchema.properties;

/** Raised before the server starts: names every variable that does not fit, and what it should be. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/**
 * The environment checked against the schema. An empty variable counts as unset (`PORT=` takes the
 * default), as a shell script that clears a variable means. Throws a ConfigurationError listing each
 * variable that does not fit.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  try {
    return envSchema<Environment>({ schema: environmentSchema, data: given, env: false });
  } catch (error) {
    const problems = (error as { errors?: { instancePath: string }[] }).errors;
    if (!problems) throw error;
    throw new ConfigurationError(
      `The configuration does not fit:\n${[...new Set(problems.map(({ instancePath }) => problemOf(instancePath.slice(1), given)))].join('\n')}`,
    );
  }
}

function problemOf(name: string, given: Record<string, string | undefined>): string {
  const property = PROPERTIES[name];
  if (!property) return `  ${name} does not fit`;
  const shown = property.writeOnly ? '' : `=${JSON.stringify(given[name])}`;
  return `  ${name}${shown} does not fit: ${name} is ${property.description}`;
}
