/**
 * Saving the cookie choice (src/lib/consent.ts has the record and its reading, part of the start
 * page's entry): loaded with the dialog, so a visitor who has chosen never loads it. The dialog then
 * makes the aid cookie and the tag manager follow the record (./follow-consent.ts).
 */
import { CONSENT_VERSION, type ConsentChoice, type ConsentRecord } from '../../lib/consent';
import { STORAGE_KEYS } from '../../shared/constants';

export const REJECT_ALL: ConsentChoice = { statistics: false, affiliate: false };
export const ACCEPT_ALL: ConsentChoice = { statistics: true, affiliate: true };

/** Stores the choice (localStorage `consent`). */
export function saveConsent(choice: ConsentChoice, now = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, date: now.toISOString(), ...choice };
  try {
    localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the choice holds for this page; the dialog asks again next time.
  }
  return record;
}
