/**
 * GET /api/customer/state/{year} and /api/customer/state/{scopeId}/{year}: the customer's §15 FAO
 * state from the courses of CONFIRMED orders and the manual entries (rules: training-rules.ts).
 * An ordered course counts toward its assigned scope, or its only scope when it has one.
 *
 * Hours follow the participant, not the buyer (issue 25 §4): the seats the account's verified e-mail
 * takes part in count once the organizer marked it present (self-study: its check decides); seats
 * the account bought for others count nothing for the buyer. An order from before participants (no
 * participant row: its one seat was the buyer's) counts for the buyer as it always did.
 */
import type { TrainingState } from '../../../shared/customer-area.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';
import { lawyerScopes } from './customer.ts';
import { trainingState, type TrainingEntry } from './training-rules.ts';

interface OrderedRow {
  id: number;
  title: string;
  organizer: string;
  startDate: string;
  endDate: string;
  hours: number | null;
  scopeId: number | null;
  scopeIds: number[];
  courseType: string | null;
  referents: string[];
  passed: boolean;
  /** null: the buyer's own order from before participants; else whether the seat was marked present. */
  present: boolean | null;
  participant: boolean;
}

/** Every course the state may count: ordered (confirmed, not withdrawn) and manual, all years. */
export async function trainingEntries(db: Queryable, customerId: number): Promise<TrainingEntry[]> {
  const columns = `p.id::int as id, p.name as title, p.organizer, p.schedule_start::text as "startDate", p.schedule_end::text as "endDate",
            p.duration_hours::float8 as hours, p.scope_id as "scopeId", p.scope_ids as "scopeIds", p.course_type as "courseType",
            p.referents, p.learning_check_passed_at is not null as passed`;
  const counts = `o.status = 'CONFIRMED' and p.kind = 'COURSE' and p.withdrawal_id is null`;
  const ordered = await db.query<OrderedRow>(
    `select ${columns}, null::boolean as present, false as participant
       from order_position p join customer_order o on o.id = p.order_id
      where o.customer_id = $1 and ${counts} and not exists (select 1 from order_participant x where x.order_position_id = p.id)
     union all
     select ${columns}, coalesce(a.present, false) as present, true as participant
       from order_participant op
       join order_position p on p.id = op.order_position_id
       join customer_order o on o.id = p.order_id
       join account acc on acc.id = $1
       left join participant_attendance a on a.participant_id = op.id
      where op.replaced_at is null and op.released_at is null and ${counts}
        -- The buyer's own seat ("Ich nehme selbst teil"), or a seat named with the account's verified address.
        and ((op.is_buyer and o.customer_id = acc.id) or (acc.email_verified_at is not null and lower(acc.email) = lower(op.email)))`,
    [customerId],
  );
  const manual = await db.query<
    Omit<OrderedRow, 'scopeIds' | 'referents' | 'scopeId' | 'present' | 'participant'> & {
      scopeId: number;
      referent: string | null;
      selfStudy: boolean;
    }
  >(
    `select id::int as id, title, organizer, start_date::text as "startDate", end_date::text as "endDate", hours::float8 as hours,
            scope_id as "scopeId", course_type as "courseType", referent, self_study as "selfStudy", learning_check_passed as passed
       from manual_course where customer_id = $1`,
    [customerId],
  );
  return [
    ...ordered.map((row): TrainingEntry => ({
      source: 'ORDER',
      id: row.id,
      title: row.title,
      organizer: row.organizer,
      startDate: row.startDate,
      endDate: row.endDate,
      hours: row.hours,
      scopeId: row.scopeId ?? (row.scopeIds.length === 1 ? row.scopeIds[0]! : null),
      scopeIds: row.scopeIds,
      selfStudy: row.courseType === 'SELF',
      learningCheckPassed: row.passed,
      referents: row.referents,
      // Self-study proves itself by its check (SELF_STUDY_WITHOUT_CHECK); other seats by the organizer's mark.
      ...(row.participant && row.courseType !== 'SELF' ? { attended: row.present === true } : {}),
    })),
    ...manual.map((row): TrainingEntry => ({
      source: 'MANUAL',
      id: row.id,
      title: row.title,
      organizer: row.organizer,
      startDate: row.startDate,
      endDate: row.endDate,
      hours: row.hours,
      scopeId: row.scopeId,
      scopeIds: [row.scopeId],
      selfStudy: row.selfStudy,
      learningCheckPassed: row.passed,
      referents: row.referent ? [row.referent] : [],
    })),
  ];
}

export async function customerTrainingState(
  db: Queryable,
  customerId: number,
  year: number,
  scopeId?: number,
): Promise<TrainingState> {
  requireCustomer(customerId);
  const scopes = await lawyerScopes(db);
  if (scopeId !== undefined && !scopes.has(scopeId)) throw notFound(`Specialist title ${scopeId}`);
  return trainingState(await trainingEntries(db, customerId), scopes, year, scopeId);
}
