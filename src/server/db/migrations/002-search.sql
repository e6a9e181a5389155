-- Course search (issue 3): two denormalised tables the search reads instead of the catalogue, kept in
-- step with the catalogue by statement-level triggers. Why, and what the alternatives were:
-- docs/decisions/003-search-storage.md.
--
--   search_course    one row per course, kept narrow: the course-level filter columns, scope and
--                    category ids, a small name-only vector for ranking, and the aggregates of its
--                    schedules from search_state.as_of on ("the default window").
--   search_text      one row per course: the full-text vector of name and description and the
--                    lower-cased name, each with a GIN index. Kept apart so the wide vectors do not
--                    widen the rows every facet aggregate reads.
--   search_schedule  one row per schedule: start day, city, lowest price level, and copies of the
--                    course-level filter columns, so a schedule-level search without a term reads one table.
--
-- The migration runner splits scripts on lines that END with ';'. Bodies of functions below therefore
-- put a statement's ';' at the START of the next line, never at the end of one.

-- The day the default window of search_course starts. The search service moves it to today before it
-- searches (search_move_window); only courses with a schedule between the old and the new day change.
-- `version` counts changes of the search tables (catalogue writes, window moves): the search service
-- caches matches per filter set and version (services/search-cache.ts). A booking does not count.
create table search_state (
  id boolean primary key default true check (id),
  as_of date not null,
  version bigint not null default 0
);
insert into search_state (as_of) values (current_date);

create table search_course (
  course_id integer primary key,
  type text not null,
  course_type text not null,
  kind text not null,
  organizer_id integer not null,
  -- Hours as real: every duration is a whole or half hour, exact in binary, and cheaper to compare
  -- and aggregate than numeric over tens of thousands of rows.
  duration real not null,
  -- The name alone (German stemming), for ts_rank: matches in the name make a course relevant.
  name_vector tsvector not null,
  scope_ids integer[] not null default '{}',
  category_ids integer[] not null default '{}',
  -- The default window: schedules (with a price) starting on or after search_state.as_of. Null when
  -- the course has none, i.e. it is not bookable any more.
  next_start date,
  next_price_min integer,
  next_price_max integer
);

create table search_text (
  course_id integer primary key,
  -- lower(name): the trigram index finds compound parts ('mietrecht' in 'wohnraummietrecht').
  name_lower text not null,
  -- Name and description, German stemming ('Arbeitsrechts' → 'arbeitsrecht'), positions stripped.
  search_vector tsvector not null
);

create table search_schedule (
  schedule_id integer primary key,
  course_id integer not null,
  start_date date not null,
  -- Null for ONLINE and SELF schedules.
  city_id integer,
  -- The lowest price level of the schedule, the price it is offered "from"; null while it has none.
  price integer,
  type text not null,
  course_type text not null,
  kind text not null,
  organizer_id integer not null,
  -- Hours as real: every duration is a whole or half hour, exact in binary, and cheaper to compare
  -- and aggregate than numeric over tens of thousands of rows.
  duration real not null,
  scope_ids integer[] not null default '{}',
  category_ids integer[] not null default '{}'
);

-- Full text, compound parts, and the course-level filters. Most searches walk the default window, so
-- the window columns lead the covering index the facet aggregates read.
create index search_text_vector_idx on search_text using gin (search_vector);
create index search_text_name_trgm_idx on search_text using gin (name_lower gin_trgm_ops);
create index search_course_scopes_idx on search_course using gin (scope_ids);
create index search_course_categories_idx on search_course using gin (category_ids);
create index search_course_window_idx on search_course (next_start, course_id)
  include (course_type, type, kind, organizer_id, duration, next_price_min, next_price_max)
  where next_start is not null;
create index search_course_price_idx on search_course (next_price_min, course_id) where next_start is not null;
create index search_course_organizer_idx on search_course (organizer_id);

-- Schedule-level searches: by day (date windows), by city (radius), by course (page details).
create index search_schedule_start_idx on search_schedule (start_date)
  include (course_id, city_id, price, course_type, type, kind, organizer_id, duration);
create index search_schedule_city_idx on search_schedule (city_id, start_date)
  include (course_id, price, course_type, type, kind, organizer_id, duration)
  where city_id is not null;
create index search_schedule_course_idx on search_schedule (course_id, start_date);
create index search_schedule_scopes_idx on search_schedule using gin (scope_ids);

-- Catalogue indexes the page details and the triggers look rows up by.
create index course_schedule_city_idx on course_schedule (city_id, start_date) where city_id is not null;
create index course_name_trgm_idx on course using gin (lower(name) gin_trgm_ops);

-- Positions are stripped: the vector only decides WHETHER a course matches (ranking uses the small
-- name_vector of search_course), and without positions it is about a quarter smaller.
create function search_vector_of(name text, description text) returns tsvector
language sql immutable parallel safe as $$
  select strip(to_tsvector('german', name) || to_tsvector('german', description))
$$;

-- (Re)writes the search_course rows of the given courses from the catalogue; drops rows of courses
-- that are gone. Keeps the window columns, which follow from the schedules (search_refresh_courses).
create function search_index_courses(ids integer[]) returns void language sql as $$
  delete from search_course sc where sc.course_id = any(ids)
     and not exists (select 1 from course c where c.id = sc.course_id)
  ; delete from search_text st where st.course_id = any(ids)
     and not exists (select 1 from course c where c.id = st.course_id)
  ; delete from search_schedule ss where ss.course_id = any(ids)
     and not exists (select 1 from course c where c.id = ss.course_id)
  ; insert into search_text (course_id, name_lower, search_vector)
    select c.id, lower(c.name), search_vector_of(c.name, c.description) from course c where c.id = any(ids)
    on conflict (course_id) do update set name_lower = excluded.name_lower, search_vector = excluded.search_vector
  ; insert into search_course (course_id, type, course_type, kind, organizer_id, duration, name_vector,
                              scope_ids, category_ids)
    select c.id, c.type, c.course_type, c.kind, c.organizer_id, c.duration_value, to_tsvector('german', c.name),
           coalesce(array(select cs.scope_id from course_scope cs where cs.course_id = c.id order by 1), '{}'),
           coalesce(array(select distinct s.category_id from course_scope cs join scope s on s.id = cs.scope_id
                           where cs.course_id = c.id and s.category_id is not null order by 1), '{}')
      from course c where c.id = any(ids)
    on conflict (course_id) do update set
      type = excluded.type, course_type = excluded.course_type, kind = excluded.kind,
      organizer_id = excluded.organizer_id, duration = excluded.duration, name_vector = excluded.name_vector,
      scope_ids = excluded.scope_ids, category_ids = excluded.category_ids
  ; update search_schedule ss set type = sc.type, course_type = sc.course_type, kind = sc.kind,
           organizer_id = sc.organizer_id, duration = sc.duration, scope_ids = sc.scope_ids,
           category_ids = sc.category_ids
      from search_course sc
     where sc.course_id = any(ids) and ss.course_id = sc.course_id
       and (ss.type, ss.course_type, ss.kind, ss.organizer_id, ss.duration, ss.scope_ids, ss.category_ids)
           is distinct from (sc.type, sc.course_type, sc.kind, sc.organizer_id, sc.duration, sc.scope_ids, sc.category_ids)
$$;

-- Scope changes touch only the scope and category ids (no need to recompute the text vector).
create function search_index_scopes(ids integer[]) returns void language sql as $$
  update search_course sc
     set scope_ids = coalesce(array(select cs.scope_id from course_scope cs where cs.course_id = sc.course_id order by 1), '{}'),
         category_ids = coalesce(array(select distinct s.category_id from course_scope cs join scope s on s.id = cs.scope_id
                                        where cs.course_id = sc.course_id and s.category_id is not null order by 1), '{}')
   where sc.course_id = any(ids)
  ; update search_schedule ss set scope_ids = sc.scope_ids, category_ids = sc.category_ids
      from search_course sc
     where sc.course_id = any(ids) and ss.course_id = sc.course_id
$$;

-- Recomputes the default-window columns of the given courses.
create function search_refresh_courses(ids integer[]) returns void language sql as $$
  update search_course sc
     set next_start = w.first_start, next_price_min = w.price_min, next_price_max = w.price_max
    from (
      select i.id, min(ss.start_date) as first_start, min(ss.price) as price_min, max(ss.price) as price_max
        from unnest(ids) as i (id)
        left join search_schedule ss
          on ss.course_id = i.id and ss.price is not null and ss.start_date >= (select as_of from search_state)
       group by i.id
    ) w
   where sc.course_id = w.id
     and (sc.next_start, sc.next_price_min, sc.next_price_max) is distinct from (w.first_start, w.price_min, w.price_max)
$$;

-- (Re)writes the search_schedule rows of the given schedules; drops rows of schedules that are gone.
-- The caller refreshes the windows of the courses involved.
create function search_index_schedules(ids integer[]) returns void language sql as $$
  delete from search_schedule where schedule_id = any(ids)
  ; insert into search_schedule (schedule_id, course_id, start_date, city_id, price, type, course_type, kind,
                                organizer_id, duration, scope_ids, category_ids)
    select s.id, s.course_id, s.start_date, s.city_id,
           (select min(p.price_cents) from price_level p where p.schedule_id = s.id),
           sc.type, sc.course_type, sc.kind, sc.organizer_id, sc.duration, sc.scope_ids, sc.category_ids
      from course_schedule s join search_course sc on sc.course_id = s.course_id
     where s.id = any(ids)
$$;

-- Rebuilds both tables from the catalogue: after a TRUNCATE, and once below for a catalogue that was
-- seeded before this migration.
create function search_reindex_all() returns void language sql as $$
  delete from search_course
  ; delete from search_text
  ; delete from search_schedule
  ; select search_index_courses(array(select id from course))
  ; select search_index_schedules(array(select id from course_schedule))
  ; select search_refresh_courses(array(select id from course))
$$;

create function search_changed() returns void language sql as $$
  update search_state set version = version + 1
$$;

-- Moves the default window to `today`: only courses with a schedule starting between the old and the
-- new day gain or lose a schedule. Answers the number of courses refreshed.
create function search_move_window(today date) returns integer language plpgsql as $$
declare
  previous date
; moved integer[]
; begin
  select as_of into previous from search_state for update
  ; if previous = today then return 0
  ; end if
  ; update search_state set as_of = today, version = version + 1
  ; moved := array(select distinct course_id from search_schedule
                    where start_date >= least(previous, today) and start_date < greatest(previous, today))
  ; perform search_refresh_courses(moved)
  ; return coalesce(array_length(moved, 1), 0)
; end
$$;

-- Triggers: one statement-level trigger per table and event, with transition tables, so a bulk insert
-- of 5,000 rows (the seed) costs one set-based update, not 5,000 row triggers.
create function search_track_course() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then perform search_index_courses(array(select id from new_rows))
  ; elsif tg_op = 'UPDATE' then perform search_index_courses(array(select id from new_rows union select id from old_rows))
  ; else perform search_index_courses(array(select id from old_rows))
  ; end if
  ; perform search_changed()
  ; return null
; end
$$;

create function search_track_course_scope() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then perform search_index_scopes(array(select distinct course_id from new_rows))
  ; elsif tg_op = 'UPDATE' then
    perform search_index_scopes(array(select course_id from new_rows union select course_id from old_rows))
  ; else perform search_index_scopes(array(select distinct course_id from old_rows))
  ; end if
  ; perform search_changed()
  ; return null
; end
$$;

-- A schedule update that changes neither day, city nor course (a booking) leaves the search alone.
create function search_track_course_schedule() returns trigger language plpgsql as $$
declare
  schedules integer[]
; courses integer[]
; begin
  if tg_op = 'INSERT' then
    schedules := array(select id from new_rows)
    ; courses := array(select distinct course_id from new_rows)
  ; elsif tg_op = 'UPDATE' then
    schedules := array(select id from (select id, course_id, start_date, city_id from new_rows
                                       except select id, course_id, start_date, city_id from old_rows) n
                       union select id from (select id, course_id, start_date, city_id from old_rows
                                             except select id, course_id, start_date, city_id from new_rows) o)
    ; courses := array(select course_id from new_rows where id = any(schedules)
                       union select course_id from old_rows where id = any(schedules))
  ; else
    schedules := array(select id from old_rows)
    ; courses := array(select distinct course_id from old_rows)
  ; end if
  ; if cardinality(schedules) > 0 then
    perform search_index_schedules(schedules)
    ; perform search_refresh_courses(courses)
    ; perform search_changed()
  ; end if
  ; return null
; end
$$;

create function search_track_price_level() returns trigger language plpgsql as $$
declare
  schedules integer[]
; begin
  if tg_op = 'INSERT' then schedules := array(select distinct schedule_id from new_rows)
  ; elsif tg_op = 'UPDATE' then schedules := array(select schedule_id from new_rows union select schedule_id from old_rows)
  ; else schedules := array(select distinct schedule_id from old_rows)
  ; end if
  ; update search_schedule ss set price = (select min(p.price_cents) from price_level p where p.schedule_id = ss.schedule_id)
     where ss.schedule_id = any(schedules)
  ; perform search_refresh_courses(array(select distinct course_id from search_schedule where schedule_id = any(schedules)))
  ; perform search_changed()
  ; return null
; end
$$;

create function search_track_truncate() returns trigger language plpgsql as $$
begin
  perform search_reindex_all()
  ; perform search_changed()
  ; return null
; end
$$;

create trigger search_course_inserted after insert on course
  referencing new table as new_rows for each statement execute function search_track_course();
create trigger search_course_updated after update on course
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_course();
create trigger search_course_deleted after delete on course
  referencing old table as old_rows for each statement execute function search_track_course();

create trigger search_course_scope_inserted after insert on course_scope
  referencing new table as new_rows for each statement execute function search_track_course_scope();
create trigger search_course_scope_updated after update on course_scope
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_course_scope();
create trigger search_course_scope_deleted after delete on course_scope
  referencing old table as old_rows for each statement execute function search_track_course_scope();

create trigger search_course_schedule_inserted after insert on course_schedule
  referencing new table as new_rows for each statement execute function search_track_course_schedule();
create trigger search_course_schedule_updated after update on course_schedule
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_course_schedule();
create trigger search_course_schedule_deleted after delete on course_schedule
  referencing old table as old_rows for each statement execute function search_track_course_schedule();

create trigger search_price_level_inserted after insert on price_level
  referencing new table as new_rows for each statement execute function search_track_price_level();
create trigger search_price_level_updated after update on price_level
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_price_level();
create trigger search_price_level_deleted after delete on price_level
  referencing old table as old_rows for each statement execute function search_track_price_level();

create trigger search_course_truncated after truncate on course
  for each statement execute function search_track_truncate();
create trigger search_course_scope_truncated after truncate on course_scope
  for each statement execute function search_track_truncate();
create trigger search_course_schedule_truncated after truncate on course_schedule
  for each statement execute function search_track_truncate();
create trigger search_price_level_truncated after truncate on price_level
  for each statement execute function search_track_truncate();

-- A catalogue seeded before this migration.
select search_reindex_all();
