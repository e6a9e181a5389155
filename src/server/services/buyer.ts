/**
 * The buyer rules of ordering (spec §3 Customer), one place for customers and guests: which buyer
 * data are valid (422 naming the field). When a customer's data are complete enough to order is
 * rule 3's (services/customer-status.ts).
 */
import { countryByIso, zipCodeValid } from '../../shared/countries.ts';
import type { BuyerData } from '../../shared/order.ts';
import { HttpError } from '../errors.ts';
import { taxNumberRequired } from './customer-status.ts';
import { isEmailAddress } from './email-address.ts';

const invalid = (code: string, field: string, text: string, prefix: string) =>
  new HttpError(422, code, `${prefix}${field}: ${text}`, `${prefix}${field}`);

/** Trims every text and turns blank optional ones into null. */
export function normalizeBuyer(buyer: BuyerData): BuyerData {
  const optional = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    buyerType: buyer.buyerType,
    email: buyer.email.trim(),
    firstName: buyer.firstName.trim(),
    lastName: buyer.lastName.trim(),
    company: optional(buyer.company),
    street: buyer.street.trim(),
    zipCode: buyer.zipCode.trim().toUpperCase(),
    city: buyer.city.trim(),
    country: buyer.country,
    taxNumber: optional(buyer.taxNumber)?.toUpperCase().replaceAll(' ', '') ?? null,
    // The firm's invoice data (issue 25 §2): absent stays absent (keepInvoiceData keeps the stored one).
    ...(buyer.invoiceReference !== undefined ? { invoiceReference: optional(buyer.invoiceReference) } : {}),
    ...(buyer.invoiceEmail !== undefined ? { invoiceEmail: optional(buyer.invoiceEmail) } : {}),
    ...(buyer.invoiceFormat !== undefined ? { invoiceFormat: buyer.invoiceFormat } : {}),
  };
}

type StoredInvoiceData = Pick<BuyerData, 'invoiceReference' | 'invoiceEmail' | 'invoiceFormat'>;

/**
 * The invoice fields a body left out taken from what is stored (`stored`), so a client written
 * before them (the SPA's buyer form) does not clear them; a consumer keeps no invoice reference and
 * no XRechnung. The format is carried only when XRECHNUNG (PDF is what every buyer gets).
 */
export function keepInvoiceData(buyer: BuyerData, stored: StoredInvoiceData | null | undefined): BuyerData {
  const invoiceReference = buyer.invoiceReference !== undefined ? buyer.invoiceReference : (stored?.invoiceReference ?? null);
  const invoiceEmail = buyer.invoiceEmail !== undefined ? buyer.invoiceEmail : (stored?.invoiceEmail ?? null);
  const consumer = buyer.buyerType === 'CONSUMER';
  const kept = consumer && buyer.invoiceReference === undefined ? null : invoiceReference;
  const format = buyer.invoiceFormat ?? (consumer ? 'PDF' : (stored?.invoiceFormat ?? 'PDF'));
  return {
    ...withoutInvoiceData(buyer),
    ...(kept ? { invoiceReference: kept } : {}),
    ...(invoiceEmail ? { invoiceEmail } : {}),
    ...(format === 'XRECHNUNG' ? { invoiceFormat: format } : {}),
  };
}

/** The buyer without the invoice fields. */
function withoutInvoiceData(buyer: BuyerData): BuyerData {
  const { invoiceReference: _reference, invoiceEmail: _email, invoiceFormat: _format, ...rest } = buyer;
  return rest;
}

/**
 * The XRechnung a buyer asks for (issue 26 §1), checked on the buyer as it will be stored (the body
 * merged with what is kept): for a business only, and only with the buyer reference (BT-10) that
 * XRechnung requires — refused here, before the order, rather than when the invoice is issued.
 * Also the placing call's last check of the stored buyer.
 */
export function checkInvoiceFormat(buyer: BuyerData, prefix = ''): void {
  if (buyer.invoiceFormat !== 'XRECHNUNG') return;
  if (buyer.buyerType !== 'BUSINESS') {
    throw invalid('XRECHNUNG_BUSINESS_ONLY', 'invoiceFormat', 'an XRechnung is issued for business buyers only', prefix);
  }
  if (!buyer.invoiceReference?.trim()) {
    throw invalid(
      'BUYER_REFERENCE_REQUIRED',
      'invoiceReference',
      'an XRechnung needs your buyer reference (BT-10: order number, cost centre or Leitweg-ID)',
      prefix,
    );
  }
}

/**
 * Checks normalized buyer data (the schema has checked types and lengths): a real e-mail address, a
 * country of the list, its zip code format, the company of a business, and the tax number when the
 * check step requires one; an invoice reference only for a business, an invoice e-mail that is an
 * address. 422 with the field, prefixed by `prefix` ('buyer.' in the guest body).
 */
export function checkBuyer(buyer: BuyerData, prefix = ''): void {
  if (!isEmailAddress(buyer.email)) throw invalid('EMAIL_INVALID', 'email', 'not a valid e-mail address', prefix);
  const country = countryByIso(buyer.country);
  if (!country) throw invalid('COUNTRY_UNKNOWN', 'country', 'not a country of the list (ISO 3166-1 alpha-3)', prefix);
  if (!zipCodeValid(buyer.country, buyer.zipCode)) {
    throw invalid('ZIP_CODE_INVALID', 'zipCode', `not a zip code of ${country.name}`, prefix);
  }
  if (buyer.buyerType === 'BUSINESS' && !buyer.company) {
    throw invalid('COMPANY_REQUIRED', 'company', 'a business buyer needs the company name', prefix);
  }
  if (buyer.invoiceReference && buyer.buyerType !== 'BUSINESS') {
    throw invalid(
      'INVOICE_REFERENCE_BUSINESS_ONLY',
      'invoiceReference',
      'an invoice reference (order number or cost centre) is for business buyers only',
      prefix,
    );
  }
  if (buyer.invoiceEmail && !isEmailAddress(buyer.invoiceEmail)) {
    throw invalid('EMAIL_INVALID', 'invoiceEmail', 'not a valid e-mail address', prefix);
  }
  if (taxNumberRequired(buyer.country, buyer.taxNumber, buyer.buyerType)) {
    throw invalid(
      'TAX_NUMBER_REQUIRED',
      'taxNumber',
      'a business in another EU member state needs its VAT id (reverse charge)',
      prefix,
    );
  }
}
