/**
 * Forgets the guest's typed buyer data (src/lib/buyer-draft.ts) once they are no longer wanted: the
 * order is placed (the flow holds an order), the checkout is over (the flow's final state), or it
 * expired. Watched here, beside the view, because the flow's machine is not to know about drafts.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { forgetBuyerDraft } from '../../../lib/buyer-draft';
import type { GuestOrderActor } from './GuestSteps';

export function useForgetBuyerDraft(actor: GuestOrderActor, storage?: Storage): void {
  const over = useSelector(
    actor,
    (snapshot) => snapshot.context.order !== null || snapshot.status === 'done' || snapshot.hasTag('failed.expired'),
  );
  useEffect(() => {
    if (over) forgetBuyerDraft(storage);
  }, [over, storage]);
}
