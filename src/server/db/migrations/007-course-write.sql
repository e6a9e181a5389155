-- Courses written by organizer staff (PUT /api/course, issue 4): where their new ids come from.
--
-- The catalogue tables have integer primary keys without identity: the demo seed writes explicit ids
-- 1…n, and a reseed (clearCatalogue + seedDatabase) writes 1…n again, possibly more than before. A
-- sequence set just above today's maximum would collide with a later, larger seed — and on a fresh
-- database this migration runs before the seed, when the tables are still empty. So written rows
-- take ids from their own range, far above anything the generator writes (100,000 courses are a
-- few hundred thousand dates and about a million price levels), and below the API's id limit
-- (2,147,483,647). A reseed truncates written courses with the rest of the catalogue; the sequences
-- simply go on counting. Rows already above the start (none, unless written by hand) are respected.
--
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).

create sequence course_write_course_id_seq as integer minvalue 100000001 start with 100000001;
create sequence course_write_schedule_id_seq as integer minvalue 100000001 start with 100000001;
create sequence course_write_price_level_id_seq as integer minvalue 100000001 start with 100000001;

select setval('course_write_course_id_seq', greatest(100000001, (select max(id) + 1 from course)), false);
select setval('course_write_schedule_id_seq', greatest(100000001, (select max(id) + 1 from course_schedule)), false);
select setval('course_write_price_level_id_seq', greatest(100000001, (select max(id) + 1 from price_level)), false);
