-- The positions the customer's last summary showed (issue 24 §6): placing orders exactly these, so
-- a course added to the cart in another tab after the summary was shown is not bought unseen; it
-- stays in the cart after the order. The ids are cart_position ids. Null: no summary shown yet
-- (placing then takes the whole cart, as before this migration).
alter table checkout add column summary_position_ids bigint[];
