-- After the order (issue 27): cancelling a booked date under the AGB's § 4 schedule, and a waiting
-- list that offers a freed seat to the first person waiting, held for them for a while.
-- Rules: services/booking/, services/waiting-list/. Contract: src/shared/booking.ts.
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.

-- The cancellation schedule per organizer; the default is the one of the AGB (§ 4): free until 28 days
-- before the first day, the full price from seven days before, half of it in between; rebooking to
-- another date is free until 28 days before.
alter table organizer add column cancel_free_until_days integer not null default 28 check (cancel_free_until_days between 0 and 365);
alter table organizer add column cancel_full_from_days integer not null default 7 check (cancel_full_from_days between 0 and 365);
alter table organizer add column cancel_partial_percent integer not null default 50 check (cancel_partial_percent between 0 and 100);
alter table organizer add column rebook_free_until_days integer not null default 28 check (rebook_free_until_days between 0 and 365);
alter table organizer add constraint organizer_cancel_schedule_check check (cancel_full_from_days <= cancel_free_until_days);

-- A withdrawal row is one ending of positions with its refund and credit note. A cancellation under
-- the AGB is the same record of kind CANCELLATION: its pro_rata_cents is the cancellation fee (what the
-- buyer still owes of the price), refund_cents the rest; the credit note credits the position and
-- charges the fee, like a withdrawal's Wertersatz.
alter table withdrawal add column kind text not null default 'WITHDRAWAL' check (kind in ('WITHDRAWAL', 'CANCELLATION'));
alter table withdrawal add column fee_percent integer check (fee_percent between 0 and 100);
alter table withdrawal add constraint withdrawal_kind_fee_check check ((kind = 'CANCELLATION') = (fee_percent is not null));

alter table order_idempotency drop constraint order_idempotency_purpose_check;
alter table order_idempotency add constraint order_idempotency_purpose_check
  check (purpose in ('order', 'payment', 'withdrawal', 'cancellation'));

-- The waiting list promotes (issue 27 §4). WAITING: in line; OFFERED: a freed seat is held for this
-- entry until hold_until (its seats count as booked meanwhile, so nobody else takes them); BOOKED: the
-- offer was used by order_id; EXPIRED: the hold ran out unused (the next in line gets the offer).
alter table waiting_list_request add column status text not null default 'WAITING'
  check (status in ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED'));
alter table waiting_list_request add column offered_at timestamptz;
alter table waiting_list_request add column hold_until timestamptz;
alter table waiting_list_request add column order_id bigint references customer_order (id);
-- The next in line of a date, and the held seats of a date.
create index waiting_list_line_idx on waiting_list_request (schedule_id, status, id);
-- Seats held for offers of a date: counted in course_schedule.booked, named here.
alter table course_schedule add column held integer not null default 0 check (held >= 0);
alter table course_schedule add constraint course_schedule_held_within_booked check (held <= booked);

-- A booking moves to another date of its course once (issue 27 §3): the unique position makes a
-- second rebooking impossible, also when 20 arrive at once. The date it left is kept as booked (the
-- invoice shows the date it billed); fee and price difference as charged or credited.
create table rebooking (
  id bigint generated always as identity primary key,
  position_id bigint not null unique references order_position (id),
  from_schedule_id integer not null,
  from_start date not null,
  from_end date not null,
  from_city text,
  to_schedule_id integer not null,
  fee_cents integer not null check (fee_cents >= 0),
  difference_cents integer not null,
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now()
);
-- A rebooked position moves its named participants along: their rows name the position's date, so
-- the reference follows the position's new date.
alter table order_participant drop constraint order_participant_order_position_id_schedule_id_fkey;
alter table order_participant add constraint order_participant_position_date_fkey foreign key (order_position_id, schedule_id)
  references order_position (id, schedule_id) on delete cascade on update cascade;
