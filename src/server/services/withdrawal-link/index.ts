/**
 * The withdrawal link of an order (§ 356a BGB): the signed token that opens the withdrawal page for it.
 * A leaf module, so the order mails (services/payment) can put the link in without importing the
 * withdrawal area, which itself uses the payment area for refunds.
 */
import { WITHDRAWAL_LINK_DAYS } from '../../../shared/withdrawal.ts';
import type { Queryable } from '../../db/database.ts';
import { signLink } from '../signed-link.ts';

export const WITHDRAWAL_PURPOSE = 'withdrawal';
/** The SPA's page of the withdrawal function (the token in the fragment never reaches a server log). */
export const WITHDRAWAL_PAGE = '/vertrag-widerrufen';

export function withdrawalToken(db: Queryable, orderId: number): Promise<string> {
  return signLink(db, { purpose: WITHDRAWAL_PURPOSE, orderId, expiresAt: new Date(Date.now() + WITHDRAWAL_LINK_DAYS * 86_400_000) });
}

/** The order's signed link to the withdrawal page, for its e-mails (a link in each confirmation). */
export async function withdrawalUrl(db: Queryable, orderId: number, publicUrl: string): Promise<string> {
  return `${publicUrl}${WITHDRAWAL_PAGE}#token=${await withdrawalToken(db, orderId)}`;
}
