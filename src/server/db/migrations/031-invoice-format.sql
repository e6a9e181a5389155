-- The invoice format a firm asks for at checkout (issue 26 §1, services/buyer.ts): 'PDF' (the
-- ZUGFeRD PDF every buyer gets) or 'XRECHNUNG' (its XRechnung XML as well, which needs the buyer
-- reference in invoice_reference). A guest's choice lives in the guest checkout's buyer jsonb and
-- an order's in its buyer snapshot, so only the account needs a column.
--
-- The migration runner splits scripts on lines that END with a semicolon.
alter table account add column invoice_format text not null default 'PDF' check (invoice_format in ('PDF', 'XRECHNUNG'));
