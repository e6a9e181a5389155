/** What the customer area's parts share: day and hour checks, the lawyer scopes. Access: ../customer-access.ts. */
import type { Queryable } from '../../db/database.ts';

/** A yyyy-mm-dd that is a real calendar day (the schemas check only the shape). */
export function isCalendarDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Hours with at most one decimal (7.5, not 7.55). */
export const hasOneDecimal = (hours: number) => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-6;

/** Lawyer scopes (the specialist titles of §15 FAO) by id, with their German names. */
export async function lawyerScopes(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>(
    `select id, name_de as name from scope where kind = 'LAWYER'`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
