-- Deleting an account (issue 26 §5, Art. 17 DSGVO; services/data-rights/delete-account.ts). The
-- account row stays as a tombstone: orders, invoices, firm memberships and invitations refer to it
-- (025-firms.sql keeps membership history; "the firm's orders" are found through it), and the orders
-- and invoices must be kept for years (§ 147 AO, § 14b UStG). Deleting wipes every personal column
-- of the row instead — the e-mail becomes 'deleted-<id>@account.invalid' (the real address is free
-- for a new registration), the names empty, the password hash one no password matches — and
-- deleted_at says when. What an order needs of its buyer is in the order itself (buyer, email).
--
-- The migration runner splits scripts on lines that END with a semicolon.
alter table account add column deleted_at timestamptz;
