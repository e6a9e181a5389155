/**
 * The customer profile of spec §3 "Customer", as the customer calls of spec §7 answer it. Only the
 * signed-in customer's own profile is found: any other id answers 404, as if it did not exist.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { findAccountById } from '../identity/accounts.ts';
import type { customerSchema } from '../schemas/customer.ts';
import type { FromApiSchema } from '../schemas/from-schema.ts';

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
