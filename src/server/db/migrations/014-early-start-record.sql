-- The early-start request of a consumer order (issue 24 §2; § 356 Abs. 4, § 357a Abs. 2 BGB): when the
-- consumer asked that the course begin within the withdrawal period, and in which wording (the version
-- of the text the summary's checkbox showed: src/shared/early-start.ts). The confirmation e-mail quotes
-- both. Orders placed before this migration keep only early_start_requested.
alter table customer_order add column early_start_requested_at timestamptz;
alter table customer_order add column early_start_wording_version text
  check (early_start_wording_version is null or early_start_wording_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');
alter table customer_order add constraint customer_order_early_start_record_check
  check ((early_start_requested_at is null) = (early_start_wording_version is null)
         and (early_start_requested_at is null or early_start_requested));
