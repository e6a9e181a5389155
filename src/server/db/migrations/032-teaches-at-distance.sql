-- Distance learning is not only self-study (issue 26 §3): an online or in-person course that also hands
-- out material to study at a distance and checks the learning success (exams, graded assignments, a
-- forum whose questions are answered) is distance learning under § 1 FernUSG too. The organizer says so
-- (teaches_at_distance); such a course, like self-study, must carry its ZFU approval number or the
-- statement that it is not distance learning (src/shared/distance-learning.ts) — here as a rule of the
-- table, so no writer can skip it.
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.
alter table course add column teaches_at_distance boolean not null default false;
alter table course add constraint course_teaches_at_distance_declared_check check (not teaches_at_distance or distance_learning is not null);
