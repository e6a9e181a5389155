/**
 * What a guest typed into "Ihre Daten" before sending it, kept in sessionStorage so a reload of the
 * step does not empty the form (issue 24 §6). Per tab (another tab starts its own checkout), gone
 * with the tab, and forgotten when the order is placed or the checkout ends.
 *
 * Only the buyer fields below are kept, as short strings — never payment data: the buyer form has no
 * payment field, and the allowlist keeps any future one out. An IBAN pasted or typed into a wrong
 * field is not written either (paymentLike): the draft is written on every keystroke, so not only a
 * whole IBAN but every prefix that reaches into the account number is left out.
 */
import { isValidIban } from '../shared/iban';

export const BUYER_DRAFT_KEY = 'guest-order-buyer-draft';

/** The fields of the buyer form that may be kept (src/components/forms/BuyerForm.tsx). */
const FIELDS = [
  'buyerType', 'email', 'firstName', 'lastName', 'company', 'street', 'zipCode', 'city', 'country', 'taxNumber', 'invoiceReference', 'invoiceEmail',
  'invoiceFormat',
] as const;
export type BuyerDraftField = (typeof FIELDS)[number];
export type BuyerDraft = Partial<Record<BuyerDraftField, string>>;

/** Longer than any buyer field allows (the form's longest is 254): anything beyond is not a draft. */
const MAX_LENGTH = 300;

/**
 * Whether a value is, or is on its way to be, an account or card number: a valid IBAN; twelve digits
 * or more (a German IBAN has them once its account number begins; a card number has 13–19); or, in a
 * field other than the VAT id, the shape of an IBAN beyond country, check digits and six more
 * characters. A VAT id ("DE123456789", at most 11 digits) stays keepable in its own field.
 */
export function paymentLike(value: string, field: BuyerDraftField): boolean {
  const compact = value.replace(/[\s-]+/g, '').toUpperCase();
  if (isValidIban(compact)) return true;
  if ((compact.match(/\d/g) ?? []).length >= 12) return true;
  return field !== 'taxNumber' && /^[A-Z]{2}\d{2}[A-Z0-9]{7,}$/.test(compact);
}

const keepable = (value: unknown, field: BuyerDraftField): value is string =>
  typeof value === 'string' && value.length <= MAX_LENGTH && !paymentLike(value, field);

function only(values: Record<string, unknown>): BuyerDraft {
  const draft: BuyerDraft = {};
  for (const field of FIELDS) if (keepable(values[field], field)) draft[field] = values[field];
  return draft;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readBuyerDraft(storage = session()): BuyerDraft | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(BUYER_DRAFT_KEY) ?? 'null');
    return typeof value === 'object' && value !== null ? only(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeBuyerDraft(values: Record<string, unknown>, storage = session()): void {
  try {
    storage?.setItem(BUYER_DRAFT_KEY, JSON.stringify(only(values)));
  } catch {
    // Storage full or blocked: the form still works, a reload just empties it.
  }
}

export function forgetBuyerDraft(storage = session()): void {
  try {
    storage?.removeItem(BUYER_DRAFT_KEY);
  } catch {
    // Nothing kept that could be forgotten.
  }
}
