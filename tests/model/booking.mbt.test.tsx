/**
 * Model-based test of a booking's panel in "Meine Kurse": every generated path of the booking machine
 * drives the real panel (the real view and actor layer; only the three API calls answered through
 * deferred promises), and every state checks what the panel shows, what the running call was asked,
 * and — by the harness — that the panel's controls are exactly the events the machine accepts.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { bookingMachine, type BookingContext, type CancellationCall, type RebookingCall } from '../../machines/booking.machine';
import { BOOKING_SAMPLE_POSITION, bookingModel, freeBooking } from '../../machines/booking.model';
import { bookingLogic, type BookingLogic } from '../../src/actors/booking';
import { BookingPanel } from '../../src/components/booking/BookingPanel';
import { addAccountTexts } from '../../src/lib/account-texts';
import { TextsProvider } from '../../src/lib/texts';
import type { BookingView, CancellationReceipt, RebookingReceipt } from '../../src/shared/booking';
import { deferredActor } from '../support/flow-actors';
import { flowModel, type FlowTestOptions } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';
import { useMswServer } from '../web/support/msw';

// No request may leave the test: the calls are answered by the deferred actors.
useMswServer();

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as BookingContext;
const text = () => document.body.textContent!.replace(/\u00a0/g, ' ');

async function setup() {
  const bookings = deferredActor<BookingView, { positionId: number }>('loadBooking');
  const cancellations = deferredActor<CancellationReceipt, CancellationCall>('cancelBooking');
  const rebookings = deferredActor<RebookingReceipt, RebookingCall>('rebookBooking');
  const reportError = vi.fn();
  const onChanged = vi.fn();
  const logic = bookingLogic().provide({
    actors: { loadBooking: bookings.logic, cancelBooking: cancellations.logic, rebookBooking: rebookings.logic },
    actions: { reportError },
  });
  const holder: { actor?: ActorRefFrom<BookingLogic> } = {};
  const i18n = await i18nFor('de');
  await addAccountTexts(i18n);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <BookingPanel positionId={BOOKING_SAMPLE_POSITION} language="de" logic={logic} onChanged={onChanged} onActor={(actor) => (holder.actor = actor)} />
        ),
      },
    ],
    { initialEntries: ['/customer-dashboard/meine-kurse'] },
  );
  render(
    <TextsProvider i18n={i18n}>
      <RouterProvider router={router} />
    </TextsProvider>,
  );
  await waitFor(() => expect(holder.actor).toBeDefined());
  return { bookings, cancellations, rebookings, reportError, onChanged, user: userEvent.setup(), actor: () => holder.actor! };
}
type Sut = Awaited<ReturnType<typeof setup>>;

const button = (name: string | RegExp) => screen.getByRole('button', { name });

const options: FlowTestOptions<Sut> = {
  setup,
  events: {
    'xstate.done.actor.loadBooking': ({ bookings }, { event }) => bookings.resolve(event.output),
    'xstate.error.actor.loadBooking': async ({ bookings, reportError }, { event }) => {
      await bookings.reject(event.error);
      expect(reportError).toHaveBeenLastCalledWith(expect.anything(), { error: event.error });
    },
    'user.cancel': ({ user }) => user.click(button('Buchung stornieren')),
    'user.rebook': ({ user }) => user.click(button('Umbuchen')),
    'user.chooseDate': async ({ user }, { event }) => {
      const date = freeBooking.rebooking.dates.find((one) => one.scheduleId === event.scheduleId)!;
      const day = date.startDate.split('-').reverse().join('.');
      await user.click(button(`Termin am ${day} wählen`));
    },
    // "Kostenfrei stornieren", "Kostenpflichtig stornieren", "Umbuchung bestätigen" or "Fertig": the one the state offers.
    'user.confirm': ({ user }) => user.click(button(/^(Kostenfrei stornieren|Kostenpflichtig stornieren|Umbuchung bestätigen|Fertig)$/)),
    'user.back': ({ user }) => user.click(button('Zurück')),
    'user.retry': ({ user }) => user.click(button('Erneut versuchen')),
    'xstate.done.actor.cancelBooking': ({ cancellations }, { event }) => cancellations.resolve(event.output),
    'xstate.error.actor.cancelBooking': ({ cancellations }, { event }) => cancellations.reject(event.error),
    'xstate.done.actor.rebookBooking': ({ rebookings }, { event }) => rebookings.resolve(event.output),
    'xstate.error.actor.rebookBooking': ({ rebookings }, { event }) => rebookings.reject(event.error),
  },
  states: {
    '*': async (sut: Sut, snapshot) => {
      await waitFor(() => expect(sut.actor().getSnapshot().value).toEqual(snapshot.value));
      // Exactly one call runs while the flow waits, none otherwise.
      const running = [sut.bookings, sut.cancellations, sut.rebookings].flatMap((actor) =>
        actor.calls.filter((call) => !call.deferred.settled && !call.signal.aborted),
      );
      expect(running).toHaveLength(snapshot.hasTag('loading') ? 1 : 0);
      if (!snapshot.hasTag('error')) expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    loading: ({ bookings }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Die Buchung wird geladen …');
      expect(bookings.current().input).toEqual({ positionId: BOOKING_SAMPLE_POSITION });
    },
    loadFailed: () => expect(screen.getByRole('alert')).toHaveTextContent('Die Buchung konnte nicht geladen werden.'),
    booked: (_, snapshot) => {
      const { booking } = context(snapshot);
      if (booking!.cancellation.refusal === null && booking!.cancellation.feePercent === 0) {
        expect(text()).toContain('Eine Stornierung ist bis 11.12.2026 kostenfrei (§ 4 AGB).');
      } else if (booking!.cancellation.refusal === null) {
        expect(text()).toContain('Eine Stornierung kostet jetzt 50 % des Preises (§ 4 AGB).');
        expect(text()).toContain('Umbuchen war bis 11.12.2026 kostenfrei möglich');
      } else {
        expect(text()).toContain('Der Kurs hat begonnen');
      }
    },
    confirmingCancellation: (_, snapshot) => {
      const { booking, failure } = context(snapshot);
      const late = booking!.cancellation.feeCents > 0;
      // The fee and the refund before anything is sent.
      expect(text()).toContain(late ? 'Stornogebühr (50 %)178,50 €' : 'Stornogebühr0,00 €');
      expect(text()).toContain(`Erstattung${late ? '178,50 €' : '357,00 €'}`);
      expect(button(late ? 'Kostenpflichtig stornieren' : 'Kostenfrei stornieren')).toBeEnabled();
      if (failure?.code === 'FEE_CHANGED') expect(text()).toContain('Die Stornogebühr hat sich inzwischen geändert.');
    },
    cancelling: ({ cancellations }, snapshot) => {
      const { booking, requestNumber } = context(snapshot);
      expect(cancellations.current().input).toEqual({
        positionId: BOOKING_SAMPLE_POSITION,
        expectedFeeCents: booking!.cancellation.feeCents,
        language: 'de',
        requestNumber,
      });
      expect(screen.getByRole('status')).toHaveTextContent('Die Stornierung wird gesendet …');
    },
    cancelFailed: () => expect(screen.getByRole('alert')).toHaveTextContent('Die Stornierung konnte nicht gesendet werden.'),
    cancelled: (sut, snapshot) => {
      expect(screen.getByRole('status')).toHaveTextContent('Storniert am 29.11.2026');
      if (context(snapshot).cancellation) {
        expect(text()).toContain('357,00 € werden auf das Konto überwiesen, von dem Sie gezahlt haben.');
        expect(button('Rechnungskorrektur RK-2026-000004 (PDF)')).toBeEnabled();
        expect(sut.onChanged).toHaveBeenCalled();
      } else {
        expect(button('Rechnungskorrektur (PDF)')).toBeEnabled();
      }
    },
    choosingDate: (_, snapshot) => {
      const list = screen.getByRole('list');
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      // The full date offers its waiting list (the course page), not a choice.
      const waitingLists = within(list).getAllByRole('link', { name: 'Ausgebucht – Warteliste' });
      for (const link of waitingLists) expect(link).toHaveAttribute('href', freeBooking.coursePath);
      // A date too full for the booking's places offers its waiting list, a date with room a choice
      // (a date that filled up meanwhile stays full in the list).
      const { booking, failure } = context(snapshot);
      const fits = booking!.rebooking.dates.filter((date) => date.freePlaces >= booking!.seats);
      expect(waitingLists).toHaveLength(booking!.rebooking.dates.length - fits.length);
      expect(screen.queryAllByRole('button', { name: /wählen$/ })).toHaveLength(fits.length);
      if (failure?.code === 'SCHEDULE_FULL') expect(text()).toContain('Dieser Termin ist inzwischen ausgebucht.');
    },
    confirmingRebooking: () => {
      expect(text()).toContain('Bisheriger Termin08.01.2027, Köln');
      expect(text()).toContain('Neuer Termin12.02.2027, Berlin');
      expect(text()).toContain('Die Umbuchung ist kostenfrei');
    },
    rebooking: ({ rebookings }, snapshot) => {
      const { requestNumber } = context(snapshot);
      expect(rebookings.current().input).toEqual({
        positionId: BOOKING_SAMPLE_POSITION, scheduleId: 71, expectedChargeCents: 0, language: 'de', requestNumber,
      });
      expect(screen.getByRole('status')).toHaveTextContent('Die Umbuchung wird gesendet …');
    },
    rebookFailed: () => expect(screen.getByRole('alert')).toHaveTextContent('Die Umbuchung konnte nicht gesendet werden.'),
    rebooked: (sut) => {
      expect(screen.getByRole('status')).toHaveTextContent('Umgebucht auf 12.02.2027, Berlin');
      expect(sut.onChanged).toHaveBeenCalled();
    },
    withdrawn: () => expect(text()).toContain('Diese Buchung wurde widerrufen.'),
    attended: () => expect(text()).toContain('Der Kurs hat stattgefunden.'),
    absent: () => expect(text()).toContain('Der Kurs hat ohne Sie stattgefunden.'),
  },
  teardown: () => cleanup(),
};

const flow = flowModel({ machine: bookingMachine, model: bookingModel }, options);

describe('booking model', () => {
  flow.testPaths();
  flow.testCoverage();
});

describe('booking panel beyond the model', () => {
  it('a retry after a failed cancellation sends the same request number, a new confirmation a new one', async () => {
    const sut = await setup();
    await sut.bookings.resolve(freeBooking);
    await sut.user.click(button('Buchung stornieren'));
    await sut.user.click(button('Kostenfrei stornieren'));
    expect(sut.cancellations.current().input.requestNumber).toBe(1);
    await sut.cancellations.reject(new Error('Failed to fetch'));
    await sut.user.click(button('Erneut versuchen'));
    expect(sut.cancellations.current().input.requestNumber).toBe(1);
    await sut.cancellations.reject(new Error('Failed to fetch'));
    await sut.user.click(button('Zurück'));
    await sut.user.click(button('Buchung stornieren'));
    await sut.user.click(button('Kostenfrei stornieren'));
    expect(sut.cancellations.current().input.requestNumber).toBe(2);
    cleanup();
  });
});
