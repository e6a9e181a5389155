/**
 * The seller printed on every invoice and named in every confirmation (§14 UStG: full name and
 * address, tax number or VAT id; the bank account customers pay invoices to; the SEPA creditor id
 * that direct debits are collected under). From SELLER_* variables; in demo mode a made-up demo
 * seller stands in for missing ones. A deployment without them starts, logs an error, and refuses to
 * confirm orders (503 SELLER_NOT_CONFIGURED) rather than issue invoices without a seller.
 */
import { HttpError } from '../../errors.ts';
import type { SellerIdentity } from '../../../shared/seller.ts';

/**
 * The seller's public identity (src/shared/seller.ts: also shown in the Impressum, the AGB, the
 * summary and the e-mails) plus the bank data invoices need.
 */
export interface Seller extends SellerIdentity {
  bankName: string;
  iban: string;
  bic: string;
  /** Gläubiger-Identifikationsnummer for SEPA direct debits. */
  creditorId: string;
}

/** A made-up seller for the demo shop (the IBAN and creditor id are the banks' published test numbers). */
const DEMO_SELLER: Seller = {
  name: 'Kursmarkt Demo GmbH',
  street: 'Musterstraße 1',
  zipCode: '50667',
  city: 'Köln',
  country: 'Deutschland',
  vatId: 'DE999999999',
  taxNumber: null,
  email: 'kontakt@kursmarkt.example',
  phone: '+49 221 0000000',
  register: 'Amtsgericht Köln, HRB 000000 (Beispiel)',
  representative: 'Dr. Jana Beispiel (Geschäftsführerin)',
  bankName: 'Demo-Bank',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  creditorId: 'DE98ZZZ09999999999',
};

/** The optional parts: shown where given (in demo mode the demo seller's stand in). */
const OPTIONAL_VARIABLES = {
  phone: 'SELLER_PHONE',
  register: 'SELLER_REGISTER',
  representative: 'SELLER_REPRESENTATIVE',
} as const satisfies Partial<Record<keyof Seller, string>>;

type OptionalKey = keyof typeof OPTIONAL_VARIABLES;

const VARIABLES: Record<Exclude<keyof Seller, 'vatId' | 'taxNumber' | OptionalKey>, string> = {
  name: 'SELLER_NAME',
  street: 'SELLER_STREET',
  zipCode: 'SELLER_ZIP_CODE',
  city: 'SELLER_CITY',
  country: 'SELLER_COUNTRY',
  email: 'SELLER_EMAIL',
  bankName: 'SELLER_BANK_NAME',
  iban: 'SELLER_IBAN',
  bic: 'SELLER_BIC',
  creditorId: 'SELLER_CREDITOR_ID',
};

export interface SellerSettings {
  seller: Seller | null;
  /** The SELLER_* variables a deployment still lacks (empty when seller is set). */
  missing: string[];
}

export function loadSellerSettings(env: NodeJS.ProcessEnv, demo: boolean): SellerSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  const fallback = (key: keyof Seller) => (demo ? DEMO_SELLER[key] : undefined);
  const missing: string[] = [];
  const fields: Partial<Seller> = {};
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]) {
    const given = value(variable) ?? (key === 'country' ? 'Deutschland' : fallback(key) ?? undefined);
    if (given === undefined || given === null) missing.push(variable);
    else fields[key] = given;
  }
  // A deployment that names its own seller gets no demo phone or register beside it.
  const ownSeller = value('SELLER_NAME') !== undefined;
  for (const [key, variable] of Object.entries(OPTIONAL_VARIABLES) as [OptionalKey, string][]) {
    fields[key] = value(variable) ?? (ownSeller ? null : (fallback(key) ?? null));
  }
  const anyTaxId = value('SELLER_VAT_ID') !== undefined || value('SELLER_TAX_NUMBER') !== undefined;
  fields.vatId = value('SELLER_VAT_ID') ?? (anyTaxId ? null : (fallback('vatId') ?? null));
  fields.taxNumber = value('SELLER_TAX_NUMBER') ?? null;
  if (!fields.vatId && !fields.taxNumber) missing.push('SELLER_VAT_ID or SELLER_TAX_NUMBER');
  return missing.length ? { seller: null, missing } : { seller: fields as Seller, missing };
}

/** The seller, or 503: an order is never confirmed (nor invoiced) without one. */
export function requireSeller(settings: SellerSettings): Seller {
  if (settings.seller) return settings.seller;
  throw new HttpError(503, 'SELLER_NOT_CONFIGURED', `Orders cannot be confirmed: the shop's seller data is not configured (${settings.missing.join(', ')})`);
}
