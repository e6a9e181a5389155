/**
 * What the participants form shows for a refused request (issue 25 §1): a refusal naming an entry
 * (`participants.N.email` …) shows at that field of the form (`seats.N.email`); one about the whole
 * position (naming closed, the date started, withdrawn, cancelled) and a failed call show above the
 * buttons.
 */
import type { FailedCall } from '../../lib/api-error';

export type Refusal =
  | { kind: 'field'; field: string; code: string }
  | { kind: 'closed'; closedOn: string | null }
  | { kind: 'started'; startDate: string | null }
  | { kind: 'position'; code: 'POSITION_WITHDRAWN' | 'ORDER_CANCELLED' }
  | { kind: 'twice'; email: string }
  | { kind: 'failed' };

const ENTRY_FIELD = /^participants\.(\d+)\.(firstName|lastName|email|chamberId|memberNumber|self)$/;

export function refusalOf({ status, body }: FailedCall): Refusal {
  if (!body || (status !== 409 && status !== 422)) return { kind: 'failed' };
  if (body.code === 'NAMING_CLOSED') {
    const closedOn = (body as { closedOn?: unknown }).closedOn;
    return { kind: 'closed', closedOn: typeof closedOn === 'string' ? closedOn : null };
  }
  // From the start day on not even a substitute is taken (issue 25 §6).
  if (body.code === 'SUBSTITUTION_CLOSED') {
    const startDate = (body as { startDate?: unknown }).startDate;
    return { kind: 'started', startDate: typeof startDate === 'string' ? startDate : null };
  }
  if (body.code === 'POSITION_WITHDRAWN' || body.code === 'ORDER_CANCELLED')
    return { kind: 'position', code: body.code };
  const match = body.field ? ENTRY_FIELD.exec(body.field) : null;
  if (match) return { kind: 'field', field: `seats.${match[1]}.${match[2]}`, code: body.code };
  // A booking that won a race for the same person names the address, not the entry.
  const email = (body as { email?: unknown }).email;
  if (body.code === 'PARTICIPANT_TWICE' && typeof email === 'string') return { kind: 'twice', email };
  return { kind: 'failed' };
}
