-- Withdrawals (issue 24 §1; § 355, § 356, § 356a, § 357a BGB): the consumer's declaration with its
-- time of receipt, the positions it took back, what is refunded and what is owed pro rata, the credit
-- note ("Rechnungskorrektur") that corrects the invoice, and the test card provider's refunds.
-- Rules: services/withdrawal/. Contract: src/shared/withdrawal.ts.
--
-- Money is integer cents. The migration runner splits scripts on lines that END with ';'.

-- One declaration of withdrawal, as received. received_at is the moment the shop received it (the
-- confirmation states it, § 356a BGB); name and e-mail are the declarant's (the buyer or someone for
-- them). gross_cents: what the withdrawn positions cost; pro_rata_cents: what the consumer still owes
-- for the part performed at their request before the withdrawal (§ 357a Abs. 2 BGB); refund_cents:
-- what goes back (or is no longer due). refund_reference: the provider's id of a card refund.
-- No cascade from the order: a withdrawal is a business record like the order itself.
create table withdrawal (
  id bigint generated always as identity primary key,
  order_id bigint not null references customer_order (id),
  received_at timestamptz not null default now(),
  declarant_name text not null check (length(declarant_name) between 1 and 200),
  declarant_email text not null check (declarant_email = btrim(declarant_email) and declarant_email like '%_@_%'),
  language text not null check (language in ('de', 'en')),
  gross_cents integer not null check (gross_cents >= 0),
  pro_rata_cents integer not null check (pro_rata_cents >= 0),
  refund_cents integer not null check (refund_cents >= 0),
  refund_method text not null
    check (refund_method in ('CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT', 'BANK_TRANSFER', 'NONE')),
  refund_reference text,
  check (gross_cents = pro_rata_cents + refund_cents)
);
create index withdrawal_order_idx on withdrawal (order_id);

-- A withdrawn position keeps its row (the order and its invoice show what was bought) and says which
-- withdrawal took it back and when; pro_rata_cents is its share of the withdrawal's pro-rata amount.
-- Everything that counts bookings (seats, participants, certificates, the § 15 FAO ledger, package
-- credits) leaves withdrawn positions out.
alter table order_position add column withdrawal_id bigint references withdrawal (id);
alter table order_position add column withdrawn_at timestamptz;
alter table order_position add column pro_rata_cents integer check (pro_rata_cents is null or pro_rata_cents >= 0);
alter table order_position add constraint order_position_withdrawn_check
  check ((withdrawal_id is null) = (withdrawn_at is null) and (withdrawal_id is null) = (pro_rata_cents is null));
create index order_position_withdrawal_idx on order_position (withdrawal_id) where withdrawal_id is not null;

-- Credit notes ("Rechnungskorrektur", § 14 Abs. 4 UStG, § 31 Abs. 5 UStDV: a correcting document that
-- refers specifically and unambiguously to the invoice) have a number series of their own, numbered
-- without gaps per calendar year exactly like invoices (011-payments.sql): the number is drawn from
-- credit_note_counter inside the withdrawal's transaction, whose lock on the counter row makes
-- concurrent withdrawals take turns, and a rollback gives the number back. The seller is a snapshot.
create table credit_note_counter (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number >= 1)
);
create table credit_note (
  id bigint generated always as identity primary key,
  withdrawal_id bigint not null unique references withdrawal (id),
  invoice_id bigint not null references invoice (id),
  order_id bigint not null references customer_order (id),
  year integer not null,
  running_number integer not null check (running_number >= 1),
  credit_note_number text not null unique,
  issued_on date not null,
  seller jsonb not null,
  created_at timestamptz not null default now(),
  unique (year, running_number)
);
create index credit_note_order_idx on credit_note (order_id);

-- The embedded test card provider's books of refunds (payment/test-provider/sessions.ts): what a real
-- acquirer keeps when the merchant refunds a captured payment. merchant_reference is the shop's id of
-- the refund (one per withdrawal), so a retried refund is recorded once. Its payment page shows them.
create table test_payment_refund (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  session_id text not null references test_payment_session (id),
  merchant_reference text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  created_at timestamptz not null default now()
);
create index test_payment_refund_session_idx on test_payment_refund (session_id);

-- The Idempotency-Key of declaring a withdrawal (owner 'withdrawal:<order id>'): the same key answers
-- the same receipt. The key row is inserted first in the declaring transaction (order/idempotency.ts).
alter table order_idempotency drop constraint order_idempotency_purpose_check;
alter table order_idempotency add constraint order_idempotency_purpose_check
  check (purpose in ('order', 'payment', 'withdrawal'));
alter table order_idempotency add column withdrawal_id bigint references withdrawal (id);
