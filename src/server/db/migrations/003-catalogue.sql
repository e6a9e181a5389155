-- Catalogue pages (issue 4): the waiting lists of fully booked dates.
--
-- One address is on a date's list once: the unique index makes a repeated request (a double click,
-- a retry) answer the stored entry instead of adding a second one. The references have no cascade:
-- a catalogue reseed must not silently drop people waiting for a date (see clearCatalogue).
create table waiting_list_request (
  id bigint generated always as identity primary key,
  course_id integer not null references course (id),
  schedule_id integer not null references course_schedule (id),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  places integer not null default 1 check (places between 1 and 10),
  language text not null default 'de' check (language in ('de', 'en')),
  created_at timestamptz not null default now()
);
create unique index waiting_list_schedule_email_idx on waiting_list_request (schedule_id, lower(email));
create index waiting_list_course_idx on waiting_list_request (course_id);
