-- Identity (issue 5): accounts of the embedded OpenID Connect provider, the provider's own records
-- (sessions, interactions, grants, codes, refresh tokens, …) and its secrets (signing keys, cookie
-- keys). Why: docs/decisions/006-embedded-identity-provider.md.
--
-- The migration runner splits scripts on lines that END with ';' (see 002-search.sql).

-- One row per person who can sign in. The id is the customer id the access tokens carry (claim
-- customer_id, and sub). E-mail addresses are unique regardless of case. password_hash is
-- 'scrypt$N$r$p$salt$hash' (base64url), never the password itself. organizer_id / referent_id tie
-- organizer-staff and referent accounts to their catalogue rows; they carry no foreign key because
-- the demo catalogue is reseeded by TRUNCATE (seed/index.ts), which a reference would block.
create table account (
  id bigint generated always as identity primary key,
  email text not null check (email = btrim(email) and email like '%_@_%'),
  first_name text not null,
  last_name text not null,
  password_hash text not null check (password_hash like 'scrypt$%'),
  roles text[] not null default '{customer}',
  organizer_id integer,
  referent_id integer,
  street text,
  city text,
  zip_code text,
  country text check (country is null or country ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now()
);
create unique index account_email_key on account (lower(email));

-- The provider's records, one table for every model (Session, Interaction, Grant, AuthorizationCode,
-- RefreshToken, …), found by (model, id); uid, user_code and grant_id are the adapter's secondary
-- look-ups. A row past expires_at counts as gone and is deleted by a periodic sweep.
create table oidc_record (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  primary key (model, id)
);
create index oidc_record_grant on oidc_record (grant_id) where grant_id is not null;
create index oidc_record_uid on oidc_record (model, uid) where uid is not null;
create index oidc_record_user_code on oidc_record (model, user_code) where user_code is not null;
create index oidc_record_expiry on oidc_record (expires_at) where expires_at is not null;

-- Generated once, then kept: the provider's signing keys (private JWKs) and cookie keys, so a
-- restart — or a second instance on the same database — signs and reads exactly as before.
create table identity_secret (
  name text primary key check (name in ('signing-keys', 'cookie-keys')),
  value jsonb not null,
  created_at timestamptz not null default now()
);
