/**
 * The visitor's cookie choice (issue 26 §4): whether the shop may load the tag manager (statistics and
 * marketing) and keep the affiliate in the lasting `aid` cookie. Kept in localStorage `consent` as
 * `{ version, date, statistics, affiliate }` — strictly necessary storage: without it the shop would
 * ask on every page and could not know what the visitor refused. A record of another version counts
 * as no choice, so a changed set of purposes is asked again.
 *
 * Part of the start page's entry (src/app/layout/ConsentHost.tsx reads it), so it holds only the
 * reading: saving is src/features/consent/consent-choice.ts, loaded with the dialog.
 */
import { STORAGE_KEYS } from '../shared/constants';

export const CONSENT_VERSION = 1;

/** The purposes beyond what is strictly necessary, each agreed to or not. */
export interface ConsentChoice {
  /** Statistics / marketing: the Google Tag Manager and the shop's events in its dataLayer. */
  statistics: boolean;
  /** The affiliate programme: the `aid` cookie for the configured number of days. */
  affiliate: boolean;
}

export interface ConsentRecord extends ConsentChoice {
  version: number;
  /** When the choice was made (ISO 8601). */
  date: string;
}

/** The stored choice; null when there is none (or one of another version, or unreadable or no storage). */
export function readConsent(): ConsentRecord | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.consent) ?? 'null') as Partial<ConsentRecord> | null;
    return value?.version === CONSENT_VERSION
      ? {
          version: CONSENT_VERSION,
          date: String(value.date),
          statistics: value.statistics === true,
          affiliate: value.affiliate === true,
        }
      : null;
  } catch {
    return null;
  }
}

/** The window event of the footer asking for the dialog. */
export const CONSENT_SETTINGS_EVENT = 'kursmarkt:consent-settings';

/** The footer's "Cookie-Einstellungen": opens the dialog again with the stored choice. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
}
