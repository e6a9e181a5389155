/**
 * GET /api/customer/packages?organizerId&type&scope: the credit packages of the customer's CONFIRMED
 * orders with the hours left. Per package: the credits of every purchase together, minus the hours
 * of the courses paid with it (positions with packageIncluded and its packageId), each course's hours
 * times its seats (issue 25 §1: every participant takes the course). Today credits are
 * spent only in the cart the package was bought in (services/cart/pricing.ts rule 2), so what is
 * left after that order stays listed here for the client's credit package list (spec §3). Withdrawn
 * positions do not count: a withdrawn package has no credits, and the hours of a withdrawn course
 * paid with credits are credited back (services/withdrawal/release.ts).
 */
import type { CreditPackage } from '../../../shared/customer-area.ts';
import type { SearchType } from '../../../shared/types.ts';
import type { Queryable } from '../../db/database.ts';
import { requireCustomer } from '../customer-access.ts';

export interface PackageFilter {
  organizerId?: number;
  type?: SearchType;
  scope?: number;
}

export async function customerPackages(
  db: Queryable,
  customerId: number,
  filter: PackageFilter,
): Promise<CreditPackage[]> {
  requireCustomer(customerId);
  const rows = await db.query<CreditPackage & { spentTenths: number; creditTenths: number }>(
    `with mine as (
       select p.* from order_position p join customer_order o on o.id = p.order_id
        where o.customer_id = $1 and o.status = 'CONFIRMED' and p.withdrawal_id is null
     ), bought as (
       select package_id, min(name) as name, min(organizer_id) as organizer_id, min(organizer) as organizer,
              min(educational_type) as type, min(scope_ids) as scope_ids, sum(round(coalesce(credit_hours, 0) * 10))::int as credit_tenths
         from mine where kind = 'PACKAGE' group by package_id
     )
     select b.package_id as "packageId", b.name, b.organizer_id as "organizerId", b.organizer, b.type, b.scope_ids as "scopeIds",
            b.credit_tenths as "creditTenths",
            coalesce((select sum(round(coalesce(m.duration_hours, 0) * 10) * m.seats)::int from mine m
                       where m.kind = 'COURSE' and m.package_included and m.package_id = b.package_id), 0) as "spentTenths"
       from bought b
      where ($2::int is null or b.organizer_id = $2) and ($3::text is null or b.type = $3) and ($4::int is null or b.scope_ids @> array[$4::int])
      order by b.name, b.package_id`,
    [customerId, filter.organizerId ?? null, filter.type ?? null, filter.scope ?? null],
  );
  return rows.map(({ spentTenths, creditTenths, ...row }) => ({
    ...row,
    creditHours: creditTenths / 10,
    remainingCredits: Math.max(0, creditTenths - spentTenths) / 10,
  }));
}
