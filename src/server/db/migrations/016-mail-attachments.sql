-- The confirmation on a durable medium (issue 24 §3; § 312f, § 312i BGB): files attached to an e-mail
-- of the outbox, the AGB version an order was placed under, and which single-use signed links
-- (services/signed-link.ts; its key: 015-link-secret.sql) were used.
--
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).

-- The files of an outbox mail (the AGB and the invoice as PDF), in the order they are attached.
-- The bytes themselves are kept, not a reference to render them again: the mail is the durable medium,
-- so what the dispatcher sends (and the dev mailbox shows) must be exactly what was decided in the
-- transaction that queued it — an AGB edited or a seller address changed before the dispatcher runs
-- must not alter a mail already written. The files are small (tens of kB, fonts subset).
create table mail_attachment (
  mail_id bigint not null references mail_outbox (id) on delete cascade,
  position integer not null check (position >= 0),
  file_name text not null check (file_name ~ '^[^/\\]+$'),
  content_type text not null,
  bytes bytea not null,
  primary key (mail_id, position)
);

-- Which AGB the order was placed under: the version of the text attached to its confirmation
-- (services/terms: a hash of the filled page text, since the operator edits the page in the database).
-- Orders placed before this migration have none.
alter table customer_order add column agb_version text;

-- Single-use signed links (the guest's continue link): the sha-256 of each token once used. A second
-- use finds its row and is refused.
create table signed_link_use (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  purpose text not null,
  order_id bigint references customer_order (id) on delete cascade,
  used_at timestamptz not null default now()
);
