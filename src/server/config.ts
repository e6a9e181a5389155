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
  logLevel: string;
  /** Serves the development mailbox at /dev/mailbox (off in production unless asked for). */
  devMailbox: boolean;
  production: boolean;
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
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    devMailbox: env.DEV_MAILBOX ? isTrue(env.DEV_MAILBOX) : !env.SMTP_URL,
    production,
  };
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}
