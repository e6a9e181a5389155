/**
 * What a newly saved choice changes at once (the dialog calls it): the aid cookie is set from the
 * tab's affiliate or deleted (src/lib/affiliate.ts keeps both), and the tag manager is loaded — or,
 * withdrawn after it ran, its cookies go and the page reloads.
 */
import { keepForSession, sessionAffiliate } from '../../lib/affiliate';
import type { ConsentChoice, ConsentRecord } from '../../lib/consent';
import { deleteCookie, readAffiliateId, storeAffiliateId } from '../../lib/cookies';
import { COOKIES } from '../../shared/constants';
import type { SiteConfiguration } from '../../shared/types';
import { loadTagManager, tagManagerLoaded, withdrawTagManager } from './tag-manager';

/**
 * Agreed, the tab's affiliate moves into the cookie (lifetime in days from the configuration);
 * refused or withdrawn, the cookie is deleted and its affiliate kept for this tab only.
 */
export function applyAffiliateConsent(consent: Pick<ConsentChoice, 'affiliate'>, lifetimeDays: number): void {
  if (consent.affiliate) {
    const aid = sessionAffiliate();
    if (aid && !readAffiliateId()) storeAffiliateId(aid, lifetimeDays);
    return;
  }
  const aid = readAffiliateId();
  if (aid === null) return;
  deleteCookie(COOKIES.affiliate);
  keepForSession(aid);
}

export function followConsent(
  record: ConsentRecord,
  { tagManagerId, lifetime }: Pick<SiteConfiguration, 'tagManagerId' | 'lifetime'>,
): void {
  applyAffiliateConsent(record, lifetime);
  if (!tagManagerId) return;
  if (record.statistics) loadTagManager(tagManagerId);
  else if (tagManagerLoaded()) withdrawTagManager();
}
