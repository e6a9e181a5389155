-- Which courses' search rows changed, and at which search_state.version: the in-memory search index
-- (services/search-index/) applies exactly these courses when it sees a newer version, instead of
-- reloading the catalogue. Why: docs/decisions/007-search-index.md.
--
-- Every statement that writes search_course, search_text or search_schedule bumps the version itself
-- and tags its courses with the new value. The bump takes the search_state row lock, so writers are
-- serialised and versions are in commit order: an index at version V that reads every change above V
-- misses nothing, and a change committed later always carries a higher version.
-- course_id null: "too many to list" (a bulk load, a reindex) — the index rebuilds from scratch.
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).
create table search_change (
  version bigint not null,
  course_id integer
);
create index search_change_version_idx on search_change (version);

-- How many courses one statement may list before it logs "everything" instead.
create function search_change_limit() returns integer language sql immutable as 'select 2000';

-- How many versions the log keeps; an index further behind rebuilds from scratch.
create function search_change_kept_versions() returns bigint language sql immutable as 'select 50000::bigint';

create function search_log_change(courses integer[]) returns void language plpgsql as $$
declare
  current bigint
; begin
  update search_state set version = version + 1 returning version into current
  ; if courses is null or cardinality(courses) > search_change_limit() then
    insert into search_change (version, course_id) values (current, null)
  ; else
    insert into search_change (version, course_id) select current, unnest(courses)
  ; end if
  -- Pruning now and then, not per statement: its plan (a range over a parameter) may become a scan of
  -- the whole log, and a bulk load of many statements would scan a growing log each time.
  ; if current % 1000 = 0 then
    delete from search_change where version < current - search_change_kept_versions()
  ; end if
; end
$$;

create function search_track_search_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then perform search_log_change(null)
  ; elsif tg_op = 'INSERT' then perform search_log_change(array(select distinct course_id from new_rows))
  ; elsif tg_op = 'UPDATE' then
    perform search_log_change(array(select course_id from new_rows union select course_id from old_rows))
  ; else perform search_log_change(array(select distinct course_id from old_rows))
  ; end if
  ; return null
; end
$$;

create trigger search_course_logged_insert after insert on search_course
  referencing new table as new_rows for each statement execute function search_track_search_rows();
create trigger search_course_logged_update after update on search_course
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_search_rows();
create trigger search_course_logged_delete after delete on search_course
  referencing old table as old_rows for each statement execute function search_track_search_rows();
create trigger search_course_logged_truncate after truncate on search_course
  for each statement execute function search_track_search_rows();

create trigger search_text_logged_insert after insert on search_text
  referencing new table as new_rows for each statement execute function search_track_search_rows();
create trigger search_text_logged_update after update on search_text
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_search_rows();
create trigger search_text_logged_delete after delete on search_text
  referencing old table as old_rows for each statement execute function search_track_search_rows();
create trigger search_text_logged_truncate after truncate on search_text
  for each statement execute function search_track_search_rows();

create trigger search_schedule_logged_insert after insert on search_schedule
  referencing new table as new_rows for each statement execute function search_track_search_rows();
create trigger search_schedule_logged_update after update on search_schedule
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_search_rows();
create trigger search_schedule_logged_delete after delete on search_schedule
  referencing old table as old_rows for each statement execute function search_track_search_rows();
create trigger search_schedule_logged_truncate after truncate on search_schedule
  for each statement execute function search_track_search_rows();
