-- Named participants per seat (issue 25 §1 second half) and the firm's invoice data (issue 25 §2).
-- Buyer and participant are different people: the order belongs to the buyer (often a firm), a seat
-- to a participant. Rules: services/participants/. Contract: src/shared/participants.ts.
--
-- Hand-written for PGlite and PostgreSQL alike (one migration set, ADR 001): plain tables, partial
-- unique indexes and expression indexes, which both speak. No foreign keys to the catalogue (chamber,
-- course_schedule): it is reseeded by TRUNCATE (see 010-orders.sql), and an order keeps what it was;
-- the chamber id is checked by the service when it is written.
-- The migration runner splits scripts on lines that END with a semicolon.

-- A participant of one seat of an order position. seat: 1 .. the position's seats (020-seats.sql),
-- checked by the service (and bounded here by MAX_SEATS_PER_POSITION, 20). schedule_id repeats the
-- position's date so that the unique index below can say "one person once per date"; the composite
-- foreign key keeps it equal to the position's.
--
-- A row is current while replaced_at and released_at are null:
-- - replaced_at / replaced_by_id: another person took the seat (naming again; the later substitution
--   feature). The old row stays for the record, linked to its successor.
-- - released_at: the position was withdrawn (services/withdrawal/release.ts): the seat is given back,
--   so the person may be booked on that date again.
alter table order_position add constraint order_position_id_schedule_key unique (id, schedule_id);

create table order_participant (
  id bigint generated always as identity primary key,
  order_position_id bigint not null,
  schedule_id integer not null,
  seat integer not null check (seat between 1 and 20),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  email text not null check (email = btrim(email) and email like '%_@_%' and length(email) <= 254),
  chamber_id integer,
  member_number text check (member_number is null or length(member_number) between 1 and 30),
  -- "Ich nehme selbst teil": the buyer's name and e-mail, copied when the seat was named.
  is_buyer boolean not null default false,
  created_at timestamptz not null default now(),
  replaced_at timestamptz,
  replaced_by_id bigint references order_participant (id),
  released_at timestamptz,
  foreign key (order_position_id, schedule_id) references order_position (id, schedule_id) on delete cascade,
  check (replaced_by_id is null or replaced_at is not null)
);

-- One current participant per seat.
create unique index order_participant_seat_key on order_participant (order_position_id, seat)
  where replaced_at is null and released_at is null;
-- "The same person twice on one date" is refused across all orders of that date (409 PARTICIPANT_TWICE).
create unique index order_participant_date_email_key on order_participant (schedule_id, lower(email))
  where replaced_at is null and released_at is null;
-- A participant's own bookings (GET /api/customer/bookings reads by the account's e-mail).
create index order_participant_email_idx on order_participant (lower(email)) where replaced_at is null and released_at is null;
-- Who takes part in a date (participant lists, the organizer's view later).
create index order_participant_schedule_idx on order_participant (schedule_id, order_position_id);

-- Participants named at checkout, before the order exists: per course date of the cart (the
-- schedule id as key, as a text), an array in seat order whose entries are a participant object or
-- null (not named yet). Keyed by the date, not the cart position's id, because a guest's cart lives in
-- the browser (its positions have no ids) and is stored anew with every PUT /api/guest-order/guest;
-- a cart holds each date at most once. Placing copies them into order_participant.
alter table checkout add column participants jsonb not null default '{}'::jsonb;

-- The firm as buyer (issue 25 §2): the invoice reference (order number or cost centre, printed on the
-- invoice; business buyers only) and an invoice e-mail that differs from the sign-in. A guest's and an
-- order's buyer are jsonb (BuyerData); a customer's buyer data live on the account.
alter table account add column invoice_reference text check (invoice_reference is null or length(invoice_reference) between 1 and 60);
alter table account add column invoice_email text check (invoice_email is null or (invoice_email = btrim(invoice_email) and invoice_email like '%_@_%'));
