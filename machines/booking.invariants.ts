/** The rules every path of a booking after the order keeps (machines/flow-invariants.ts). */
import type { BookingContext } from './booking.machine';
import { last, type FlowInvariant, type InvariantStep } from './flow-invariants';

const contextOf = (step: InvariantStep) => step.state.context as BookingContext;
const previous = (steps: readonly InvariantStep[]) => steps[steps.length - 2];
/** States with a rebooking date chosen: it must be one the booking offered, with room for its places. */
const WITH_DATE = ['confirmingRebooking', 'rebooking', 'rebookFailed'];

export const bookingInvariants: readonly FlowInvariant[] = [
  {
    id: 'changeOnlyAfterItsCostWasShown',
    de: 'Storniert oder umgebucht wird nur nach dem Bestätigen dessen, was es kostet: die Stornierung nur aus der Ansicht mit Gebühr und Erstattung („Stornieren“) oder ihrer Wiederholung, die Umbuchung nur aus der Ansicht mit altem und neuem Termin oder ihrer Wiederholung.',
    en: 'A cancellation or rebooking is sent only after what it costs was confirmed: the cancellation only from the view with fee and refund (or its retry), the rebooking only from the view with the old and the new date (or its retry).',
    holds: (steps) => {
      const state = last(steps);
      const before = previous(steps);
      const event = steps.at(-1)!.event.type;
      if (state.matches('cancelling')) {
        return (
          (before?.state.matches('confirmingCancellation') === true && event === 'user.confirm') ||
          (before?.state.matches('cancelFailed') === true && event === 'user.retry')
        );
      }
      if (state.matches('rebooking')) {
        return (
          (before?.state.matches('confirmingRebooking') === true && event === 'user.confirm') ||
          (before?.state.matches('rebookFailed') === true && event === 'user.retry')
        );
      }
      return true;
    },
  },
  {
    id: 'onlyWhatTheTermsAllow',
    de: 'Angeboten wird nur, was die Bedingungen heute erlauben: die Stornierung nur für eine gebuchte Buchung ohne Ablehnungsgrund, die Umbuchung nur für eine gebuchte Buchung, die umgebucht werden kann, und nur auf einen angebotenen Termin mit genug freien Plätzen für alle ihre Plätze.',
    en: 'Only what the terms allow today is offered: cancelling only a booked booking without a refusal, rebooking only a booked booking that can be rebooked, and only to an offered date with enough free places for all of its places.',
    holds: (steps) => {
      const state = last(steps);
      const { booking, date } = contextOf(steps.at(-1)!);
      if (state.matches('confirmingCancellation')) return booking?.status === 'BOOKED' && booking.cancellation.refusal === null;
      if (state.matches('choosingDate')) return booking?.status === 'BOOKED' && booking.rebooking.refusal === null;
      if (WITH_DATE.some((value) => state.matches(value))) {
        const offered = booking?.rebooking.dates.find((one) => one.scheduleId === date?.scheduleId);
        return offered !== undefined && booking!.rebooking.refusal === null && offered.freePlaces >= booking!.seats;
      }
      return true;
    },
  },
  {
    id: 'oneChangePerKey',
    de: 'Eine Änderung wird je Idempotency-Key höchstens einmal gesendet: jedes Bestätigen bekommt eine neue Anfragenummer (und damit einen neuen Schlüssel), „Erneut versuchen“ sendet dieselbe.',
    en: 'A change is sent at most once per Idempotency-Key: every confirmation gets a new request number (and so a new key), "Erneut versuchen" sends the same one.',
    holds: (steps) => {
      const step = steps.at(-1)!;
      const before = previous(steps);
      if (!before || !(step.state.matches('cancelling') || step.state.matches('rebooking'))) return true;
      const number = contextOf(step).requestNumber;
      const earlier = contextOf(before).requestNumber;
      if (step.event.type === 'user.confirm') return number === earlier + 1;
      if (step.event.type === 'user.retry') return number === earlier && number > 0;
      return false;
    },
  },
  {
    id: 'everyWaitEnds',
    de: 'Jedes Warten endet mit Inhalt oder einem Fehler mit „Erneut versuchen“: ein Fehlerzustand nennt den Fehler und nimmt „Erneut versuchen“ an; ein fehlgeschlagener Aufruf führt in einen solchen Zustand, oder mit seinem Grund zurück zur Auswahl (neue Gebühr, Termin inzwischen ausgebucht).',
    en: 'Every wait ends in content or an error with "Erneut versuchen": an error state names the failure and accepts "Erneut versuchen"; a failed call leads to such a state, or back to the choice with its reason (a new fee, a date full meanwhile).',
    holds: (steps) => {
      const state = last(steps);
      const context = contextOf(steps.at(-1)!);
      if (state.hasTag('error') && (context.failure === null || !state.can({ type: 'user.retry' }))) return false;
      if (state.hasTag('error') && state.hasTag('loading')) return false;
      const before = previous(steps);
      if (before?.state.hasTag('loading') && steps.at(-1)!.event.type.startsWith('xstate.error.actor.')) {
        return state.hasTag('error') || (context.failure !== null && (state.matches('confirmingCancellation') || state.matches('choosingDate')));
      }
      return true;
    },
  },
  {
    id: 'stageAsTheServerSaysIt',
    de: 'Die Buchung erscheint in der Stufe, die der Server nennt: „gebucht“ nur für eine gebuchte, „storniert“ nur nach einer Stornierung (geladen oder eben bestätigt), „widerrufen“, „teilgenommen“ und „nicht teilgenommen“ nur mit diesem Stand.',
    en: 'The booking is shown at the stage the server names: "booked" only for a booked one, "cancelled" only after a cancellation (loaded or just confirmed), "withdrawn", "attended" and "absent" only with that status.',
    holds: (steps) => {
      const state = last(steps);
      const { booking, cancellation } = contextOf(steps.at(-1)!);
      if (state.matches('booked')) return booking?.status === 'BOOKED';
      if (state.matches('cancelled')) return booking?.status === 'CANCELLED' || cancellation !== null;
      if (state.matches('withdrawn')) return booking?.status === 'WITHDRAWN';
      if (state.matches('attended')) return booking?.status === 'ATTENDED';
      if (state.matches('absent')) return booking?.status === 'ABSENT';
      return true;
    },
  },
];
