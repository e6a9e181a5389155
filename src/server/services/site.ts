import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import type { Language } from '../../shared/constants.ts';
import type { FooterPart, SiteConfiguration, Theme } from '../../shared/types.ts';
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
  /** The API's resource indicator the SPA names in its sign-in (embedded provider only). */
  oidcResource?: string;
  /** Keycloak's realm when the issuer names one; else the stored configuration's. */
  oidcRealm?: string;
  /** The flow explorer is on (FLOW_EXPLORER; the demo's default): the feature and its footer link. */
  flowExplorer?: boolean;
}

/** The footer's link to the flow explorer (issue 13), in the second column, after the configured links. */
const FLOW_EXPLORER_LINK: WithEnglish<FooterPart> = { type: 'LINK', name: 'Abläufe', url: '/ablaeufe', column: 2, en: { name: 'Flows' } };

/** The configuration with the feature FLOW_EXPLORER and its footer link, once. */
function withFlowExplorer(config: SiteDocument, language: Language): SiteDocument {
  const link = inLanguage<FooterPart>(FLOW_EXPLORER_LINK, language);
  return {
    ...config,
    features: config.features.includes('FLOW_EXPLORER') ? config.features : [...config.features, 'FLOW_EXPLORER'],
    footerParts: config.footerParts.some((part) => part.url === link.url) ? config.footerParts : [...config.footerParts, link],
  };
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
  const stored = inLanguage<SiteDocument>(row.config, language);
  // The stored configuration cannot switch the explorer on by itself: the deployment's setting decides.
  const config = site.flowExplorer
    ? withFlowExplorer(stored, language)
    : { ...stored, features: stored.features.filter((feature) => feature !== 'FLOW_EXPLORER') };
  return {
    ...config,
    maintenance: site.maintenance || config.maintenance === true,
    affiliateKnown: row.affiliate_known,
    ...(site.oidcRealm ? { realm: site.oidcRealm } : {}),
    client: site.oidcClientId,
    identity: { issuer: site.oidcIssuer, clientId: site.oidcClientId, ...(site.oidcResource ? { resource: site.oidcResource } : {}) },
  };
}
