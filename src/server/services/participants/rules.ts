/**
 * The rules of naming participants (issue 25 §1), the same at checkout and after the order: what a
 * seat's entry may be, and the refusals — 422 naming the field, so nothing is written:
 * - TOO_MANY_PARTICIPANTS: more entries than the position has seats;
 * - PARTICIPANT_INCOMPLETE: a person without first name, last name or e-mail; INVALID_PARTICIPANT:
 *   "self" together with names (self means the buyer's name and e-mail);
 * - EMAIL_INVALID: not an address (services/email-address.ts, as the buyer's e-mail);
 * - SELF_TWICE: "Ich nehme selbst teil" for two seats of one position (the buyer is one person);
 * - PARTICIPANT_TWICE: the same e-mail twice in one position (one date), with `email`;
 * - CHAMBER_UNKNOWN: a chamber id that is not in the chamber table (GET /api/chambers).
 * Names and member numbers are single lines (the schema); here they are trimmed.
 */
import type { BuyerData } from '../../../shared/order.ts';
import type { Participant } from '../../../shared/participants.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { isEmailAddress } from '../email-address.ts';

/** A seat's entry as the schema lets it through: every property optional, or null. */
export interface EntryInput {
  self?: true;
  firstName?: string;
  lastName?: string;
  email?: string;
  chamberId?: number | null;
  memberNumber?: string | null;
}

/** Whose name and e-mail "self" copies: the buyer of the checkout or order. */
export type SelfSource = Pick<BuyerData, 'firstName' | 'lastName' | 'email'>;

const refuse = (code: string, field: string, text: string, details?: Record<string, unknown>) =>
  new HttpError(422, code, `${field}: ${text}`, field, details);

/** Two participants are the same person on a date when their e-mails match, whatever the case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

function participantOf(entry: EntryInput, self: SelfSource | undefined, field: string): Participant {
  const extra = {
    chamberId: entry.chamberId ?? null,
    memberNumber: entry.memberNumber?.trim() ? entry.memberNumber.trim() : null,
  };
  if (entry.self === true) {
    const named = (['firstName', 'lastName', 'email'] as const).find((key) => entry[key] !== undefined);
    if (named) {
      throw refuse('INVALID_PARTICIPANT', `${field}.${named}`, '"self" names the buyer: leave out first name, last name and e-mail');
    }
    if (!self) throw new HttpError(412, 'CUSTOMER_INCOMPLETE', `${field}.self: the buyer's first and last name are needed first (PUT /api/order/customer)`, `${field}.self`);
    return { firstName: self.firstName, lastName: self.lastName, email: self.email.trim(), ...extra, self: true };
  }
  const missing = (['firstName', 'lastName', 'email'] as const).find((key) => entry[key] === undefined);
  if (missing) throw refuse('PARTICIPANT_INCOMPLETE', `${field}.${missing}`, 'a participant needs first name, last name and e-mail (or "self": true)');
  const email = entry.email!.trim();
  if (!isEmailAddress(email)) throw refuse('EMAIL_INVALID', `${field}.email`, 'not a valid e-mail address');
  return { firstName: entry.firstName!.trim(), lastName: entry.lastName!.trim(), email, ...extra, self: false };
}

/**
 * The entries of one position checked and normalized, in seat order (index 0 = seat 1); null: not
 * named. `field` is the path of the participants array ('positions.0.participants' or 'participants').
 */
export async function checkEntries(
  db: Queryable,
  entries: readonly (EntryInput | null)[],
  seats: number,
  self: SelfSource | undefined,
  field: string,
): Promise<(Participant | null)[]> {
  if (entries.length > seats) {
    throw refuse('TOO_MANY_PARTICIPANTS', field, `the position has ${seats} ${seats === 1 ? 'seat' : 'seats'}, ${entries.length} participants were given`);
  }
  const selfSeats = entries.flatMap((entry, index) => (entry?.self === true ? [index] : []));
  if (selfSeats.length > 1) {
    throw refuse('SELF_TWICE', `${field}.${selfSeats[1]}.self`, '"Ich nehme selbst teil" / "I take part myself" can name only one seat of a position');
  }
  const participants = entries.map((entry, index) => (entry === null ? null : participantOf(entry, self, `${field}.${index}`)));
  const seen = new Map<string, number>();
  participants.forEach((participant, index) => {
    if (!participant) return;
    const key = emailKey(participant.email);
    if (seen.has(key)) {
      throw refuse('PARTICIPANT_TWICE', `${field}.${index}.email`, `${participant.email} is named twice for this date (seats ${seen.get(key)! + 1} and ${index + 1})`, {
        email: participant.email,
      });
    }
    seen.set(key, index);
  });
  const chambers = [...new Set(participants.flatMap((participant) => (participant?.chamberId != null ? [participant.chamberId] : [])))];
  if (chambers.length > 0) {
    const known = new Set(
      (await db.query<{ id: number }>('select id from chamber where id = any($1::int[])', [chambers])).map((row) => Number(row.id)),
    );
    const index = participants.findIndex((participant) => participant?.chamberId != null && !known.has(participant.chamberId));
    if (index >= 0) {
      throw refuse('CHAMBER_UNKNOWN', `${field}.${index}.chamberId`, `chamber ${participants[index]!.chamberId} is not one of GET /api/chambers`);
    }
  }
  return participants;
}

/** Trailing unnamed seats are not stored. */
export function trimUnnamed(participants: readonly (Participant | null)[]): (Participant | null)[] {
  let end = participants.length;
  while (end > 0 && participants[end - 1] === null) end -= 1;
  return participants.slice(0, end);
}

/** The participant named twice on a date: 409 PARTICIPANT_TWICE with the e-mail. */
export const bookedTwice = (email: string, field?: string) =>
  new HttpError(
    409,
    'PARTICIPANT_TWICE',
    `${field ? `${field}: ` : ''}${email} already takes part in this date (another booking names them); a person can take only one seat of a date`,
    field,
    { email },
  );
