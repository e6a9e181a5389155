-- The firm account "Kanzlei" (issue 25 §7). A customer creates a firm and is its first office
-- manager ("Büroleitung"); office managers invite colleagues by e-mail; an invited account with that
-- verified address joins as a member. Rules: services/firm/. Contract: src/shared/firm.ts.
--
-- What "the firm's orders" are: the orders its members placed WHILE they were members (placed_at
-- within [joined_at, left_at) of a membership row). So a colleague's private orders from before
-- joining stay private, and an order the firm paid stays the firm's after its buyer left. That is
-- why a membership row is never deleted: leaving or being removed sets left_at (the history).
--
-- Hand-written for PGlite and PostgreSQL alike (one migration set, ADR 001). The migration runner
-- splits scripts on lines that END with a semicolon.

-- The firm. Address and VAT id are optional (the invoice data of an order stay the buyer's BuyerData;
-- these are the firm's defaults a checkout may offer).
create table firm (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 1 and 120),
  street text check (street is null or length(street) between 1 and 200),
  zip_code text check (zip_code is null or length(zip_code) between 1 and 10),
  city text check (city is null or length(city) between 1 and 100),
  country text check (country is null or country ~ '^[A-Z]{3}$'),
  tax_number text check (tax_number is null or length(tax_number) between 1 and 30),
  created_at timestamptz not null default now(),
  -- The last member left: the firm is closed (its history stays; nobody can join it).
  closed_at timestamptz
);

-- A membership. Current while left_at is null.
create table firm_member (
  id bigint generated always as identity primary key,
  firm_id bigint not null references firm (id),
  account_id bigint not null references account (id),
  role text not null check (role in ('OFFICE_MANAGER', 'MEMBER')),
  joined_at timestamptz not null default now(),
  left_at timestamptz,
  check (left_at is null or left_at >= joined_at)
);

-- An account belongs to at most one firm (409 ALREADY_IN_FIRM before this would be hit; the index
-- keeps it so even for two accepts at the same time).
create unique index firm_member_one_firm_key on firm_member (account_id) where left_at is null;
create index firm_member_firm_idx on firm_member (firm_id, account_id);

-- An invitation by e-mail. The token is random (32 bytes) and only its SHA-256 (hex) is stored: the
-- link in the mail is the credential, and a database reader cannot use it. Open while accepted_at and
-- withdrawn_at are null and expires_at lies ahead; inviting the same address again replaces it.
create table firm_invitation (
  id bigint generated always as identity primary key,
  firm_id bigint not null references firm (id),
  email text not null check (email = btrim(email) and email like '%_@_%' and length(email) <= 254),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by bigint not null references account (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by bigint references account (id),
  withdrawn_at timestamptz,
  check ((accepted_at is null) = (accepted_by is null))
);

create unique index firm_invitation_open_key on firm_invitation (firm_id, lower(email))
  where accepted_at is null and withdrawn_at is null;
