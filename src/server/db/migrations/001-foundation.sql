-- Foundation: site configuration, messages and content, the catalogue, and the sign-ups of issue 2.
-- Money is integer cents. Course durations are hours (one decimal).
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- One row per site theme; SITE_THEME chooses which one the server serves.
create table site (
  theme text primary key check (theme in ('education', 'reno')),
  config jsonb not null
);

create table affiliate (
  id text primary key,
  name text not null
);

-- Server-maintained UI texts and the scalar messages (mainDomain, defaultSiteTitle, …).
create table message (
  language text not null check (language in ('de', 'en')),
  key text not null,
  value text not null,
  primary key (language, key)
);

create table content_page (
  id text not null,
  language text not null check (language in ('de', 'en')),
  title text not null,
  meta_description text not null,
  sections jsonb not null,
  primary key (id, language)
);

create table faq (
  id integer primary key,
  language text not null check (language in ('de', 'en')),
  category text not null check (category in ('COMMON', 'BOOKING')),
  position integer not null,
  question text not null,
  answer text not null
);
create index faq_language_idx on faq (language, category, position);

create table banner (
  id integer primary key,
  placement text not null,
  language text not null check (language in ('de', 'en')),
  text text not null,
  -- Empty arrays mean: shown for every scope / every search type.
  scope_ids integer[] not null default '{}',
  types text[] not null default '{}'
);
create index banner_placement_idx on banner (placement, language);

create table chamber (
  id integer primary key,
  name text not null,
  city text not null
);

create table scope_category (
  id integer primary key,
  name_de text not null,
  name_en text not null,
  position integer not null
);

create table scope (
  id integer primary key,
  kind text not null check (kind in ('LAWYER', 'RENO')),
  name_de text not null,
  name_en text not null,
  slug text not null unique,
  category_id integer references scope_category (id),
  -- Top scopes are listed on the start-page search box; the rest under 'further scopes'.
  top boolean not null default false,
  position integer not null
);

create table city (
  id integer primary key,
  name text not null,
  slug text not null unique,
  state text not null,
  latitude double precision not null,
  longitude double precision not null
);
create index city_name_trgm_idx on city using gin (lower(name) gin_trgm_ops);

create table organizer (
  id integer primary key,
  name text not null,
  slug text not null unique,
  description text not null,
  city_id integer references city (id),
  website text not null,
  email text not null
);

create table referent (
  id integer primary key,
  organizer_id integer not null references organizer (id),
  title text not null default '',
  first_name text not null,
  last_name text not null,
  profession text not null,
  vita text not null
);
create index referent_organizer_idx on referent (organizer_id);

create table course (
  id integer primary key,
  name text not null,
  slug text not null,
  description text not null,
  -- EDUCATION: courses for lawyers; RENO: courses for law-office staff.
  type text not null check (type in ('EDUCATION', 'RENO')),
  course_type text not null check (course_type in ('SELF', 'ONLINE', 'PRESENT')),
  -- FACHANWALTSLEHRGANG: specialist-lawyer course; FAO15: yearly §15 FAO training; FORTBILDUNG: other.
  kind text not null check (kind in ('FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG')),
  organizer_id integer not null references organizer (id),
  duration_value numeric(5, 1) not null check (duration_value > 0),
  created_at timestamptz not null default now()
);
create index course_organizer_idx on course (organizer_id);

create table course_scope (
  course_id integer not null references course (id) on delete cascade,
  scope_id integer not null references scope (id),
  primary key (course_id, scope_id)
);
create index course_scope_scope_idx on course_scope (scope_id, course_id);

create table course_referent (
  course_id integer not null references course (id) on delete cascade,
  referent_id integer not null references referent (id),
  primary key (course_id, referent_id)
);

create table course_schedule (
  id integer primary key,
  course_id integer not null references course (id) on delete cascade,
  -- Null for online and self-study schedules, which are not tied to a place.
  city_id integer references city (id),
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  seats integer not null check (seats >= 0),
  booked integer not null default 0 check (booked >= 0)
);
create index course_schedule_course_idx on course_schedule (course_id);
create index course_schedule_start_idx on course_schedule (start_date);

create table price_level (
  id integer primary key,
  schedule_id integer not null references course_schedule (id) on delete cascade,
  name text not null,
  price_cents integer not null check (price_cents >= 0),
  position integer not null
);
create index price_level_schedule_idx on price_level (schedule_id);

create table package (
  id integer primary key,
  name text not null,
  slug text not null unique,
  educational_type text not null check (educational_type in ('EDUCATION', 'RENO')),
  organizer_id integer not null references organizer (id),
  -- Credits are hours of courses the package can be spent on.
  credit_value integer not null check (credit_value > 0),
  price_cents integer not null check (price_cents >= 0)
);

create table package_scope (
  package_id integer not null references package (id) on delete cascade,
  scope_id integer not null references scope (id),
  primary key (package_id, scope_id)
);

create table voucher (
  code text primary key,
  kind text not null check (kind in ('PERCENT', 'ABSOLUTE')),
  -- PERCENT: whole percent (1–100); ABSOLUTE: cents.
  value integer not null check (value > 0),
  valid_from date not null,
  valid_to date not null,
  -- Null: valid for every scope.
  scope_id integer references scope (id),
  max_uses integer check (max_uses > 0),
  uses integer not null default 0
);

create table newsletter_subscription (
  id bigint generated always as identity primary key,
  email text not null,
  language text not null check (language in ('de', 'en')),
  status text not null check (status in ('PENDING', 'CONFIRMED')),
  token text not null unique,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz
);
create unique index newsletter_email_idx on newsletter_subscription (lower(email));

create table contact_request (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now()
);

-- Every e-mail the shop sends goes through this outbox: delivered by SMTP when configured, else kept
-- here and listed at the development mailbox.
create table mail_outbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);
