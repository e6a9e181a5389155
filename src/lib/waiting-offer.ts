/**
 * The waiting-list offer this browser holds (issue 27 §4): the offer page keeps its token, with the
 * end of its hold, in localStorage — a link opened in a new tab and a checkout finished in another
 * both carry it — and the HTTP client sends it as X-Waiting-Offer with the cart and checkout calls,
 * so the seats held for the offer count as free for this buyer. After the hold it is forgotten;
 * the server ignores a token that is spent or forged, so a stale one never breaks a checkout.
 */
const KEY = 'kursmarkt-waiting-offer';
/** Read by the server's cart and checkout routes (src/server/routes/waiting-offer.ts). */
export const WAITING_OFFER_HEADER = 'X-Waiting-Offer';

interface StoredOffer {
  token: string;
  /** ISO moment the hold ends. */
  holdUntil: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function keepWaitingOffer(token: string, holdUntil: string, store = storage()): void {
  try {
    store?.setItem(KEY, JSON.stringify({ token, holdUntil } satisfies StoredOffer));
  } catch {
    // Storage unavailable: the offer still books in this page's session if the cart was filled.
  }
}

/** The held offer's token while its hold lasts, else null (and the stale one is removed). */
export function heldWaitingOfferToken(now = Date.now(), store = storage()): string | null {
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return null;
    const offer = JSON.parse(raw) as Partial<StoredOffer>;
    if (typeof offer.token === 'string' && typeof offer.holdUntil === 'string' && Date.parse(offer.holdUntil) > now) return offer.token;
    store?.removeItem(KEY);
  } catch {
    // A value of another form: no offer.
  }
  return null;
}
