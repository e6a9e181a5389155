-- "Passwort vergessen" (issue 24 §6): one row per reset link mailed to an account. Only the SHA-256
-- of the link's token is stored, so a copy of the database cannot reset anyone's password. A link
-- is good once and until expires_at; used_at marks it spent (also when another link of the account
-- was used: a reset spends them all). The rows of the last day count against the account's daily
-- limit of reset mails (src/server/identity/password-reset-tokens.ts), and older rows are swept.
create table password_reset (
  token_hash text primary key check (token_hash ~ '^[A-Za-z0-9_-]{43}$'),
  account_id bigint not null references account (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);
create index password_reset_account on password_reset (account_id, created_at);
