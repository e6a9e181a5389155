-- search_reindex_all, set-based (issue 28 §4). The rebuild of 002-search.sql reused the per-course
-- functions the triggers call: it inserted search_course with two correlated sub-selects per course,
-- looked each schedule's lowest price up one by one, and then updated every search_course row a second
-- time for its default window, so the facet trigger (004) read all rows twice. With 100,000 courses
-- that was 17 s of the seed's 40 s on PostgreSQL. This version writes the same rows in one pass per
-- table from grouped aggregates: schedules first, then each course with its window already computed,
-- so search_course is written once and its facet trigger runs once.
--
-- The rows are exactly those of the old rebuild (tests/server/search-reindex.test.ts compares them):
--   scope_ids     every scope of the course, ascending (course_scope's key makes them distinct)
--   category_ids  the distinct non-null categories of those scopes, ascending
--   price         the schedule's lowest price level, null without one
--   next_*        over schedules with a price starting on or after search_state.as_of, null without one
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).

create or replace function search_reindex_all() returns void language sql as $$
  delete from search_course
  ; delete from search_text
  ; delete from search_schedule
  ; insert into search_text (course_id, name_lower, search_vector)
    select c.id, lower(c.name), search_vector_of(c.name, c.description) from course c order by c.id
  ; insert into search_schedule (schedule_id, course_id, start_date, city_id, price, type, course_type, kind,
                                organizer_id, duration, scope_ids, category_ids)
    select s.id, s.course_id, s.start_date, s.city_id, p.price, c.type, c.course_type, c.kind, c.organizer_id,
           c.duration_value::real, coalesce(g.scope_ids, '{}'), coalesce(g.category_ids, '{}')
      from course_schedule s
      join course c on c.id = s.course_id
      left join (select schedule_id, min(price_cents) as price from price_level group by schedule_id) p
        on p.schedule_id = s.id
      left join (select cs.course_id, array_agg(cs.scope_id order by cs.scope_id) as scope_ids,
                        array_agg(distinct sc.category_id order by sc.category_id)
                          filter (where sc.category_id is not null) as category_ids
                   from course_scope cs join scope sc on sc.id = cs.scope_id
                  group by cs.course_id) g
        on g.course_id = s.course_id
     order by s.id
  ; insert into search_course (course_id, type, course_type, kind, organizer_id, duration, name_vector,
                              scope_ids, category_ids, next_start, next_price_min, next_price_max)
    select c.id, c.type, c.course_type, c.kind, c.organizer_id, c.duration_value::real, to_tsvector('german', c.name),
           coalesce(g.scope_ids, '{}'), coalesce(g.category_ids, '{}'), w.first_start, w.price_min, w.price_max
      from course c
      left join (select cs.course_id, array_agg(cs.scope_id order by cs.scope_id) as scope_ids,
                        array_agg(distinct sc.category_id order by sc.category_id)
                          filter (where sc.category_id is not null) as category_ids
                   from course_scope cs join scope sc on sc.id = cs.scope_id
                  group by cs.course_id) g
        on g.course_id = c.id
      left join (select ss.course_id, min(ss.start_date) as first_start, min(ss.price) as price_min,
                        max(ss.price) as price_max
                   from search_schedule ss
                  where ss.price is not null and ss.start_date >= (select as_of from search_state)
                  group by ss.course_id) w
        on w.course_id = c.id
     order by c.id
$$;
