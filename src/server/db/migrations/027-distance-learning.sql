-- Distance learning (issue 26 §3, src/shared/distance-learning.ts): a course carries either its ZFU
-- approval number or the organizer's statement, shown to buyers, that it is not distance learning
-- under the FernUSG; null: not declared — self-study is then neither published nor sold
-- (services/course-write.ts, services/cart/catalogue.ts). No number is filled in here: only the
-- organizer knows it (the demo seed gives its self-study courses demo numbers).
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.
alter table course add column distance_learning text check (distance_learning in ('ZFU_APPROVED', 'NOT_DISTANCE_LEARNING'));
alter table course add column zfu_number text check (zfu_number ~ '^[0-9]{6,7}[a-z]?$');
alter table course add column distance_learning_statement text check (length(distance_learning_statement) between 1 and 500);
alter table course add constraint course_distance_learning_declaration_check check (
  (distance_learning is null and zfu_number is null and distance_learning_statement is null)
  or (distance_learning = 'ZFU_APPROVED' and zfu_number is not null and distance_learning_statement is null)
  or (distance_learning = 'NOT_DISTANCE_LEARNING' and zfu_number is null and distance_learning_statement is not null)
);
