/** Customer calls (spec §7). GET /api/customers/{id}: the signed-in customer's profile (bearer). */
import { http } from '../lib/http';

/** Spec §3 "Customer" as GET /api/customers/{id} answers it. */
export interface Customer {
  id: number;
  email: string;
  /** First name. */
  name: string;
  lastname: string;
  street: string | null;
  city: string | null;
  zipCode: string | null;
  /** ISO 3166-1 alpha-3. */
  country: string | null;
}

export function getCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  return http.get(`customers/${id}`, { signal }).json<Customer>();
}
