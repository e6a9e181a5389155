/**
 * Check rule 3 (spec §4): is a customer's data complete enough to order, and is a tax number (VAT
 * id) required? One owner for the check step (services/cart/service.ts validateCart), the customer
 * data calls (services/customer.ts) and ordering (services/order/).
 */
import type { BuyerType } from '../../shared/order.ts';

/** EU member states (ISO 3166-1 alpha-3). */
const EU_COUNTRIES = new Set([
  'AUT', 'BEL', 'BGR', 'HRV', 'CYP', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN', 'IRL', 'ITA',
  'LVA', 'LTU', 'LUX', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'ESP', 'SWE',
]);

/**
 * A business in another EU member state than Germany is invoiced under the reverse-charge procedure,
 * which needs its VAT id: so a tax number is required when the country is in the EU, is not DEU, no
 * tax number is on file, and the buyer is not known to be a consumer (consumers have no VAT id and
 * pay German VAT).
 */
export function taxNumberRequired(country: string | null, taxNumber: string | null, buyerType: BuyerType | null = null): boolean {
  return buyerType !== 'CONSUMER' && country !== null && country !== 'DEU' && EU_COUNTRIES.has(country) && !taxNumber?.trim();
}

/** The fields rule 3 looks at, as an account holds them (null: not given yet). */
export interface CustomerStatusFields {
  buyerType: BuyerType | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** Rule 3: buyer status, name, postal address and, for a business, the company are given. */
export function validCustomerStatus(fields: CustomerStatusFields): boolean {
  return (
    fields.buyerType !== null &&
    [fields.firstName, fields.lastName, fields.street, fields.zipCode, fields.city, fields.country].every(filled) &&
    (fields.buyerType === 'CONSUMER' || filled(fields.company))
  );
}
