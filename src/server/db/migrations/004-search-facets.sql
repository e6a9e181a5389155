-- Course search, cold path (issue 3): the facets of the default window, pre-aggregated. Why:
-- docs/decisions/003-search-storage.md ("Pre-aggregated facets").
--
-- A search without a term, day, radius, price or organizer ("everything bookable", the search-box
-- start) used to aggregate up to 80,000 search_course rows for its count, delivery-type facet and
-- ranges: 30 ms on PostgreSQL, more on PGlite, per request. Those figures are sums, minima and
-- maxima over courses, so they can be kept per group of courses alike in every filter such a search
-- has, and a search then adds up a few dozen groups instead.
--
--   search_facet   one row per group of bookable courses (next_start not null) with the same delivery
--                  type, type, kind and duration, once over all courses (dimension 'a'), once per
--                  scope ('s') and once per category ('c') they have: a scope filter reads only that
--                  scope's rows, so a course with several scopes is never counted twice.
--
-- Kept exact by a statement-level trigger on search_course itself (every writer of search_course —
-- catalogue triggers, window moves, reindexing — goes through it): the groups a statement's old and
-- new rows belong to are recomputed from search_course.
--
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).

create table search_facet (
  dimension "char" not null check (dimension in ('a', 's', 'c')),
  -- The scope or category id; 0 for 'a'.
  dimension_id integer not null,
  course_type text not null,
  type text not null,
  kind text not null,
  duration real not null,
  courses integer not null,
  min_price integer not null,
  max_price integer not null,
  primary key (dimension, dimension_id, course_type, type, kind, duration)
);

create type search_facet_key as (
  dimension "char", dimension_id integer, course_type text, type text, kind text, duration real
);

-- Recomputing a group of dimension 'a' reads its courses through this index, not the whole table.
create index search_course_facet_idx on search_course (course_type, type, kind, duration)
  include (next_price_min, next_price_max) where next_start is not null;

-- What to recompute for the given search_course rows: the 'a' groups they belong to, and every scope
-- and category they have (keys with null group columns: all groups of that scope or category). Rows
-- outside the default window belong to no group, but their scopes' groups may have lost them.
create function search_facet_keys_of(rows search_course[]) returns search_facet_key[]
language sql immutable as $$
  select coalesce(array_agg(row(k.dimension, k.dimension_id, k.course_type, k.type, k.kind, k.duration)::search_facet_key), '{}')
    from (
      select 'a'::"char" as dimension, 0 as dimension_id, r.course_type, r.type, r.kind, r.duration
        from unnest(rows) r where r.next_start is not null
      union
      select 's', s.id, null, null, null, null from unnest(rows) r cross join unnest(r.scope_ids) s (id)
      union
      select 'c', g.id, null, null, null, null from unnest(rows) r cross join unnest(r.category_ids) g (id)
    ) k
$$;

-- Recomputes the given groups from search_course: groups left without a course disappear. Courses
-- are found by index: an 'a' group through search_course_facet_idx, a scope's or category's courses
-- through the GIN index on the ids, one look-up each. A change of one course costs a few small
-- look-ups; a bulk load recomputes every group, each course read once per dimension it is in.
create function search_refresh_facets(keys search_facet_key[]) returns void language sql as $$
  delete from search_facet f
   using unnest(keys) k
   where f.dimension = k.dimension and f.dimension_id = k.dimension_id
     and (k.dimension <> 'a' or (f.course_type, f.type, f.kind, f.duration) = (k.course_type, k.type, k.kind, k.duration))
  ; insert into search_facet (dimension, dimension_id, course_type, type, kind, duration, courses, min_price, max_price)
    select g.dimension, g.dimension_id, g.course_type, g.type, g.kind, g.duration,
           count(*), min(g.next_price_min), max(g.next_price_max)
      from (
        select 'a'::"char" as dimension, 0 as dimension_id, c.course_type, c.type, c.kind, c.duration,
               c.next_price_min, c.next_price_max
          from (select distinct k.course_type, k.type, k.kind, k.duration from unnest(keys) k where k.dimension = 'a') k
          join search_course c
            on (c.course_type, c.type, c.kind, c.duration) = (k.course_type, k.type, k.kind, k.duration)
           and c.next_start is not null
        union all
        select 's', k.id, c.course_type, c.type, c.kind, c.duration, c.next_price_min, c.next_price_max
          from (select distinct k.dimension_id as id from unnest(keys) k where k.dimension = 's') k
          join search_course c on c.scope_ids @> array[k.id] and c.next_start is not null
        union all
        select 'c', k.id, c.course_type, c.type, c.kind, c.duration, c.next_price_min, c.next_price_max
          from (select distinct k.dimension_id as id from unnest(keys) k where k.dimension = 'c') k
          join search_course c on c.category_ids @> array[k.id] and c.next_start is not null
      ) g
     group by g.dimension, g.dimension_id, g.course_type, g.type, g.kind, g.duration
$$;

-- Transition tables are only visible in the trigger function itself: it hands their rows on as arrays.
create function search_track_search_course() returns trigger language plpgsql as $$
declare
  keys search_facet_key[]
; begin
  if tg_op = 'INSERT' then keys := search_facet_keys_of(array(select n::search_course from new_rows n))
  ; elsif tg_op = 'UPDATE' then
    keys := search_facet_keys_of(array(select n::search_course from new_rows n) || array(select o::search_course from old_rows o))
  ; else keys := search_facet_keys_of(array(select o::search_course from old_rows o))
  ; end if
  ; if cardinality(keys) > 0 then perform search_refresh_facets(keys)
  ; end if
  ; return null
; end
$$;

create trigger search_facet_inserted after insert on search_course
  referencing new table as new_rows for each statement execute function search_track_search_course();
create trigger search_facet_updated after update on search_course
  referencing new table as new_rows old table as old_rows for each statement execute function search_track_search_course();
create trigger search_facet_deleted after delete on search_course
  referencing old table as old_rows for each statement execute function search_track_search_course();

-- search_reindex_all deletes and rewrites search_course: its statements go through the triggers above.
-- A TRUNCATE of search_course (nothing does one today) would not: it empties the facets as well.
create function search_truncate_facets() returns trigger language plpgsql as $$
begin
  delete from search_facet
  ; return null
; end
$$;
create trigger search_facet_truncated after truncate on search_course
  for each statement execute function search_truncate_facets();

-- A catalogue indexed before this migration.
select search_refresh_facets(search_facet_keys_of(array(select c::search_course from search_course c)));
