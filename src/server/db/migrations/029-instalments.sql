-- Distance-learning instalments and termination (issue 26 §3; src/shared/instalments.ts,
-- services/instalments/). A position of a course approved by the ZFU keeps its number as a snapshot
-- (shown on the invoice) and is paid in instalments of at most three months (§ 2 Abs. 3 FernUSG):
-- the first is billed by the order's invoice, each later one by an invoice of its own on its due date
-- (invoice.instalment_number; all of an order's instalments of one number share that invoice).
-- A termination (§ 5 FernUSG) ends the contract on ends_on: later instalments are CANCELLED, the one
-- whose period it ends in is owed pro rata (full_gross_cents keeps the amount before).
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.
alter table order_position add column zfu_number text check (zfu_number is null or zfu_number ~ '^[0-9]{6,7}[a-z]?$');

alter table invoice add column instalment_number integer check (instalment_number is null or instalment_number >= 2);
alter table invoice drop constraint invoice_order_id_key;
create unique index invoice_order_key on invoice (order_id) where instalment_number is null;
create unique index invoice_order_instalment_key on invoice (order_id, instalment_number) where instalment_number is not null;

create table instalment (
  id bigint generated always as identity primary key,
  order_id bigint not null references customer_order (id) on delete cascade,
  position_id bigint not null references order_position (id) on delete cascade,
  number integer not null check (number >= 1),
  due_on date not null,
  period_from date not null,
  period_until date not null,
  gross_cents integer not null check (gross_cents >= 0),
  net_cents integer not null check (net_cents >= 0),
  vat_cents integer not null check (vat_cents >= 0),
  full_gross_cents integer check (full_gross_cents is null or full_gross_cents >= gross_cents),
  status text not null default 'PLANNED' check (status in ('PLANNED', 'INVOICED', 'CANCELLED')),
  invoice_id bigint references invoice (id),
  unique (position_id, number),
  check (gross_cents = net_cents + vat_cents),
  check (period_from <= period_until),
  check ((status = 'INVOICED') = (invoice_id is not null))
);
create index instalment_order_idx on instalment (order_id, number);

create table distance_termination (
  position_id bigint primary key references order_position (id) on delete cascade,
  declared_at timestamptz not null default now(),
  declared_on date not null,
  ends_on date not null check (ends_on >= declared_on)
);
