/**
 * Start-up (spec §1, §3, §4): stores the promotion code (pc) and affiliate id (aid) from the query
 * string (the aid in its cookie only with the visitor's consent, else for the tab: src/lib/affiliate.ts), loads configuration and messages in parallel, applies the language rule, stores the
 * choice and sets up the texts with the server texts merged in (src/lib/translator.ts first, i18next
 * once a page needs it: src/lib/texts.ts).
 *
 * Messages and configuration (whose menu, footer and advert texts are per language) are requested in
 * the language the rule gives before the configuration is known (query parameter, stored choice,
 * 'de'). Only when the configured locales rule that out are they requested again in the right language.
 *
 * The page the server serves usually carries both already (src/server/plugins/spa-document.ts): when
 * its language and affiliate are the ones the rule gives here, start-up makes no request at all — and
 * loads no HTTP client either: src/api/content.ts (with ky) is imported only when it must ask.
 */
import { currentAffiliateId, rememberAffiliateId } from '../lib/affiliate';
import { readConsent } from '../lib/consent';
import { isValidAffiliateId, storePromotionCode } from '../lib/cookies';
import { LANGUAGE_QUERY_PARAMETER, readStoredLanguage, resolveLanguage, storeLanguage } from '../lib/language';
import type { Site } from '../lib/site-context';
import { liveTexts, type Texts } from '../lib/texts';
import { createTranslator, staticTextsFor } from '../lib/translator';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../shared/boot-data';
import { COOKIES } from '../shared/constants';

export interface BootResult {
  site: Site;
  /** The app's texts: the translator until i18next takes over (src/lib/texts.ts). */
  i18n: Texts;
}

/** The data the server put into the page, if any and readable. */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null;
  }
}

/** The API's content calls, loaded only when start-up must ask (they bring the HTTP client). */
const contentApi = () => import('../api/content');

export async function boot(search: string = window.location.search): Promise<BootResult> {
  const query = new URLSearchParams(search);

  const promotionCode = query.get(COOKIES.promotionCode)?.trim();
  if (promotionCode) storePromotionCode(promotionCode);

  const consent = readConsent();
  const queryAffiliate = query.get(COOKIES.affiliate);
  const newAffiliate = isValidAffiliateId(queryAffiliate) ? queryAffiliate : null;
  const affiliate = newAffiliate ?? currentAffiliateId();

  const requested = query.get(LANGUAGE_QUERY_PARAMETER);
  const stored = readStoredLanguage();
  const injected = readBootData();
  const provisional = injected
    ? resolveLanguage({ query: requested, stored, locales: injected.configuration.locales })
    : resolveLanguage({ query: requested, stored, locales: undefined });
  const fits = injected !== null && injected.language === provisional && injected.aid === affiliate;

  const [provisionalConfiguration, provisionalMessages] = fits
    ? [injected.configuration, injected.messages]
    : await Promise.all([
        contentApi().then((api) => api.getConfiguration(affiliate, provisional)),
        // A failure here is retried below in the final language; the configuration decides boot failure.
        contentApi()
          .then((api) => api.getMessages(provisional))
          .catch(() => null),
      ]);

  if (newAffiliate) rememberAffiliateId(newAffiliate, provisionalConfiguration.lifetime, consent);

  const language = resolveLanguage({ query: requested, stored, locales: provisionalConfiguration.locales });
  storeLanguage(language);
  const configuration =
    provisional === language ? provisionalConfiguration : await (await contentApi()).getConfiguration(affiliate, language);
  const messages =
    provisionalMessages && provisional === language ? provisionalMessages : await (await contentApi()).getMessages(language);

  const staticTexts = await staticTextsFor(language, injected?.staticTexts ?? {});
  const i18n = liveTexts(createTranslator(language, staticTexts, messages.texts), () =>
    import('../lib/i18n').then(({ createI18n }) => createI18n(language, messages.texts, staticTexts)),
  );
  document.documentElement.lang = language;
  return { site: { configuration, messages, language }, i18n };
}
