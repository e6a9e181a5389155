-- Bookmarks (issue 4, spec §7 "PUT /bookmarks with courseId"): the courses a signed-in customer put
-- on their "Merkzettel".
--
-- A course is on a customer's list once: the unique key makes a repeated PUT (a double click, a
-- retry) answer the stored bookmark instead of adding a second one. The course reference has no
-- foreign key: the demo catalogue is reseeded by TRUNCATE (seed/index.ts clearCatalogue), which a
-- reference would block (as for cart positions, 006-cart.sql). A bookmark whose course vanished is
-- left out of the answers. Bookmarks go with their account.
--
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).

create table bookmark (
  id bigint generated always as identity primary key,
  customer_id bigint not null references account (id) on delete cascade,
  course_id integer not null,
  created_at timestamptz not null default now(),
  constraint bookmark_customer_course_key unique (customer_id, course_id)
);
-- The list of one customer, newest first.
create index bookmark_customer_idx on bookmark (customer_id, created_at desc, id desc);
