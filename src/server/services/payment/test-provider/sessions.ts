/**
 * The embedded test card provider's own books (table test_payment_session): what a real provider
 * keeps on its side. The shop's adapter (adapters/test-card.ts) creates a session and later asks for
 * its outcome; the test payment page (page.ts, routes/payment-test) lets the shopper decide it once.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import type { PageLanguage, ProviderOutcome } from '../provider.ts';

export interface TestSession {
  id: string;
  merchantReference: string;
  amountValue: number;
  description: string;
  returnUrl: string;
  language: PageLanguage;
  csrfToken: string;
  outcome: ProviderOutcome;
  /** Refunds the merchant made of this (paid) session, oldest first. */
  refunds: TestRefund[];
}

export interface TestRefund {
  amountValue: number;
  /** ISO timestamp. */
  createdAt: string;
}

export type TestDecision = 'pay' | 'decline' | 'cancel';
const OUTCOME_OF: Record<TestDecision, ProviderOutcome> = { pay: 'PAID', decline: 'DECLINED', cancel: 'CANCELLED' };

export const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{22,64}$';
const randomId = () => randomBytes(24).toString('base64url');

export async function createSession(
  tx: Queryable,
  session: Pick<TestSession, 'merchantReference' | 'amountValue' | 'description' | 'returnUrl' | 'language'>,
): Promise<string> {
  const id = randomId();
  await tx.query(
    `insert into test_payment_session (id, merchant_reference, amount_cents, description, return_url, language, csrf_token)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, session.merchantReference, session.amountValue, session.description, session.returnUrl, session.language, randomId()],
  );
  return id;
}

export async function readSession(db: Queryable, id: string): Promise<TestSession | undefined> {
  const [row] = await db.query<Omit<TestSession, 'refunds'>>(
    `select id, merchant_reference as "merchantReference", amount_cents as "amountValue", description, return_url as "returnUrl",
            language, csrf_token as "csrfToken", outcome
       from test_payment_session where id = $1`,
    [id],
  );
  if (!row) return undefined;
  const refunds = await db.query<{ amountValue: number; createdAt: Date | string }>(
    `select amount_cents as "amountValue", created_at as "createdAt" from test_payment_refund where session_id = $1 order by created_at, id`,
    [id],
  );
  return { ...row, refunds: refunds.map((refund) => ({ amountValue: refund.amountValue, createdAt: new Date(refund.createdAt).toISOString() })) };
}

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The shopper's decision on the page: taken once, only with the page's token. Answers the session as
 * it stands afterwards (a second decision, or one with a wrong token, changes nothing), or undefined.
 */
export async function decide(db: Queryable, id: string, token: string, decision: TestDecision): Promise<{ session: TestSession; tokenValid: boolean } | undefined> {
  const session = await readSession(db, id);
  if (!session) return undefined;
  const tokenValid = sameToken(session.csrfToken, token);
  if (!tokenValid || session.outcome !== 'PENDING') return { session, tokenValid };
  const [row] = await db.query<{ outcome: ProviderOutcome }>(
    `update test_payment_session set outcome = $2, decided_at = now()
      where id = $1 and outcome = 'PENDING' returning outcome`,
    [id, OUTCOME_OF[decision]],
  );
  // Another request decided in between: its outcome stands.
  return { session: row ? { ...session, outcome: row.outcome } : ((await readSession(db, id)) ?? session), tokenValid };
}

export async function outcomeOf(db: Queryable, id: string): Promise<ProviderOutcome> {
  return (await readSession(db, id))?.outcome ?? 'CANCELLED';
}

/** The merchant withdraws a pending session; answers how the session ended (PAID if paid just before). */
export async function withdraw(tx: Queryable, id: string): Promise<ProviderOutcome> {
  const [row] = await tx.query<{ outcome: ProviderOutcome }>(
    `update test_payment_session set outcome = 'CANCELLED', decided_at = now()
      where id = $1 and outcome = 'PENDING' returning outcome`,
    [id],
  );
  return row?.outcome ?? outcomeOf(tx, id);
}

/**
 * The merchant refunds `amountValue` of a paid session, as a real acquirer's refund API: only a PAID
 * session, never more than is left of it; the merchant's reference makes a retry answer the same
 * refund. Answers the refund's id.
 */
export async function refundSession(tx: Queryable, id: string, amountValue: number, merchantReference: string): Promise<string> {
  const [earlier] = await tx.query<{ id: string }>('select id from test_payment_refund where merchant_reference = $1', [merchantReference]);
  if (earlier) return earlier.id;
  // The session row is locked so two refunds of one session cannot both take the last euro.
  const [session] = await tx.query<{ outcome: ProviderOutcome; amount: number }>(
    'select outcome, amount_cents as amount from test_payment_session where id = $1 for update',
    [id],
  );
  if (!session || session.outcome !== 'PAID') throw new Error(`test provider: session ${id} is not paid; nothing to refund`);
  const [{ refunded } = { refunded: 0 }] = await tx.query<{ refunded: number }>(
    'select coalesce(sum(amount_cents), 0)::int as refunded from test_payment_refund where session_id = $1',
    [id],
  );
  if (amountValue <= 0 || refunded + amountValue > session.amount) {
    throw new Error(`test provider: refund of ${amountValue} exceeds what is left of session ${id}`);
  }
  const refundId = randomId();
  await tx.query(
    'insert into test_payment_refund (id, session_id, merchant_reference, amount_cents) values ($1, $2, $3, $4)',
    [refundId, id, merchantReference, amountValue],
  );
  return refundId;
}
