-- Each participant's own public attendance confirmation (issue 25 §4): the page /bescheinigung/{urlId}
-- and its PDF were the buyer's only (order_position.attendance_url_id, 013); a participant named on a
-- seat — a lawyer booked by the firm — needs one in their own name to pass on. Same form as the
-- position's id (32 hex digits, unguessable: the id is the credential), unique across both tables by
-- chance alone (2^128); services/certificates/position.ts looks in both.
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.
alter table order_participant add column attendance_url_id text not null default replace(gen_random_uuid()::text, '-', '')
  check (attendance_url_id ~ '^[0-9a-f]{32}$');
create unique index order_participant_attendance_url_idx on order_participant (attendance_url_id);
