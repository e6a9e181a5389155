import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import type { Language } from '../../shared/constants.ts';
import type { SiteConfiguration, Theme } from '../../shared/types.ts';
import { inLanguage, type WithEnglish } from './site-language.ts';

type SiteDocument = Omit<SiteConfiguration, 'maintenance' | 'affiliateKnown' | 'identity'> & { maintenance?: boolean };
type StoredConfiguration = WithEnglish<SiteDocument>;

export interface SiteContext {
  theme: Theme;
  /** The maintenance flag of the deployment; the stored configuration can switch it on too. */
  maintenance: boolean;
  oidcIssuer: string;
  /** The SPA's client id at that issuer. */
  oidcClientId: string;
  /** Keycloak's realm when the issuer names one; else the stored configuration's. */
  oidcRealm?: string;
}

/** The site configuration with its texts (menu, footer links, portal tabs, advert) in `language`. */
export async function loadSiteConfiguration(
  db: Database,
  site: SiteContext,
  affiliateId: string | undefined,
  language: Language = 'de',
): Promise<SiteConfiguration> {
  const [row] = await db.query<{ config: StoredConfiguration; affiliate_known: boolean }>(
    `select config, exists (select 1 from affiliate where id = $2) as affiliate_known
       from site where theme = $1`,
    [site.theme, affiliateId ?? null],
  );
  if (!row) throw new HttpError(503, 'NOT_CONFIGURED', `No site configuration for theme '${site.theme}'`);
  const config = inLanguage<SiteDocument>(row.config, language);
  return {
    ...config,
    maintenance: site.maintenance || config.maintenance === true,
    affiliateKnown: row.affiliate_known,
    ...(site.oidcRealm ? { realm: site.oidcRealm } : {}),
    client: site.oidcClientId,
    identity: { issuer: site.oidcIssuer, clientId: site.oidcClientId },
  };
}
