/**
 * What the withdrawal page shows for a state of its flow (machines/withdrawal.machine.ts): one pure
 * function from the snapshot, so the components hold no chain of matches() to keep in step with the
 * machine. Each kind says which controls it offers; the model-based test checks that they are exactly
 * the events the machine accepts (tests/model/withdrawal.mbt.test.tsx).
 */
import type { SnapshotFrom } from 'xstate';
import type { WithdrawalFailure, withdrawalMachine } from '../../../machines/withdrawal.machine';
import type { WithdrawableOrder, WithdrawalPreview, WithdrawalReceipt } from '../../shared/withdrawal';

export type WithdrawalSnapshot = SnapshotFrom<typeof withdrawalMachine>;

/** The flow's pages. */
export type WithdrawalView =
  /** A wait without a form behind it: reading the address, loading the order. */
  | { kind: 'waiting'; message: 'opening' | 'load.loading' }
  /** The form for a link: first visit, a rejected link, a failed request. */
  | {
      kind: 'identify';
      /** Why a new link is needed (a rejected link), or null. */
      linkProblem: 'WITHDRAWAL_TOKEN_EXPIRED' | 'WITHDRAWAL_TOKEN_INVALID' | null;
      busy: boolean;
      /** The request failed: the alert with "Erneut versuchen". */
      failed: boolean;
      initial: { orderNumber: string; email: string } | null;
    }
  | { kind: 'linkSent' }
  | { kind: 'loadFailed' }
  | { kind: 'notWithdrawable'; order: WithdrawableOrder }
  /** Step 1; while the amounts are computed or after that failed, the form is not open for changes. */
  | {
      kind: 'select';
      order: WithdrawableOrder;
      initial: { positionIds: number[]; name: string; email: string };
      busy: boolean;
      failed: boolean;
    }
  /** Step 2; while sending or after a failure, "Widerruf bestätigen" waits. */
  | {
      kind: 'confirm';
      order: WithdrawableOrder;
      preview: WithdrawalPreview;
      name: string;
      email: string;
      busy: boolean;
      failure: WithdrawalFailure | null;
    }
  | { kind: 'withdrawn'; order: WithdrawableOrder; receipt: WithdrawalReceipt; email: string; token: string };

const LINK_PROBLEMS = ['WITHDRAWAL_TOKEN_EXPIRED', 'WITHDRAWAL_TOKEN_INVALID'] as const;
type LinkProblem = (typeof LINK_PROBLEMS)[number];
const linkProblemOf = (failure: WithdrawalFailure | null): LinkProblem | null =>
  LINK_PROBLEMS.find((code) => code === failure?.code) ?? null;

export function withdrawalView(snapshot: WithdrawalSnapshot): WithdrawalView {
  const { context } = snapshot;
  const { order } = context;
  const identify = (extra: { busy?: boolean; failed?: boolean; linkProblem?: LinkProblem | null }) => ({
    kind: 'identify' as const,
    linkProblem: extra.linkProblem ?? null,
    busy: extra.busy ?? false,
    failed: extra.failed ?? false,
    initial: context.request,
  });
  if (snapshot.matches('identify')) return identify({});
  if (snapshot.matches('linkInvalid')) return identify({ linkProblem: linkProblemOf(context.failure) });
  if (snapshot.matches('requestingLink')) return identify({ busy: true });
  if (snapshot.matches('requestFailed')) return identify({ failed: true });
  if (snapshot.matches('linkSent')) return { kind: 'linkSent' };
  if (snapshot.matches('loadFailed')) return { kind: 'loadFailed' };
  if (snapshot.matches('notWithdrawable') && order) return { kind: 'notWithdrawable', order };
  if (order && snapshot.hasTag('step1')) {
    return {
      kind: 'select',
      order,
      initial: { positionIds: context.selection, name: context.name, email: context.email },
      busy: snapshot.matches('previewing'),
      failed: snapshot.matches('previewFailed'),
    };
  }
  if (order && context.preview && snapshot.hasTag('step2')) {
    return {
      kind: 'confirm',
      order,
      preview: context.preview,
      name: context.name,
      email: context.email,
      busy: snapshot.matches('submitting'),
      failure: snapshot.matches('submitFailed') ? context.failure : null,
    };
  }
  if (snapshot.matches('withdrawn') && order && context.receipt && context.token) {
    return { kind: 'withdrawn', order, receipt: context.receipt, email: context.email, token: context.token };
  }
  return { kind: 'waiting', message: snapshot.matches('opening') ? 'opening' : 'load.loading' };
}
