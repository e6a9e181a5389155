/**
 * Why a credit note corrects an invoice, in the words its PDF and its e-invoice use: a consumer's
 * withdrawal (§ 355 BGB), where what was performed before is owed pro rata (§ 357a Abs. 2 BGB), or a
 * cancellation under the AGB (§ 4), where the cancellation fee is owed. Either share is a positive
 * row under the credited position, taxed like it.
 */
import { formatMoment } from '../../documents/index.ts';

export type CreditNoteReason = { kind: 'WITHDRAWAL' } | { kind: 'CANCELLATION'; feePercent: number };

/** "Grund: …" under the credit note's numbers (receivedAt: ISO moment the declaration arrived). */
export function reasonLine(reason: CreditNoteReason, receivedAt: string): string {
  const { day, time } = formatMoment(receivedAt);
  return reason.kind === 'WITHDRAWAL'
    ? `Grund: Widerruf, eingegangen am ${day} um ${time} Uhr`
    : `Grund: Stornierung nach § 4 AGB, eingegangen am ${day} um ${time} Uhr`;
}

/** The e-invoice's note (BT-22) names the reason and the day. */
export function reasonNote(reason: CreditNoteReason, receivedAt: string): string {
  const what = reason.kind === 'WITHDRAWAL' ? 'Widerruf' : 'Stornierung nach § 4 AGB';
  return `${what}, eingegangen am ${formatMoment(receivedAt).day}.`;
}

/** The row of the share still owed: its short name (e-invoice BT-153) and its text. */
export function shareWords(reason: CreditNoteReason): { name: string; text: string } {
  return reason.kind === 'WITHDRAWAL'
    ? { name: 'Wertersatz', text: 'Wertersatz für die bis zum Widerruf erbrachte Leistung (§ 357a Abs. 2 BGB), anteilig nach Kurstagen' }
    : { name: 'Stornogebühr', text: `Stornogebühr nach § 4 AGB (${reason.feePercent} % des Preises)` };
}

/** "… berichtigt die Rechnung … um die widerrufenen/stornierten Positionen." */
export const correctedPositions = (reason: CreditNoteReason) =>
  reason.kind === 'WITHDRAWAL' ? 'die widerrufenen Positionen' : 'die stornierten Positionen';
