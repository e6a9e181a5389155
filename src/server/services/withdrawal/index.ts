/**
 * The withdrawal function (services/withdrawal/; issue 24 §1, § 356a BGB): who may withdraw (signed
 * links), what can be withdrawn (eligibility, pro-rata), declaring it in one transaction, and the
 * credit note. Used by routes/withdrawal/ and the customer area.
 */
export { latestCreditNotePdf, ownCreditNotePdf, type CreditNoteFile } from './credit-note-file.ts';
export { declareWithdrawal, type Declared } from './declare.ts';
export { CREDIT_NOTE_PURPOSE, customerWithdrawalToken, orderOfToken, requestWithdrawalLink, WITHDRAWAL_PURPOSE } from './links.ts';
export { previewWithdrawal, withdrawableOrder } from './view.ts';
// The building blocks a cancellation under the AGB shares with a withdrawal (services/booking/cancel.ts).
export { BILLED_JOIN } from './billed.ts';
export { readWithdrawalFacts } from './facts.ts';
export { claimWithdrawalKey, settleWithdrawalKey } from './idempotency.ts';
export { creditNoteUrl } from './links.ts';
export { giveBack } from './release.ts';
