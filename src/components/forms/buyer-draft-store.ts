/**
 * How the buyer form keeps a draft: read once when the form mounts, written on every change. The
 * guest checkout hands in the session draft (src/lib/buyer-draft.ts); the customer step and the
 * customer area hand in none (their data are on the server). Tests hand in their own storage.
 */
import { readBuyerDraft, writeBuyerDraft, type BuyerDraft } from '../../lib/buyer-draft';

export interface BuyerDraftStore {
  read(): BuyerDraft | null;
  write(values: Record<string, unknown>): void;
}

export function sessionBuyerDraft(storage?: Storage): BuyerDraftStore {
  return { read: () => readBuyerDraft(storage), write: (values) => writeBuyerDraft(values, storage) };
}
