/**
 * What the withdrawal flow does in the browser (machines/withdrawal.machine.ts): the calls of
 * src/api/withdrawal.ts, the failures read into the machine's WithdrawalFailure, and one
 * Idempotency-Key per declaration number — a retry of the same declaration sends the same key, a new
 * "Widerruf bestätigen" a new one. The keys live as long as the page's flow (a reload loads the order
 * again, where a position withdrawn meanwhile shows as withdrawn).
 */
import { fromPromise } from 'xstate';
import { withdrawalMachine, type DeclarationCall, type WithdrawalFailure } from '../../machines/withdrawal.machine';
import * as api from '../api/withdrawal';
import { failingAs, readCallFailure } from '../lib/call-failure';
import type {
  WithdrawableOrder, WithdrawalLinkRequest, WithdrawalLinkRequested, WithdrawalPreview, WithdrawalReceipt,
} from '../shared/withdrawal';

/** The failure of a call as the machine reads it; an aborted call stays an abort. */
export async function withdrawalFailureOf(error: unknown): Promise<WithdrawalFailure> {
  const { status, code, message } = await readCallFailure(error);
  return { status, code, message };
}

const call = failingAs(withdrawalFailureOf);

/** The machine with its effects; a page creates one per visit (its own Idempotency-Keys). */
export function withdrawalLogic(newKey: () => string = () => crypto.randomUUID()) {
  const keys = new Map<string, string>();
  const keyOf = ({ token, declarationNumber }: DeclarationCall) => {
    const id = `${token}\u0000${declarationNumber}`;
    let key = keys.get(id);
    if (!key) {
      key = newKey();
      keys.set(id, key);
    }
    return key;
  };
  return withdrawalMachine.provide({
    actors: {
      requestLink: fromPromise<WithdrawalLinkRequested, WithdrawalLinkRequest>(({ input, signal }) =>
        call(() => api.requestWithdrawalLink(input, signal)),
      ),
      loadOrder: fromPromise<WithdrawableOrder, { token: string }>(({ input, signal }) => call(() => api.getWithdrawableOrder(input.token, signal))),
      previewWithdrawal: fromPromise<WithdrawalPreview, { token: string; positionIds: number[] }>(({ input, signal }) =>
        call(() => api.previewWithdrawal(input.token, { positionIds: input.positionIds }, signal)),
      ),
      declareWithdrawal: fromPromise<WithdrawalReceipt, DeclarationCall>(({ input, signal }) =>
        call(() => api.declareWithdrawal(input.token, input.declaration, keyOf(input), signal)),
      ),
    },
    actions: {
      reportError: (_, { error }) => console.warn('withdrawal call failed', error),
    },
  });
}

export type WithdrawalLogic = ReturnType<typeof withdrawalLogic>;
