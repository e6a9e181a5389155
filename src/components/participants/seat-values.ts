/**
 * The participants form's values and the request entries they stand for (issue 25 §1): one row per
 * seat, in seat order. A row left empty is a seat not named yet (null); "Ich nehme selbst teil" is
 * `{ self: true }` (the server copies the buyer's name and e-mail). Pure, so the rules the form checks
 * and the body it sends are tested without a browser.
 */
import type { ParticipantEntry, SeatParticipant } from '../../shared/participants';

export interface SeatValues {
  self: boolean;
  firstName: string;
  lastName: string;
  email: string;
  /** The chamber's id as the select holds it; '' none. */
  chamberId: string;
  memberNumber: string;
}

export interface ParticipantsValues {
  seats: SeatValues[];
}

const EMPTY: SeatValues = { self: false, firstName: '', lastName: '', email: '', chamberId: '', memberNumber: '' };

/** The form's rows for `seats` places from what is stored (missing seats: empty rows). */
export function valuesOf(seats: number, stored: readonly SeatParticipant[] = []): ParticipantsValues {
  return {
    seats: Array.from({ length: seats }, (_, index) => {
      const participant = stored.find((entry) => entry.seat === index + 1)?.participant;
      if (!participant) return { ...EMPTY };
      return {
        self: participant.self,
        firstName: participant.firstName,
        lastName: participant.lastName,
        email: participant.email,
        chamberId: participant.chamberId === null ? '' : String(participant.chamberId),
        memberNumber: participant.memberNumber ?? '',
      };
    }),
  };
}

/**
 * Formik hands its validation an empty field as undefined (prepareDataForValidation), so the rules
 * read the values through these two.
 */
const blank = (value: string | undefined): boolean => (value ?? '').trim() === '';
const emailKey = (row: SeatValues): string => (row.email ?? '').trim().toLowerCase();

/** Whether the row names nobody (every field blank, not "Ich nehme selbst teil"). */
export const isBlank = (row: SeatValues): boolean =>
  !row.self && [row.firstName, row.lastName, row.email, row.chamberId, row.memberNumber].every(blank);

/** The request's entries, trimmed: blank rows null; trailing nulls kept (they say "not named"). */
export function entriesOf(values: ParticipantsValues): ParticipantEntry[] {
  return values.seats.map((row): ParticipantEntry => {
    if (row.self) return { self: true };
    if (isBlank(row)) return null;
    return {
      firstName: row.firstName.trim(),
      lastName: row.lastName.trim(),
      email: row.email.trim(),
      chamberId: row.chamberId === '' ? null : Number(row.chamberId),
      memberNumber: row.memberNumber.trim() === '' ? null : row.memberNumber.trim(),
    };
  });
}

/** The index of the first earlier row with the same e-mail (case-insensitive), or -1. */
export function earlierSameEmail(rows: readonly SeatValues[], index: number): number {
  const row = rows[index];
  if (!row || row.self || blank(row.email)) return -1;
  return rows.findIndex((other, at) => at < index && !other.self && emailKey(other) === emailKey(row));
}
