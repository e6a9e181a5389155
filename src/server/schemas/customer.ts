/** JSON Schemas of the customer calls (spec §7): GET /api/customers/{id}, the profile of spec §3 "Customer". */
import { id, nullable, str, strict } from './primitives.ts';

export const customerParams = strict({ id });

export const customerSchema = strict({
  id: { type: 'integer' },
  email: str,
  name: { ...str, description: 'First name' },
  lastname: str,
  street: nullable(str),
  city: nullable(str),
  zipCode: nullable(str),
  country: { ...nullable(str), description: 'ISO 3166-1 alpha-3' },
});
