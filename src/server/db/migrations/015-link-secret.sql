-- The key of the shop's signed links (issue 24: the withdrawal link, the "continue your order" link;
-- services/signed-link.ts). Kept beside the identity provider's secrets, generated on first start
-- (identity/secrets.ts), so every instance of the shop signs and verifies with the same key and a
-- restart does not invalidate the links already mailed.
alter table identity_secret drop constraint identity_secret_name_check;
alter table identity_secret add constraint identity_secret_name_check
  check (name in ('signing-keys', 'cookie-keys', 'link-key'));
