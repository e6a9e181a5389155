/**
 * What the participants step of both order flows shows for a refusal (issue 25 §1): an entry the
 * server refused (`positions.N.participants.M.email` …) at its field of the form
 * (`positions.N.seats.M.email`), with a notice pointing there; a person already booked on the date by another order (409
 * PARTICIPANT_TWICE names the e-mail); placing refused names for more seats than a date books (409
 * PARTICIPANTS_EXCEED_SEATS); anything else as "not saved".
 */
import { errorNotice, type ParticipantsStepView, type StepNotice } from '../steps/step-view';

/** What the view-models read of a flow's failure. */
export interface ParticipantsFailure {
  code: string | null;
  field?: string | null;
  email?: string | null;
}

const ENTRY_FIELD = /^positions\.(\d+)\.participants\.(\d+)\.(firstName|lastName|email|chamberId|memberNumber|self)$/;

export function participantsRefusal<E extends string>(
  failure: ParticipantsFailure | null,
  refused: boolean,
): Pick<ParticipantsStepView<E>, 'fieldError' | 'notice'> {
  // Sent back from placing: the seats of a date were reduced below the people named for them.
  if (failure?.code === 'PARTICIPANTS_EXCEED_SEATS') {
    return { fieldError: null, notice: errorNotice('checkout.participants.exceedSeats') };
  }
  if (!refused || !failure) return { fieldError: null, notice: null };
  const entry = failure.field ? ENTRY_FIELD.exec(failure.field) : null;
  if (entry && failure.code) {
    return {
      fieldError: { field: `positions.${entry[1]}.seats.${entry[2]}.${entry[3]}`, code: failure.code },
      notice: errorNotice('checkout.participants.checkField'),
    };
  }
  const notice: StepNotice<E> =
    failure.code === 'PARTICIPANT_TWICE' && failure.email
      ? errorNotice('checkout.participants.twiceElsewhere', [], { email: failure.email })
      : errorNotice('checkout.participants.saveFailed');
  return { fieldError: null, notice };
}
