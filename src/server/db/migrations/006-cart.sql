-- Carts (issue 5): the server cart of a signed-in customer, or of a guest who keeps it on the server
-- under an X-Auth guest token (only the token's sha-256 is stored), with its positions and voucher
-- codes. Prices are never stored: every answer is priced from the catalogue (services/cart/pricing.ts).
--
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).
--
-- Positions carry no foreign keys to the catalogue: the demo catalogue is reseeded by TRUNCATE
-- (seed/index.ts clearCatalogue), which a reference would block. A position whose course, date,
-- price level or package vanished is left out when the cart is priced and dropped by the check step.

-- One cart per customer or per guest token, never both.
create table cart (
  id bigint generated always as identity primary key,
  customer_id bigint references account (id) on delete cascade,
  guest_token_hash text check (guest_token_hash is null or guest_token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((customer_id is null) <> (guest_token_hash is null))
);
create unique index cart_customer_key on cart (customer_id) where customer_id is not null;
create unique index cart_guest_key on cart (guest_token_hash) where guest_token_hash is not null;
-- Guest carts untouched for long are swept (services/cart/store.ts).
create index cart_guest_updated_idx on cart (updated_at) where guest_token_hash is not null;

-- A course date at a price level (COURSE), or a package to buy (PACKAGE). Cart order is id order.
create table cart_position (
  id bigint generated always as identity primary key,
  cart_id bigint not null references cart (id) on delete cascade,
  kind text not null check (kind in ('COURSE', 'PACKAGE')),
  course_id integer,
  schedule_id integer,
  price_level_id integer,
  package_id integer,
  package_included boolean not null default false,
  scope_id integer,
  category_id integer,
  created_at timestamptz not null default now(),
  check (
    (kind = 'COURSE' and course_id is not null and schedule_id is not null and price_level_id is not null)
    or (kind = 'PACKAGE' and course_id is null and schedule_id is null and price_level_id is null
        and package_id is not null and not package_included)
  ),
  check (not package_included or package_id is not null)
);
-- Same course date or same package once per cart (spec §4: update instead of duplicating).
create unique index cart_position_course_key on cart_position (cart_id, course_id, schedule_id) where kind = 'COURSE';
create unique index cart_position_package_key on cart_position (cart_id, package_id) where kind = 'PACKAGE';
create index cart_position_cart_idx on cart_position (cart_id, id);

-- Voucher codes of a cart, upper-case, in the order they were added.
create table cart_voucher (
  cart_id bigint not null references cart (id) on delete cascade,
  code text not null check (code = upper(btrim(code)) and length(code) between 1 and 40),
  added_at timestamptz not null default clock_timestamp(),
  seq bigint generated always as identity,
  primary key (cart_id, code)
);

-- The check step asks whether a tax number is needed (customers in another EU country).
alter table account add column tax_number text;
