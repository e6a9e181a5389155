-- Seats per position (issue 25 §1): a law firm books several people for one course date. Until now
-- a cart or order position was one seat of its date (course_schedule.booked counted positions). From
-- here a position books `seats` places: placing adds them to booked (services/order/place.ts: one
-- UPDATE ... where booked + seats <= seats-of-the-date, so capacity is never exceeded), a withdrawal
-- gives them all back (services/withdrawal/release.ts), and prices are the price of one place times
-- seats (services/cart/pricing.ts). Rows written before this migration were one seat each: default 1.
--
-- The upper bound is MAX_SEATS_PER_POSITION of src/shared/cart.ts (20): the API refuses more with 400
-- before anything is written, and this check keeps the table honest should another writer appear.
-- Change both together. A package is bought once: its position always has one seat.
--
-- Hand-written for PGlite and PostgreSQL alike: add column with a constant default fills the existing
-- rows without a table rewrite on PostgreSQL 11+, and named checks can be dropped by a later change.
-- The migration runner splits scripts on lines that END with a semicolon.

alter table cart_position add column seats integer not null default 1;
alter table cart_position add constraint cart_position_seats_range check (seats between 1 and 20);
alter table cart_position add constraint cart_position_package_one_seat check (kind = 'COURSE' or seats = 1);

-- The order snapshot keeps the places bought: list_cents, discount_cents and gross_cents stay the
-- line's sums (price of one place times seats, less its discount), so the existing line checks hold.
alter table order_position add column seats integer not null default 1;
alter table order_position add constraint order_position_seats_range check (seats between 1 and 20);
alter table order_position add constraint order_position_package_one_seat check (kind = 'COURSE' or seats = 1);
