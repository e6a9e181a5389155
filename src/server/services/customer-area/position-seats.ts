/**
 * A bought course position's seats as the pages that name or replace participants need them (issue 25
 * §1, §6): who takes each seat, the day naming closes and the day substituting closes. One reading for
 * the buyer's "Meine Kurse" (orders.ts) and the office manager's "Kanzlei" (services/firm/views.ts), so
 * both offer the same form with the same deadlines as services/participants/later.ts enforces.
 */
import type { SeatParticipant } from '../../../shared/participants.ts';
import type { Queryable } from '../../db/database.ts';
import { namingClosesOn, seatsOfPositions, substitutionClosesOn } from '../participants/index.ts';

export interface PositionSeats {
  participants: SeatParticipant[];
  /** The day naming closes; null without a date. */
  participantsClosedOn: string | null;
  /** The day substituting closes (the start); null without a date. */
  substitutionClosedOn: string | null;
}

interface SeatedPosition {
  positionId: number;
  kind: 'COURSE' | 'PACKAGE';
  /** Absent: one seat. */
  seats?: number;
  startDate: string | null;
}

/** The seats of the course positions among `positions`, by position id (packages have none). */
export async function seatsOfCourses(
  db: Queryable,
  positions: readonly SeatedPosition[],
  namingClosesDaysBefore: number,
): Promise<Map<number, PositionSeats>> {
  const courses = positions.filter((position) => position.kind === 'COURSE');
  const seats = await seatsOfPositions(db, new Map(courses.map((position) => [position.positionId, position.seats ?? 1])));
  return new Map(
    courses.flatMap(({ positionId, startDate }) => {
      const participants = seats.get(positionId);
      if (!participants) return [];
      return [[positionId, {
        participants,
        participantsClosedOn: startDate ? namingClosesOn(startDate, namingClosesDaysBefore) : null,
        substitutionClosedOn: startDate ? substitutionClosesOn(startDate) : null,
      }] as const];
    }),
  );
}
