-- Background jobs, course times and personal access links (issue 27 §5; issue 25 §1 reminder, §3, §6).
-- Hand-written for PGlite and PostgreSQL alike (ADR 001). No foreign keys to the catalogue
-- (course_schedule is reseeded by TRUNCATE, see 010-orders.sql). The migration runner splits scripts
-- on lines that END with a semicolon.

-- A job: background work that survives restarts and several instances (docs/decisions/014-job-table.md,
-- services/jobs/). A runner takes due rows with FOR UPDATE SKIP LOCKED and leases them until
-- locked_until (lease_token names the taker); the work and done_at commit in one transaction that
-- checks the lease, so a job's effects happen once. A taker killed mid-work leaves the lease to
-- expire: the job is due again. A failure writes last_error and moves run_at on (backoff); after
-- max_attempts it is given up (failed_at). dedupe_key: the same work is never queued twice
-- (insert ... on conflict do nothing), e.g. 'names-reminder:position:42'.
create table job (
  id bigint generated always as identity primary key,
  kind text not null check (length(kind) between 1 and 60),
  payload jsonb not null default '{}'::jsonb,
  dedupe_key text not null unique check (length(dedupe_key) between 1 and 200),
  run_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 8 check (max_attempts >= 1),
  locked_until timestamptz,
  lease_token text,
  last_error text,
  done_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now()
);
-- What a runner asks: open jobs by due time.
create index job_due_idx on job (run_at, id) where done_at is null and failed_at is null;

-- Course times (issue 25 §3): the time of day a date starts and ends, in Europe/Berlin, the same on
-- every day of a date of several days. Null: not known (self-study, older rows): calendar files stay
-- all-day events.
alter table course_schedule add column start_time time;
alter table course_schedule add column end_time time;
alter table course_schedule add constraint course_schedule_times check (
  (start_time is null and end_time is null) or (start_time is not null and end_time is not null and end_time > start_time));

-- The join address of an online date (the video conference), stored by the organizer's staff
-- (PUT /api/organizer-access/schedules/{scheduleId}/join-url). https only. One per date.
create table schedule_join_url (
  schedule_id integer primary key,
  join_url text not null check (join_url like 'https://%' and length(join_url) <= 2000),
  updated_at timestamptz not null default now(),
  updated_by bigint
);

-- A participant's personal access link (issue 25 §3, §6): /zugang#<token> opens the date's join
-- address. Only the token's SHA-256 is stored (token_hash); the token is an HMAC of the shop's link
-- key over the participant and a random nonce, so the participant's own area can show the address
-- again without the table holding it (services/access-links/token.ts). One link per participant row:
-- a substitute is a new row with a new link, and the replaced row's link answers 410.
-- sent_at: when the link was mailed (the customer area shows it from then on).
create table participant_access_link (
  participant_id bigint primary key references order_participant (id) on delete cascade,
  nonce text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
