/**
 * The withdrawal machine's model (machines/withdrawal.machine.ts): a sample consumer order with two
 * positions that can be withdrawn and one withdrawn before, a business order, the server's answers and
 * failures, and representative events for the model-based tests (tests/model/withdrawal.mbt.test.tsx)
 * and docs/flows.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { WithdrawableOrder, WithdrawalPreview, WithdrawalReceipt } from '../src/shared/withdrawal';
import type { ViewControlException } from './view-controls';
import type { WithdrawalContext, WithdrawalFailure, WithdrawalInput } from './withdrawal.machine';

export const WITHDRAWAL_SAMPLE_TOKEN = 'wd.sample-token';

const position = (positionId: number, name: string, grossCents: number, refusal: WithdrawableOrder['positions'][number]['refusal']) => ({
  positionId,
  name,
  organizer: 'Deutsche Anwaltakademie',
  scheduleStart: '2026-07-06',
  scheduleEnd: '2026-07-07',
  scheduleCity: 'Berlin',
  grossCents,
  refusal,
});

/** A consumer's order: two courses that can be withdrawn, one withdrawn before. */
export const consumerOrder: WithdrawableOrder = {
  orderNumber: 'KM-2026-000123',
  placedAt: '2026-06-22T09:15:00.000Z',
  buyerType: 'CONSUMER',
  buyerName: 'Anna Berger',
  email: 'anna.berger@example.de',
  periodEndsAt: '2026-07-06T21:59:59.999Z',
  refusal: null,
  earlyStartRequested: true,
  positions: [
    position(11, 'Fachanwaltslehrgang Arbeitsrecht', 119000, null),
    position(12, 'Erbrecht kompakt', 35700, null),
    position(13, 'Mietrecht aktuell', 23800, 'ALREADY_WITHDRAWN'),
  ],
};

/** A business order: no statutory right of withdrawal. */
export const businessOrder: WithdrawableOrder = {
  ...consumerOrder,
  orderNumber: 'KM-2026-000124',
  buyerType: 'BUSINESS',
  buyerName: 'Kanzlei Berger & Partner',
  refusal: 'BUSINESS_ORDER',
  earlyStartRequested: false,
  positions: consumerOrder.positions.map((p) => ({ ...p, refusal: 'BUSINESS_ORDER' as const })),
};

export const samplePreview: WithdrawalPreview = {
  lines: [{ positionId: 11, name: 'Fachanwaltslehrgang Arbeitsrecht', grossCents: 119000, proRataCents: 17000, refundCents: 102000 }],
  proRataCents: 17000,
  refundCents: 102000,
  refundMethod: 'BANK_TRANSFER',
};

export const sampleReceipt: WithdrawalReceipt = {
  ...samplePreview,
  orderNumber: consumerOrder.orderNumber,
  receivedAt: '2026-06-25T12:34:56.000Z',
  creditNoteNumber: 'GS-2026-00007',
  invoiceNumber: 'RE-2026-00042',
};

const failure = (status: number | null, code: string | null, message: string): WithdrawalFailure => ({ status, code, message });
export const networkFailure = failure(null, null, 'Failed to fetch');
export const expiredLink = failure(410, 'WITHDRAWAL_TOKEN_EXPIRED', 'The link has expired.');
export const forgedLink = failure(403, 'WITHDRAWAL_TOKEN_INVALID', 'The link is not valid.');
export const serverFailure = failure(503, null, 'Service Unavailable');

export const withdrawalModel = {
  input: { language: 'de' } satisfies WithdrawalInput,
  events: [
    { type: 'page.linkRead', token: WITHDRAWAL_SAMPLE_TOKEN },
    { type: 'page.linkRead', token: null },
    { type: 'user.requestLink', orderNumber: consumerOrder.orderNumber, email: consumerOrder.email },
    { type: 'xstate.done.actor.requestLink', output: { sent: true } },
    { type: 'xstate.error.actor.requestLink', error: networkFailure },
    { type: 'xstate.done.actor.loadOrder', output: consumerOrder },
    { type: 'xstate.done.actor.loadOrder', output: businessOrder },
    { type: 'xstate.error.actor.loadOrder', error: serverFailure },
    { type: 'xstate.error.actor.loadOrder', error: forgedLink },
    { type: 'xstate.error.actor.loadOrder', error: expiredLink },
    // One course of the two; and a forged selection of the course withdrawn before (the guard says no).
    { type: 'user.continue', positionIds: [11], name: 'Anna Berger', email: 'anna.berger@example.de' },
    { type: 'user.continue', positionIds: [13], name: 'Anna Berger', email: 'anna.berger@example.de' },
    { type: 'xstate.done.actor.previewWithdrawal', output: samplePreview },
    { type: 'xstate.error.actor.previewWithdrawal', error: networkFailure },
    { type: 'xstate.error.actor.previewWithdrawal', error: expiredLink },
    { type: 'user.declare' },
    { type: 'xstate.done.actor.declareWithdrawal', output: sampleReceipt },
    { type: 'xstate.error.actor.declareWithdrawal', error: serverFailure },
    { type: 'xstate.error.actor.declareWithdrawal', error: expiredLink },
    { type: 'user.back' },
    { type: 'user.retry' },
  ],
  controls: [] satisfies ViewControlException[],
  /**
   * The declaration number only counts confirmations (the actor layer's Idempotency-Key): states that
   * differ only in it are the same state of the walk, which keeps the graph finite (a declaration that
   * failed, then "Zurück" and "Widerruf bestätigen" again, would count up for ever).
   */
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { declarationNumber: _number, ...context } = snapshot.context as WithdrawalContext;
    return JSON.stringify({ value: snapshot.value, context });
  },
};
