-- Mails a stranger can make the shop send (newsletter confirmation, waiting list, withdrawal link) are
-- marked, so their daily limit per address counts only them: the mails of the buyer's own order (the
-- placing and confirmation mails) do not use up the share of a later withdrawal-link request.
alter table mail_outbox add column requested boolean not null default false;
