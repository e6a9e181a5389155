/**
 * The AGB an order is placed under (issue 24 §3): the content page 'agb' in the order's language with
 * the seller filled in, as the shop serves it at /agb, and its version. The operator edits the page in
 * the database, so the version is not a number somebody must remember to raise but a hash of the text
 * itself: two orders with the same version saw the same words, and an order's version
 * (customer_order.agb_version) tells which text its confirmation carried.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { SellerIdentity } from '../../../shared/seller.ts';
import type { ContentPage } from '../../../shared/types.ts';
import { HttpError } from '../../errors.ts';
import { loadContentPage } from '../content.ts';

export const AGB_PAGE_ID = 'agb';

export interface Agb {
  page: ContentPage;
  /** 'agb-' and the first 16 hex digits of the sha-256 of the page's text as served. */
  version: string;
}

export function agbVersion(page: Pick<ContentPage, 'language' | 'title' | 'sections'>): string {
  const text = JSON.stringify([page.language, page.title, page.sections.map((section) => [section.heading, section.paragraphs])]);
  return `agb-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * The AGB as served now; null where a deployment has no page 'agb' yet (the order is still placed: a
 * refused order helps nobody; the start-up check of the content pages is where that gets noticed).
 */
export async function currentAgb(db: Queryable, language: 'de' | 'en', seller: SellerIdentity | null): Promise<Agb | null> {
  try {
    const page = await loadContentPage(db, AGB_PAGE_ID, language, seller);
    return { page, version: agbVersion(page) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Records the version of the AGB the order was placed under (the one its confirmation attaches). */
export async function recordAgbVersion(tx: Queryable, orderId: number, version: string): Promise<void> {
  await tx.query('update customer_order set agb_version = $2 where id = $1', [orderId, version]);
}
