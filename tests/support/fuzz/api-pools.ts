/** Values from the seeded database that let generated API requests reach the services (fuzz-values). */
import type { Database } from '../../../src/server/db/database.ts';
import type { ValuePools } from './schema-values.ts';

export async function apiValuePools(db: Database): Promise<ValuePools> {
  const ids = await db.query<{ id: number }>(
    `select id from course union select id from course_schedule union select id from price_level union select id from package
      union select id from scope union select id from city union select id from organizer union select id from referent`,
  );
  const codes = await db.query<{ code: string }>('select code from voucher');
  const names = await db.query<{ name: string }>('select name from course limit 40');
  const bookings = await db.query<{ courseId: number; scheduleId: number; priceLevelId: number }>(
    `select distinct on (s.id) s.course_id as "courseId", s.id as "scheduleId", pl.id as "priceLevelId"
       from course_schedule s join price_level pl on pl.schedule_id = s.id
      where s.start_date > now() and s.booked < s.seats order by s.id, pl.id limit 40`,
  );
  return {
    bookings,
    ids: [...new Set(ids.map((row) => Number(row.id)))],
    voucherCodes: codes.map((row) => row.code),
    words: [...new Set(names.flatMap((row) => row.name.split(/\s+/)))].filter(Boolean),
  };
}

/** Guest tokens (X-Auth) of the length range the API accepts. */
export const FUZZ_GUEST_TOKENS = [
  'fuzz-guest-a'.padEnd(40, 'a'),
  'fuzz-guest-b'.padEnd(64, 'b'),
  'fuzz-guest-c'.padEnd(32, 'c'),
];
