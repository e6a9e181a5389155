/**
 * What a position was billed, as SQL: a distance-learning position (issue 26 §3) is billed one
 * instalment at a time, so its withdrawal credits what its invoices billed so far (the first
 * instalment while the order has no invoice yet), not the contract's whole price. Joined as `b` to
 * order_position `p`; b.gross/net/vat are null for every other position (use coalesce).
 */
export const BILLED_JOIN = `left join lateral (
         select sum(s.gross_cents)::int as gross, sum(s.net_cents)::int as net, sum(s.vat_cents)::int as vat
           from instalment s where s.position_id = p.id and (s.status = 'INVOICED' or (s.number = 1 and s.status = 'PLANNED'))
         having count(*) > 0
       ) b on true`;
