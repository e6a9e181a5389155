-- Orders (issue 11): the buyer data of accounts, the VAT exemption of organizers, open checkouts of
-- customers and guests, placed orders with their positions, and the Idempotency-Key records of
-- placing. Rules: services/order/. Contract: src/shared/order.ts.
--
-- Money is integer cents. Order positions are snapshots: they carry no foreign keys to the catalogue,
-- which is reseeded by TRUNCATE (seed/index.ts clearCatalogue; see 006-cart.sql), and an order must
-- show what was bought at the price it was bought for, whatever the catalogue says later.
--
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).

-- Buyer status (spec §3 Customer; lawyers usually book for their practice) and the company name,
-- required for BUSINESS buyers. tax_number came with 006-cart.sql.
alter table account add column buyer_type text check (buyer_type is null or buyer_type in ('BUSINESS', 'CONSUMER'));
alter table account add column company text;

-- §4 Nr. 21 UStG: some organizers' trainings are exempt from VAT (self-study usually is not).
alter table organizer add column vat_exempt boolean not null default false;

-- A placed order. Whose: a customer's (customer_id) or a guest's (order_token_hash = sha-256 hex of
-- the X-Order token, the same as its checkout's). Guest orders are found by their e-mail later,
-- when an account with that address looks at its orders (index on lower(email)).
-- The account reference has no cascade: orders are business records and outlive an account.
create sequence customer_order_number_seq as bigint start with 100001;
create table customer_order (
  id bigint generated always as identity primary key,
  -- 'KM-' year '-' running number; unique, not gapless (invoice numbers are, see the payment tables).
  order_number text not null unique
    default ('KM-' || to_char(current_date, 'YYYY') || '-' || nextval('customer_order_number_seq')::text),
  customer_id bigint references account (id),
  order_token_hash text check (order_token_hash is null or order_token_hash ~ '^[0-9a-f]{64}$'),
  email text not null check (email = btrim(email) and email like '%_@_%'),
  -- The buyer as ordered (BuyerData of src/shared/order.ts).
  buyer jsonb not null,
  buyer_type text not null check (buyer_type in ('BUSINESS', 'CONSUMER')),
  status text not null default 'PLACED' check (status in ('PLACED', 'PAYMENT_PENDING', 'CONFIRMED', 'CANCELLED')),
  net_cents integer not null check (net_cents >= 0),
  vat_cents integer not null check (vat_cents >= 0),
  gross_cents integer not null check (gross_cents >= 0),
  voucher_codes text[] not null default '{}',
  -- A FACHANWALTSLEHRGANG is in the order: the proof of admission is uploaded before it is binding.
  proof_required boolean not null default false,
  -- §356 BGB: the consumer asked for the course to start within the withdrawal period.
  early_start_requested boolean not null default false,
  language text not null default 'de' check (language in ('de', 'en')),
  placed_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  check ((customer_id is null) <> (order_token_hash is null)),
  check (gross_cents = net_cents + vat_cents)
);
create index customer_order_customer_idx on customer_order (customer_id, placed_at desc) where customer_id is not null;
create index customer_order_token_idx on customer_order (order_token_hash) where order_token_hash is not null;
create index customer_order_email_idx on customer_order (lower(email), placed_at desc);

-- What was bought, as it was bought: one row per priced line, in cart order (line_no).
create table order_position (
  id bigint generated always as identity primary key,
  order_id bigint not null references customer_order (id) on delete cascade,
  line_no integer not null check (line_no >= 0),
  kind text not null check (kind in ('COURSE', 'PACKAGE')),
  course_id integer,
  schedule_id integer,
  price_level_id integer,
  package_id integer,
  package_included boolean not null default false,
  name text not null,
  organizer_id integer not null,
  organizer text not null,
  course_type text check (course_type is null or course_type in ('SELF', 'ONLINE', 'PRESENT')),
  course_kind text check (course_kind is null or course_kind in ('FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG')),
  scope_id integer,
  scopes text[] not null default '{}',
  schedule_start date,
  schedule_end date,
  schedule_city text,
  price_level_name text,
  voucher_code text,
  list_cents integer not null check (list_cents >= 0),
  discount_cents integer not null check (discount_cents >= 0),
  gross_cents integer not null check (gross_cents >= 0),
  net_cents integer not null check (net_cents >= 0),
  vat_cents integer not null check (vat_cents >= 0),
  vat_rate_percent integer not null check (vat_rate_percent >= 0),
  vat_treatment text not null check (vat_treatment in ('STANDARD', 'EXEMPT')),
  check (gross_cents = list_cents - discount_cents),
  check (gross_cents = net_cents + vat_cents),
  check (vat_treatment = 'STANDARD' or (vat_rate_percent = 0 and vat_cents = 0)),
  check (
    (kind = 'COURSE' and course_id is not null and schedule_id is not null and schedule_start is not null)
    or (kind = 'PACKAGE' and package_id is not null and course_id is null and schedule_id is null)
  ),
  unique (order_id, line_no)
);
-- Who booked a date (seat counts, participant lists, evaluations).
create index order_position_schedule_idx on order_position (schedule_id) where schedule_id is not null;

-- An open checkout: of a customer (customer_id, at most one open per customer) or of a guest (the
-- sha-256 hex of its X-Order token). A guest checkout holds the buyer data and the local cart input
-- (CartPricingRequest: ids and voucher codes, never prices); a customer's holds the chosen payment
-- method (and SEPA account) until the order is placed. order_id: the order it became — placing it
-- again (a second tab, a retried request with another key) answers that order.
-- Guest checkouts not touched for 24 h are gone (services/order/checkout-store.ts).
create table checkout (
  id bigint generated always as identity primary key,
  customer_id bigint references account (id) on delete cascade,
  order_token_hash text check (order_token_hash is null or order_token_hash ~ '^[0-9a-f]{64}$'),
  buyer jsonb,
  cart jsonb,
  payment_method text check (payment_method is null or payment_method in ('INVOICE', 'CREDIT_CARD', 'PAYPAL', 'SEPA_DIRECT_DEBIT')),
  sepa_account_holder text,
  sepa_iban text,
  order_id bigint references customer_order (id) on delete set null,
  language text not null default 'de' check (language in ('de', 'en')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((customer_id is null) <> (order_token_hash is null)),
  check ((payment_method = 'SEPA_DIRECT_DEBIT') = (sepa_iban is not null))
);
create unique index checkout_customer_key on checkout (customer_id) where customer_id is not null;
create unique index checkout_guest_key on checkout (order_token_hash) where order_token_hash is not null;
create index checkout_guest_updated_idx on checkout (updated_at) where order_token_hash is not null;

-- Idempotency-Key of placing and paying: the same owner ('customer:<id>' or 'guest:<hash>') and key
-- answer the same order. The row is inserted first inside the placing transaction, so a concurrent
-- request with the same key waits on the primary key until the first commits (or rolls back).
create table order_idempotency (
  owner text not null,
  idempotency_key text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  -- What the key was used for: placing ('order') or paying again ('payment').
  purpose text not null default 'order' check (purpose in ('order', 'payment')),
  order_id bigint references customer_order (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (owner, idempotency_key)
);
create index order_idempotency_created_idx on order_idempotency (created_at);
