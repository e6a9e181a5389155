-- Certificates, the learning-success check and course evaluations (issue 12 §3–§4). Rules:
-- services/certificates/ and services/evaluations/. Contracts: src/shared/certificates.ts and
-- src/shared/evaluations.ts. The migration runner splits scripts on lines that END with ';'.
--
-- The question tables are catalogue tables (seed/rows.ts CATALOGUE_TABLES): reseeded by TRUNCATE
-- with the courses. What customers did (attempts, evaluations) references positions, never the
-- catalogue, like the order positions it belongs to (010-orders.sql).

-- The unguessable id of a position's attendance confirmation (GET /api/customer-certificate/attendance/{urlId}):
-- whoever holds the link (a bar chamber the customer sent it to) reads the confirmation without signing
-- in, so it is 32 hex digits of randomness (gen_random_uuid is evaluated per existing row), never the position id.
alter table order_position add column attendance_url_id text not null default replace(gen_random_uuid()::text, '-', '')
  check (attendance_url_id ~ '^[0-9a-f]{32}$');
create unique index order_position_attendance_url_idx on order_position (attendance_url_id);

-- The learning-success check (lernerfolgskontrolle) of a self-study course: multiple-choice questions
-- with one correct option each (options jsonb: an array of strings). The correct option never leaves the server.
create table learning_check_question (
  course_id integer not null references course (id) on delete cascade,
  position integer not null check (position >= 1),
  question text not null,
  options jsonb not null check (jsonb_typeof(options) = 'array'),
  correct_option integer not null check (correct_option >= 0),
  primary key (course_id, position)
);

-- Each submitted check: the answers as given, the score the server computed, pass or fail. The number
-- of rows per position is the number of attempts used (services/certificates/learning-check.ts limits them).
create table learning_check_attempt (
  id bigint generated always as identity primary key,
  position_id bigint not null references order_position (id) on delete cascade,
  answers jsonb not null,
  correct integer not null check (correct >= 0),
  total integer not null check (total > 0 and correct <= total),
  passed boolean not null,
  created_at timestamptz not null default now()
);
create index learning_check_attempt_position_idx on learning_check_attempt (position_id, created_at);

-- The evaluation questionnaire an organizer asks about each of its courses (spec §3 Course evaluation:
-- HEADLINE, FREE, GRADE, MULTIPLE_CHOICE). options: the choices of a MULTIPLE_CHOICE question, else [].
create table evaluation_question (
  id integer primary key,
  organizer_id integer not null references organizer (id) on delete cascade,
  position integer not null check (position >= 1),
  type text not null check (type in ('HEADLINE', 'FREE', 'GRADE', 'MULTIPLE_CHOICE')),
  text text not null,
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  required boolean not null default false,
  unique (organizer_id, position)
);

-- A customer's evaluation of a booked date (or one module, a day, of it): the answers checked against
-- the questions, and what the readers are found by — the organizer (its staff read it), the course's
-- referents at the time (each reads it), the delivery type (GET /api/evaluations/types/{type}).
-- module_no 0: the whole date. One evaluation per position and module; saving again replaces it.
create table course_evaluation (
  id bigint generated always as identity primary key,
  position_id bigint not null references order_position (id) on delete cascade,
  course_id integer not null,
  schedule_id integer not null,
  module_no integer not null default 0 check (module_no >= 0),
  organizer_id integer not null,
  referent_ids integer[] not null default '{}',
  course_type text not null check (course_type in ('SELF', 'ONLINE', 'PRESENT')),
  course_name text not null,
  answers jsonb not null check (jsonb_typeof(answers) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (position_id, module_no)
);
create index course_evaluation_course_idx on course_evaluation (course_id, schedule_id);
create index course_evaluation_organizer_idx on course_evaluation (organizer_id, course_type);
create index course_evaluation_referents_idx on course_evaluation using gin (referent_ids);
