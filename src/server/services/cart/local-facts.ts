/**
 * The browser's local cart keeps nested `course` facts beside each position for offline display.
 * The pricing schema accepts them and the server drops them here, knowingly: every fact is read from
 * the catalogue. Used by POST /api/cart and PUT /api/order/validate-cart.
 */
import type { CartPricingRequest } from '../../../shared/cart.ts';
import type { pricingRequestSchema } from '../../schemas/cart.ts';
import type { FromApiSchema } from '../../schemas/from-schema.ts';

/** A pricing request as the browser sends it: positions may carry their local `course` facts. */
export type LocalPricingRequest = FromApiSchema<typeof pricingRequestSchema>;

export function stripLocalFacts(body: LocalPricingRequest): CartPricingRequest {
  return {
    positions: body.positions.map(({ course: _course, ...wanted }) => wanted),
    voucherCodes: body.voucherCodes,
  };
}
