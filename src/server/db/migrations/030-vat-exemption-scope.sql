-- The VAT exemption as the organizer's certificate states it (issue 26 §3; services/order-store/vat.ts):
-- § 4 Nr. 21 Buchst. a Doppelbuchst. bb UStG exempts a training institution's courses that the
-- competent state authority certifies as preparing for a profession or an exam; the certificate
-- names what it covers. vat_exempt_course_types: the course types (PRESENT, ONLINE, SELF) covered —
-- no longer a fixed rule that self-study is never exempt. vat_exempt stays, derived, for readers.
-- Existing exempt organizers cover in-person and online courses, not self-study (as before).
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.
alter table organizer add column vat_exempt_course_types text[] not null default '{}'
  check (vat_exempt_course_types <@ array['PRESENT', 'ONLINE', 'SELF']::text[]);
update organizer set vat_exempt_course_types = array['PRESENT', 'ONLINE']::text[] where vat_exempt;
alter table organizer drop column vat_exempt;
alter table organizer add column vat_exempt boolean generated always as (cardinality(vat_exempt_course_types) > 0) stored;
