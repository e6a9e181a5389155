/** Refusals the order area's files share (placing, the guest checkout, participants at checkout). */
import { HttpError } from '../../errors.ts';

export const orderTokenUnknown = () =>
  new HttpError(404, 'ORDER_TOKEN_UNKNOWN', 'X-Order: the guest checkout expired or never was; please start again');
