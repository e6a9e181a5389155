-- Verified e-mail addresses (issue 25 §3). A participant's bookings, certificates and § 15 FAO hours
-- follow the e-mail address a seat names (021-participants.sql); whoever registered with somebody
-- else's address must not see them. So an account's address counts only once its owner has opened a
-- link sent to it: the registration mail "Bitte bestätigen Sie Ihre E-Mail-Adresse" (signed link,
-- services/email-verification.ts) or the participant's registration link of a booking confirmation.
-- Null: not verified. Accounts made before this migration never proved their address: unverified
-- (the bookings page offers them the mail); the demo accounts are verified by the seed.
--
-- The address a verification is for is the address the account has: when the address changes (no
-- page offers it today; a later one, an operator's UPDATE), the trigger makes it unverified again —
-- whoever writes the column, a letter case change aside. The function is one line: the migration
-- runner splits scripts on lines that END with a semicolon. plpgsql runs on PGlite and PostgreSQL.

alter table account add column email_verified_at timestamptz;

create function account_email_changed() returns trigger language plpgsql as $$ begin if lower(new.email) <> lower(old.email) then new.email_verified_at := null; end if; return new; end $$;

create trigger account_email_unverified before update of email on account for each row execute function account_email_changed();
