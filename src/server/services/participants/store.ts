/**
 * order_participant (migration 021-participants.sql): the participants of placed orders' seats. A row
 * is current while replaced_at and released_at are null; a replaced row stays, linked to its
 * successor. Only SQL here.
 */
import type { Participant, SeatParticipant } from '../../../shared/participants.ts';
import type { Queryable } from '../../db/database.ts';
import { bookedTwice, emailKey } from './rules.ts';

/** SQL: a current participant (not replaced, seat not given back). */
export const CURRENT = 'replaced_at is null and released_at is null';

interface Row {
  id: number;
  position_id: number;
  seat: number;
  first_name: string;
  last_name: string;
  email: string;
  chamber_id: number | null;
  member_number: string | null;
  is_buyer: boolean;
}

export interface StoredParticipant extends Participant {
  id: number;
  positionId: number;
  seat: number;
}

const COLUMNS = `id::int as id, order_position_id::int as position_id, seat, first_name, last_name, email, chamber_id,
  member_number, is_buyer`;

export const participantOfRow = (row: Pick<Row, 'first_name' | 'last_name' | 'email' | 'chamber_id' | 'member_number' | 'is_buyer'>): Participant => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  chamberId: row.chamber_id === null ? null : Number(row.chamber_id),
  memberNumber: row.member_number,
  self: row.is_buyer,
});

const toStored = (row: Row): StoredParticipant => ({
  id: Number(row.id),
  positionId: Number(row.position_id),
  seat: row.seat,
  ...participantOfRow(row),
});

/** The current participants of order positions. */
export async function currentParticipants(db: Queryable, positionIds: readonly number[]): Promise<StoredParticipant[]> {
  if (positionIds.length === 0) return [];
  const rows = await db.query<Row>(
    `select ${COLUMNS} from order_participant where order_position_id = any($1::bigint[]) and ${CURRENT} order by order_position_id, seat`,
    [positionIds],
  );
  return rows.map(toStored);
}

/** Seats 1..seats (more, when seats beyond are named) with who takes them. */
export function seatList(seats: number, named: readonly { seat: number; participant: Participant }[]): SeatParticipant[] {
  const last = Math.max(seats, ...named.map((entry) => entry.seat));
  return Array.from({ length: last }, (_, index) => ({
    seat: index + 1,
    participant: named.find((entry) => entry.seat === index + 1)?.participant ?? null,
  }));
}

/** Per position, its seats with their participants (`seats` per position id). */
export async function seatsOfPositions(db: Queryable, seats: ReadonlyMap<number, number>): Promise<Map<number, SeatParticipant[]>> {
  const rows = await currentParticipants(db, [...seats.keys()]);
  return new Map(
    [...seats].map(([positionId, count]) => [
      positionId,
      seatList(count, rows.filter((row) => row.positionId === positionId).map(({ seat, ...participant }) => ({ seat, participant: strip(participant) }))),
    ]),
  );
}

const strip = ({ firstName, lastName, email, chamberId, memberNumber, self }: Participant): Participant => ({
  firstName, lastName, email, chamberId, memberNumber, self,
});

/**
 * Refuses (409 PARTICIPANT_TWICE) an e-mail that is a current participant of `scheduleId` in another
 * position than `exceptPositionId`: a person takes one seat of a date, across all orders.
 */
export async function refuseBookedElsewhere(
  db: Queryable,
  scheduleId: number,
  participants: readonly (Participant | null)[],
  field: string | undefined,
  exceptPositionId: number | null = null,
): Promise<void> {
  const emails = participants.flatMap((participant) => (participant ? [emailKey(participant.email)] : []));
  if (emails.length === 0) return;
  const [taken] = await db.query<{ email: string }>(
    `select lower(email) as email from order_participant
      where schedule_id = $1 and lower(email) = any($2::text[]) and ${CURRENT}
        and ($3::bigint is null or order_position_id <> $3::bigint)
      order by id limit 1`,
    [scheduleId, emails, exceptPositionId],
  );
  if (!taken) return;
  const index = participants.findIndex((participant) => participant !== null && emailKey(participant.email) === taken.email);
  throw bookedTwice(participants[index]!.email, field === undefined ? undefined : `${field}.${index}.email`);
}

/** Whether a database error is the unique index "one person once per date" (a concurrent booking won). */
export function isDateEmailConflict(error: unknown): boolean {
  const fault = error as { code?: string; constraint?: string; message?: string } | null;
  return (
    fault?.code === '23505' &&
    `${fault.constraint ?? ''} ${fault.message ?? ''}`.includes('order_participant_date_email_key')
  );
}

/** Inserts a participant of a seat; answers its id. */
export async function insertParticipant(
  tx: Queryable,
  positionId: number,
  scheduleId: number,
  seat: number,
  participant: Participant,
): Promise<number> {
  try {
    const [row] = await tx.query<{ id: number }>(
      `insert into order_participant (order_position_id, schedule_id, seat, first_name, last_name, email, chamber_id, member_number, is_buyer)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int as id`,
      [
        positionId,
        scheduleId,
        seat,
        participant.firstName,
        participant.lastName,
        participant.email,
        participant.chamberId,
        participant.memberNumber,
        participant.self,
      ],
    );
    return Number(row!.id);
  } catch (error) {
    if (isDateEmailConflict(error)) throw bookedTwice(participant.email);
    throw error;
  }
}

/** Marks current participants replaced (the seat named anew or unnamed); the rows stay. */
export async function markReplaced(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(`update order_participant set replaced_at = now() where id = any($1::bigint[]) and ${CURRENT}`, [ids]);
}

export async function linkSuccessor(tx: Queryable, replacedId: number, successorId: number): Promise<void> {
  await tx.query('update order_participant set replaced_by_id = $2 where id = $1', [replacedId, successorId]);
}

/** A withdrawal gives the seats back (services/withdrawal/release.ts): the persons may be booked on that date again. */
export async function releaseParticipants(tx: Queryable, positionIds: readonly number[]): Promise<void> {
  if (positionIds.length === 0) return;
  await tx.query(`update order_participant set released_at = now() where order_position_id = any($1::bigint[]) and ${CURRENT}`, [
    positionIds,
  ]);
}
