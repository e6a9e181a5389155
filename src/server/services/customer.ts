/**
 * The customer's own data: the profile of spec §3 "Customer" (GET/PUT /api/customers/{id}) and the
 * buyer data of ordering (GET/PUT /api/order/customer). Only the signed-in customer's own record is
 * found: any other id answers 404, as if it did not exist (OWASP API1). Writing the buyer data is
 * what lets a new customer pass check rule 3 (services/customer-status.ts) once.
 */
import type { BuyerData, BuyerType, CustomerOrderData, InvoiceFormat } from '../../shared/order.ts';
import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { findAccountById } from '../identity/accounts.ts';
import { PASSWORD_CHANGE_PATH } from '../identity/pages.ts';
import type { customerSchema } from '../schemas/customer.ts';
import type { FromApiSchema } from '../schemas/from-schema.ts';
import { taxNumberRequired, validCustomerStatus, type CustomerStatusFields } from './customer-status.ts';
import { checkBuyer, checkInvoiceFormat, keepInvoiceData, normalizeBuyer } from './buyer.ts';

export type CustomerProfile = FromApiSchema<typeof customerSchema>;

export async function loadOwnProfile(db: Queryable, callerId: number, customerId: number): Promise<CustomerProfile> {
  // OWASP API1: a record read by a client-given id is checked against the caller.
  if (customerId !== callerId) throw notFound('Customer');
  const account = await findAccountById(db, customerId);
  if (!account) throw notFound('Customer');
  return {
    id: account.id,
    email: account.email,
    name: account.firstName,
    lastname: account.lastName,
    street: account.street,
    city: account.city,
    zipCode: account.zipCode,
    country: account.country,
  };
}

interface BuyerRow {
  email: string;
  first_name: string;
  last_name: string;
  buyer_type: BuyerType | null;
  company: string | null;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  country: string | null;
  tax_number: string | null;
  invoice_reference: string | null;
  invoice_email: string | null;
  invoice_format: InvoiceFormat;
}

export type BuyerFields = CustomerStatusFields & {
  email: string;
  taxNumber: string | null;
  invoiceReference: string | null;
  invoiceEmail: string | null;
  invoiceFormat: InvoiceFormat;
};

/** The buyer columns of an account (undefined: no such account). */
export async function readBuyerFields(db: Queryable, customerId: number): Promise<BuyerFields | undefined> {
  const [row] = await db.query<BuyerRow>(
    `select email, first_name, last_name, buyer_type, company, street, zip_code, city, country, tax_number,
            invoice_reference, invoice_email, invoice_format
       from account where id = $1`,
    [customerId],
  );
  if (!row) return undefined;
  return {
    email: row.email,
    buyerType: row.buyer_type,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    street: row.street,
    zipCode: row.zip_code,
    city: row.city,
    country: row.country,
    taxNumber: row.tax_number,
    invoiceReference: row.invoice_reference,
    invoiceEmail: row.invoice_email,
    invoiceFormat: row.invoice_format,
  };
}

/** GET /api/order/customer: the signed-in customer's buyer data, and whether rule 3 passes. */
export async function readCustomerData(db: Queryable, customerId: number): Promise<CustomerOrderData> {
  const fields = await readBuyerFields(db, customerId);
  if (!fields) throw notFound('Customer');
  const required = taxNumberRequired(fields.country, fields.taxNumber, fields.buyerType);
  return { ...fields, complete: validCustomerStatus(fields) && !required, taxNumberRequired: required };
}

/** The complete buyer data of a customer whose data pass rule 3, else undefined. */
export async function customerBuyer(db: Queryable, customerId: number): Promise<BuyerData | undefined> {
  const data = await readCustomerData(db, customerId);
  if (!data.complete) return undefined;
  return {
    buyerType: data.buyerType!,
    email: data.email!,
    firstName: data.firstName!,
    lastName: data.lastName!,
    company: data.company,
    street: data.street!,
    zipCode: data.zipCode!,
    city: data.city!,
    country: data.country!,
    taxNumber: data.taxNumber,
    // The firm's invoice data (issue 25 §2) only when given: the order's buyer snapshot carries them.
    ...(data.invoiceReference ? { invoiceReference: data.invoiceReference } : {}),
    ...(data.invoiceEmail ? { invoiceEmail: data.invoiceEmail } : {}),
    ...(data.invoiceFormat === 'XRECHNUNG' ? { invoiceFormat: 'XRECHNUNG' as const } : {}),
  };
}

/**
 * PUT /api/order/customer, PUT /api/customers/{id}: checks and stores the buyer data on the account.
 * The e-mail address is not changed here: it is the sign-in name, kept by the identity provider; the
 * given one is checked like any other field and otherwise ignored knowingly.
 */
export async function saveCustomerData(
  db: Queryable,
  customerId: number,
  input: BuyerData,
): Promise<CustomerOrderData> {
  const buyer = normalizeBuyer(input);
  checkBuyer(buyer);
  const stored = await readBuyerFields(db, customerId);
  if (!stored) throw notFound('Customer');
  // An XRechnung asked for (now or before) needs the buyer reference as it will be stored: 422 before the order.
  checkInvoiceFormat(keepInvoiceData(buyer, stored));
  // The invoice fields: absent keeps the stored value (a client written before them), null clears it;
  // a consumer keeps no invoice reference and no XRechnung.
  const rows = await db.query(
    `update account set buyer_type = $2, first_name = $3, last_name = $4, company = $5, street = $6, zip_code = $7,
            city = $8, country = $9, tax_number = $10,
            invoice_reference = case when $2 = 'CONSUMER' then null when $11::boolean then $12::text else invoice_reference end,
            invoice_email = case when $13::boolean then $14::text else invoice_email end,
            invoice_format = case when $2 = 'CONSUMER' then 'PDF' when $15::boolean then $16::text else invoice_format end
      where id = $1 returning id`,
    [
      customerId,
      buyer.buyerType,
      buyer.firstName,
      buyer.lastName,
      buyer.company,
      buyer.street,
      buyer.zipCode,
      buyer.city,
      buyer.country,
      buyer.taxNumber,
      buyer.invoiceReference !== undefined,
      buyer.invoiceReference ?? null,
      buyer.invoiceEmail !== undefined,
      buyer.invoiceEmail ?? null,
      buyer.invoiceFormat !== undefined,
      buyer.invoiceFormat ?? 'PDF',
    ],
  );
  if (rows.length === 0) throw notFound('Customer');
  return readCustomerData(db, customerId);
}

/** PUT /api/customers/{id}: the caller's own record only (another id answers 404); answers the profile. */
export async function updateOwnProfile(
  db: Queryable,
  callerId: number,
  customerId: number,
  input: BuyerData,
): Promise<CustomerProfile> {
  if (customerId !== callerId) throw notFound('Customer');
  await saveCustomerData(db, customerId, input);
  return loadOwnProfile(db, callerId, customerId);
}

/**
 * GET /api/customers/password: an external provider's account console (Keycloak: <issuer>/account,
 * where the password is changed), or the embedded provider's change-password page
 * (identity/password-change.ts).
 */
export function passwordChangeAddress(settings: Pick<ServerConfig, 'publicUrl' | 'identity'>): string {
  const issuer = settings.identity.externalIssuer;
  if (issuer) return `${issuer.replace(/\/+$/, '')}/account/#/security/signingin`;
  return `${settings.publicUrl.replace(/\/+$/, '')}${PASSWORD_CHANGE_PATH}`;
}
