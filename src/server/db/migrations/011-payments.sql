-- Payments, invoices and uploaded proofs (issue 11). Rules: services/payment/, services/invoice/,
-- services/upload/. Contract: src/shared/order.ts (OrderPayment, PaymentReturn, UploadedFile).
--
-- Money is integer cents. The migration runner splits scripts on lines that END with ';'.

-- One payment attempt of an order. id is the paymentId the browser carries back from a payment page:
-- random and url-safe, so it cannot be guessed. provider names the adapter that handles it and
-- provider_reference its id at that provider (the test provider's session id, a real provider's
-- transaction id). A card payment that was declined or cancelled stays as history; the next attempt
-- is a new row. SEPA: the account and the mandate the shopper agreed to (reference unique; the SEPA
-- rulebook allows at most 35 characters).
create table payment (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  order_id bigint not null references customer_order (id) on delete cascade,
  method text not null check (method in ('INVOICE', 'CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT')),
  status text not null check (status in ('OPEN', 'PENDING', 'PAID', 'DECLINED', 'CANCELLED')),
  amount_cents integer not null check (amount_cents >= 0),
  provider text not null,
  provider_reference text,
  sepa_account_holder text,
  sepa_iban text check (sepa_iban is null or sepa_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  mandate_reference text unique check (mandate_reference is null or length(mandate_reference) <= 35),
  mandate_signed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((method = 'SEPA_DIRECT_DEBIT') = (sepa_iban is not null)),
  check ((sepa_iban is null) = (mandate_reference is null)),
  unique (provider, provider_reference)
);
-- At most one live payment per order: a second attempt needs the first declined or cancelled.
create unique index payment_live_key on payment (order_id) where status in ('OPEN', 'PENDING', 'PAID');
create sequence sepa_mandate_seq as bigint start with 1;

-- The embedded test card provider's own books (payment/adapters/test-card.ts): what a real
-- provider would keep on its side. Our payment row learns the outcome only by asking it.
-- csrf_token: the synchronizer token its page's forms post back. Whoever holds the session id may
-- read the page and so the token; a form on another site can do neither.
create table test_payment_session (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  merchant_reference text not null unique,
  amount_cents integer not null check (amount_cents >= 0),
  description text not null,
  return_url text not null,
  language text not null default 'de' check (language in ('de', 'en')),
  csrf_token text not null check (csrf_token ~ '^[A-Za-z0-9_-]{32,64}$'),
  outcome text not null default 'PENDING' check (outcome in ('PENDING', 'PAID', 'DECLINED', 'CANCELLED')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

-- Invoices, numbered without gaps per calendar year (§14 UStG): the number is drawn from
-- invoice_counter inside the transaction that confirms the order. The counter row stays locked
-- until that transaction ends, so concurrent confirmations take turns, and a rollback gives the
-- number back. seller and buyer are snapshots: an invoice never changes once issued.
create table invoice_counter (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number >= 1)
);
create table invoice (
  id bigint generated always as identity primary key,
  order_id bigint not null unique references customer_order (id),
  year integer not null,
  running_number integer not null check (running_number >= 1),
  invoice_number text not null unique,
  issued_on date not null,
  due_on date,
  payment_method text not null check (payment_method in ('INVOICE', 'CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT', 'NONE')),
  seller jsonb not null,
  created_at timestamptz not null default now(),
  unique (year, running_number)
);

-- Uploaded proofs (e.g. the admission to the bar). Before an order exists a proof belongs to the
-- customer (customer_id, order_id null); placing the order attaches it (order_id set). A guest's proof
-- belongs to the order from the start. The bytes are stored outside the web root under storage_key
-- (services/upload/storage.ts); content_type is what the magic bytes said, never the client's claim.
create table upload (
  id bigint generated always as identity primary key,
  customer_id bigint references account (id) on delete cascade,
  order_id bigint references customer_order (id) on delete cascade,
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  storage_key text not null unique,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  check (customer_id is not null or order_id is not null)
);
create index upload_customer_idx on upload (customer_id) where customer_id is not null;
create index upload_order_idx on upload (order_id) where order_id is not null;
