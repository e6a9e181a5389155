-- Customer area (issue 12 §1–§2): the training facts order positions need for §15 FAO, saved
-- searches (favourites) and courses taken elsewhere (manual entries). Rules: services/customer-area/.
-- Contract: src/shared/customer-area.ts.
--
-- Hours are numeric(5,1) like course.duration_value (courses last e.g. 7.5 h); the services count
-- in tenths of an hour so sums stay exact. The migration runner splits scripts on lines that END with ';'.

-- What §15 FAO needs of an ordered course, snapshotted at placement like the rest of the position
-- (010-orders.sql: positions carry no foreign keys to the catalogue, which is reseeded by TRUNCATE):
-- its hours, its referents ("a course without speaker" is rejected by a chamber) and the scopes the
-- customer may assign it to. scope_id (010) is the assigned title: an hour counts toward one title only.
-- Packages: the credits bought and the educational type, for GET /api/customer/packages.
-- learning_check_passed_at: a self-study course counts only with a passed learning-success check
-- (lernerfolgskontrolle, issue 12 §3, sets it).
alter table order_position add column duration_hours numeric(5, 1) check (duration_hours is null or duration_hours >= 0);
alter table order_position add column referents text[] not null default '{}';
alter table order_position add column scope_ids integer[] not null default '{}';
alter table order_position add column credit_hours numeric(6, 1) check (credit_hours is null or credit_hours >= 0);
alter table order_position add column educational_type text check (educational_type is null or educational_type in ('EDUCATION', 'RENO'));
alter table order_position add column learning_check_passed_at timestamptz;

-- Positions placed before this migration: the facts from today's catalogue where the course or
-- package still has its id (best effort; a reseeded catalogue may have changed them).
update order_position p set duration_hours = c.duration_value,
       referents = coalesce((select array_agg(btrim(concat_ws(' ', nullif(r.title, ''), r.first_name, r.last_name)) order by r.last_name, r.id)
                               from course_referent cr join referent r on r.id = cr.referent_id where cr.course_id = c.id), '{}'),
       scope_ids = coalesce((select array_agg(cs.scope_id order by cs.scope_id) from course_scope cs where cs.course_id = c.id), '{}')
  from course c where p.kind = 'COURSE' and c.id = p.course_id;
update order_position p set credit_hours = k.credit_value, educational_type = k.educational_type,
       scope_ids = coalesce((select array_agg(ps.scope_id order by ps.scope_id) from package_scope ps where ps.package_id = k.id), '{}')
  from package k where p.kind = 'PACKAGE' and k.id = p.package_id;

-- Saved searches (spec §3 "Search parameters", validated like GET /api/search before they are stored).
-- At most FAVORITES_MAX per customer (services/customer-area/favorites.ts). Favourites go with their account.
create table favorite (
  id bigint generated always as identity primary key,
  customer_id bigint not null references account (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  parameters jsonb not null check (jsonb_typeof(parameters) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index favorite_customer_idx on favorite (customer_id, created_at desc, id desc);

-- Courses taken elsewhere (spec §7 POST/PUT/GET/DELETE /order/manuel): what a chamber asks of a
-- course — title, organizer, dates, net hours, delivery type, referent — the title (scope) it counts
-- toward, and for self-study whether the learning-success check was passed.
create table manual_course (
  id bigint generated always as identity primary key,
  customer_id bigint not null references account (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 200),
  organizer text not null check (length(btrim(organizer)) between 1 and 200),
  start_date date not null,
  end_date date not null,
  hours numeric(5, 1) not null check (hours > 0 and hours <= 500),
  course_type text not null check (course_type in ('SELF', 'ONLINE', 'PRESENT')),
  scope_id integer not null,
  referent text check (referent is null or length(referent) <= 200),
  self_study boolean not null,
  learning_check_passed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date),
  check (course_type <> 'SELF' or self_study)
);
create index manual_course_customer_idx on manual_course (customer_id, start_date);
