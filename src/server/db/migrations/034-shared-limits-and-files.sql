-- Several instances on one PostgreSQL (issue 28): what one process used to keep in its memory lives
-- here, so every instance sees the same counts and the same files.
-- Hand-written for PGlite and PostgreSQL alike. The migration runner splits scripts on lines that
-- END with a semicolon.

-- One rate-limit bucket per limit and client (services/shared-limits/rate-limit-store.ts): how many
-- requests it counted in the window that ends at resets_at. Unlogged: a counter lost in a crash only
-- gives a client a fresh minute, and unlogged writes skip the WAL (no fsync per request).
create unlogged table rate_limit_bucket (
  bucket text primary key,
  hits integer not null,
  resets_at timestamptz not null
);
create index rate_limit_bucket_resets_at_idx on rate_limit_bucket (resets_at);

-- Failed password checks per e-mail address (identity/login-backoff.ts): after five in a row every
-- further attempt waits, and the wait holds on every instance.
create unlogged table login_failure (
  email text primary key,
  failures integer not null,
  blocked_until timestamptz not null,
  last_failure timestamptz not null
);
create index login_failure_last_failure_idx on login_failure (last_failure);

-- Uploaded proofs when they live in the database (UPLOAD_DIR=database, the default with
-- DATABASE_URL): the bytes in parts of at most 256 KiB, written as they arrive, so an upload never
-- has to sit whole in one instance's memory. Found only through upload.storage_key, which is written
-- after the last part.
create table upload_content (
  storage_key text not null,
  part integer not null check (part >= 0),
  bytes bytea not null,
  primary key (storage_key, part)
);

-- The voucher codes a client tried in its current window (services/cart/voucher-guesses-table.ts):
-- VOUCHER_RATE_LIMIT counts codes, not calls, across all instances.
create unlogged table voucher_guess (
  client text not null,
  code text not null,
  window_ends_at timestamptz not null,
  primary key (client, code)
);
create index voucher_guess_window_ends_at_idx on voucher_guess (window_ends_at);
