/**
 * Who may use what belongs to a customer (the customer area, certificates, evaluations): a signed-in
 * account with a customer id — an external provider's token may carry none.
 */
import { HttpError } from '../errors.ts';

export function requireCustomer(customerId: number): void {
  if (!(customerId > 0))
    throw new HttpError(403, 'FORBIDDEN', 'This account is not a customer account; it has no customer area');
}
