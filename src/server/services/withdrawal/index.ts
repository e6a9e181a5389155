/**
 * The withdrawal function (services/withdrawal/; issue 24 §1, § 356a BGB): who may withdraw (signed
 * links), what can be withdrawn (eligibility, pro-rata), declaring it in one transaction, and the
 * credit note. Used by routes/withdrawal/ and the customer area.
 */
export { latestCreditNotePdf, ownCreditNotePdf, type CreditNoteFile } from './credit-note-file.ts';
export { declareWithdrawal, type Declared } from './declare.ts';
export { CREDIT_NOTE_PURPOSE, customerWithdrawalToken, orderOfToken, requestWithdrawalLink, WITHDRAWAL_PURPOSE } from './links.ts';
export { previewWithdrawal, withdrawableOrder } from './view.ts';
