/**
 * What a withdrawal gives back, in the declaring transaction, mirroring what placing the order took
 * (services/order/place.ts):
 * - seats: placing booked each course position's seats on its date (course_schedule.booked, the
 *   sum per date; issue 25 §1); a withdrawn position gives back all of its seats;
 * - vouchers: placing redeemed each applied code ONCE per order (voucher.uses, which the cart's
 *   usage limit counts: pricing.ts rule 3); the use comes back when no position left standing
 *   carries the code, so a limited voucher can be used again;
 * - participants: the named persons of a withdrawn position's seats are released (issue 25 §1;
 *   services/participants), so they may be booked on that date again; the rows stay for the record;
 * - package credits: nothing to write — the hours a course paid with credits used are counted from
 *   its position, and a withdrawn position no longer counts (customer-area/packages.ts).
 * Dates and codes are taken in sorted order, like placing, so two transactions cannot deadlock.
 */
import type { Queryable } from '../../db/database.ts';
import { releaseParticipants } from '../participants/index.ts';
import type { PositionForWithdrawal } from './facts.ts';

export async function giveBack(
  tx: Queryable,
  positions: readonly PositionForWithdrawal[],
  withdrawn: ReadonlySet<number>,
): Promise<void> {
  const standing = positions.filter((position) => position.withdrawalId === null && !withdrawn.has(position.id));
  const gone = positions.filter((position) => withdrawn.has(position.id));
  const freed = new Map<number, number>();
  for (const position of gone) {
    if (position.kind === 'COURSE' && position.scheduleId !== null) {
      freed.set(position.scheduleId, (freed.get(position.scheduleId) ?? 0) + position.seats);
    }
  }
  for (const scheduleId of [...freed.keys()].sort((a, b) => a - b)) {
    await tx.query('update course_schedule set booked = greatest(booked - $2, 0) where id = $1', [scheduleId, freed.get(scheduleId)!]);
  }
  await releaseParticipants(tx, gone.map((position) => position.id));
  const codes = [...new Set(gone.flatMap((position) => (position.voucherCode ? [position.voucherCode] : [])))]
    .filter((code) => !standing.some((position) => position.voucherCode === code))
    .sort();
  for (const code of codes) {
    await tx.query('update voucher set uses = greatest(uses - 1, 0) where code = $1', [code]);
  }
}
