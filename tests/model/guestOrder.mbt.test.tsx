/**
 * Model-based test of the guest order flow: every generated path of the guestOrder machine drives the
 * real route module (/guest-order/:step) with the real step views, inside the real composition root
 * (src/app/system.ts: the global cart actor, the HTTP client with the order token as X-Order). The
 * real actors (src/actors/guestOrder.ts) make the real calls; msw answers them at the network boundary
 * as the path says (each answer held until the path's done/error event). Only what leaves the page is
 * a stand-in: the sign-in (a deferred port), the payment page and the way to the cart.
 *
 * A reload is a fresh render: the path's first answer decides what sessionStorage holds and which
 * step the URL names (a stored order token, a completed order, the payment page's return).
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import type { AnyMachineSnapshot } from 'xstate';
import { beforeAll, describe, expect, vi } from 'vitest';
import {
  guestOrderMachine, isGuestOrderStep, type GuestOrderContext, type GuestOrderStep, type OrderFailure, type ResumedCheckout,
} from '../../machines/guestOrder.machine';
import { guestOrderModel, MODEL_BUYER, MODEL_CART, MODEL_PARTICIPANTS_REQUEST } from '../../machines/guestOrder.model';
import { guestOrderLogic } from '../../src/actors/guestOrder';
import { GuestOrderPage } from '../../src/features/checkout/guest/GuestOrderPage';
import type { GuestOrderActor } from '../../src/features/checkout/guest/GuestSteps';
import { formatCents } from '../../src/lib/format';
import { GUEST_ORDER_KEYS } from '../../src/lib/guest-order-storage';
import { SiteProvider } from '../../src/lib/site-context';
import { SystemProvider } from '../../src/state/system-context';
import { STORAGE_KEYS } from '../../src/shared/constants';
import type { Order } from '../../src/shared/order';
import type { ParticipantsStepData } from '../../src/shared/participants';
import { deferred, type Deferred } from '../support/deferred';
import { eventually, settle } from '../support/flow-actors';
import { flowModel, type FlowPath } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';
import { startSystem, testSite } from '../support/system';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();

const TOKEN = 'ot_4f1c9a7e2b6d8053';
const LOCAL_CART = { positions: [{ courseId: 101, scheduleId: 1011, priceLevelId: 10111 }], voucherCodes: ['SOMMER10'] };
const PROOF_FILE = () => new File(['%PDF-1.4 Zulassung'], 'zulassung.pdf', { type: 'application/pdf' });

/** Money as Testing Library compares text (the no-break space before € normalised). */
const euro = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

interface HeldCall {
  key: string;
  body: unknown;
  headers: Headers;
  answer: Deferred<Response>;
}

/** The step a resumed checkout's URL names: where the shopper reloaded (or the payment page returned to). */
function reloadedAt(resumed: ResumedCheckout): GuestOrderStep {
  if (resumed.order?.next === 'COMPLETE') return 'guest-order-complete';
  if (resumed.order?.next === 'FILE_UPLOAD') return 'file-upload';
  if (resumed.order?.next === 'PAYMENT') return 'payment';
  if (resumed.order) return 'payment-selection';
  if (resumed.atParticipants) return 'participants';
  return resumed.atSummary ? 'guest-summary' : 'guest';
}

async function renderGuestOrder(path: FlowPath) {
  // What the browser holds before this (re)load, from the path's first answer.
  const first = path.steps[1]?.event;
  const resumed = first?.type === 'xstate.done.actor.resumeCheckout' ? ((first as unknown as { output: ResumedCheckout }).output) : null;
  const noToken = resumed !== null && resumed.checkout === null;
  if (!noToken) sessionStorage.setItem(GUEST_ORDER_KEYS.orderToken, TOKEN);
  if (resumed?.order && noToken) sessionStorage.setItem(GUEST_ORDER_KEYS.completedOrder, JSON.stringify(resumed.order));
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));

  // The server: every guest order call is held until the path answers it; an answered failure is
  // repeated for the client's own retries until the flow has taken it in.
  const calls: HeldCall[] = [];
  const repeated = new Map<string, () => Response>();
  const hold = async ({ request }: { request: Request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const again = repeated.get(key);
    if (again) return again();
    const body = request.method === 'GET' ? null : request.headers.get('content-type')?.includes('json') ? await request.json() : await request.formData();
    const call: HeldCall = { key, body, headers: request.headers, answer: deferred() };
    calls.push(call);
    return call.answer.promise;
  };
  server.use(
    mswHttp.all('/api/guest-order/*', hold),
    mswHttp.get('/api/cart/payment-methods', hold),
    mswHttp.get('/api/chambers', hold),
    mswHttp.post('/api/cart', () => HttpResponse.json(MODEL_CART)),
  );

  const step = resumed ? reloadedAt(resumed) : 'guest';
  const holder: { actor?: GuestOrderActor } = {};
  const onActor = (actor: GuestOrderActor) => (holder.actor = actor);
  const signIn = { calls: [] as string[], attempt: deferred<void>() };
  const leave = vi.fn();
  const navigateToCart = vi.fn();
  const made: { logic?: ReturnType<typeof guestOrderLogic> } = {};
  function Page() {
    return <GuestOrderPage logic={made.logic} onActor={onActor} />;
  }
  const router: DataRouter = createMemoryRouter(
    [
      { path: '/guest-order/:step', element: <Page /> },
      { path: '*', element: <p>Anderswo</p> },
    ],
    { initialEntries: [`/guest-order/${step}`] },
  );
  const system = startSystem({ router });
  made.logic = guestOrderLogic({
    ports: {
      ...system.guestOrder,
      startLogin: (returnUrl) => {
        signIn.calls.push(returnUrl);
        signIn.attempt = deferred<void>();
        return signIn.attempt.promise;
      },
    },
    navigate: (to, options) => router.navigate(to, options),
    currentStep: () => {
      const param = router.state.location.pathname.split('/')[2];
      return isGuestOrderStep(param) ? param : null;
    },
    leave,
  }).provide({ actions: { navigateToCart } });
  const i18n = await i18nFor('de');
  render(
    <I18nextProvider i18n={i18n}>
      <SiteProvider site={testSite()}>
        <SystemProvider system={system}>
          <RouterProvider router={router} />
        </SystemProvider>
      </SiteProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(holder.actor).toBeDefined());
  const user = userEvent.setup();

  /** The held call `key` (waits until the page has sent it). */
  const held = async (key: string) => {
    let call: HeldCall | undefined;
    await eventually(() => {
      call = calls.findLast((c) => c.key === key && !c.answer.settled);
      if (!call) throw new Error(`no ${key} request is waiting`);
    });
    return call!;
  };
  const answer = async (key: string, body: unknown) => {
    (await held(key)).answer.resolve(HttpResponse.json(body as never));
    await settle();
  };
  /** Answers with the failure (and every retry the client makes) until the flow's state changed. */
  const fail = async (key: string, failure: OrderFailure) => {
    const response = () =>
      HttpResponse.json(
        {
          statusCode: failure.status,
          code: failure.code,
          message: failure.message,
          field: failure.field ?? undefined,
          email: failure.email ?? undefined,
          summary: failure.summary ?? undefined,
          positions: failure.positions ?? undefined,
        },
        { status: failure.status },
      );
    const before = JSON.stringify(actor().getSnapshot().value);
    repeated.set(key, response);
    (await held(key)).answer.resolve(response());
    await eventually(() => expect(JSON.stringify(actor().getSnapshot().value)).not.toBe(before));
    repeated.delete(key);
    await settle();
  };
  const actor = () => holder.actor!;
  const at = () => router.state.location.pathname;
  return { router, user, calls, held, answer, fail, actor, at, signIn, leave, navigateToCart, autoResumed: noToken };
}
type Sut = Awaited<ReturnType<typeof renderGuestOrder>>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as GuestOrderContext;

/** Types a value into a field the way a shopper pastes it: one input, not a render per character. */
async function fill(sut: Sut, name: RegExp, value: string) {
  await sut.user.click(screen.getByRole('textbox', { name }));
  await sut.user.paste(value);
}

/** Fills the buyer form (unless it still holds the data) and submits it. */
async function submitBuyer(sut: Sut) {
  const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
  if ((email as HTMLInputElement).value === '') {
    await sut.user.click(screen.getByRole('radio', { name: /Unternehmen oder Kanzlei/ }));
    await fill(sut, /Kanzlei \/ Unternehmen/, MODEL_BUYER.company!);
    await fill(sut, /E-Mail-Adresse/, MODEL_BUYER.email);
    await fill(sut, /Vorname/, MODEL_BUYER.firstName);
    await fill(sut, /Nachname/, MODEL_BUYER.lastName);
    await fill(sut, /Straße und Hausnummer/, MODEL_BUYER.street);
    await fill(sut, /PLZ/, MODEL_BUYER.zipCode);
    await fill(sut, /^Ort/, MODEL_BUYER.city);
  }
  await sut.user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
}

/** The fieldset of seat `seat` of the (only) course date. */
const seatGroup = (seat: number) => screen.getByRole('group', { name: `Platz ${seat}` });

/** The guest takes seat 1 ("Ich nehme selbst teil"), a colleague seat 2; saves. */
async function nameParticipants(sut: Sut) {
  const self = within(seatGroup(1)).getByRole('checkbox', { name: 'Ich nehme selbst teil' });
  if (!(self as HTMLInputElement).checked) await sut.user.click(self);
  for (const [label, value] of [[/Vorname/, 'Lea'], [/Nachname/, 'Schäfer'], [/E-Mail/, 'lea@example.org']] as const) {
    const field = within(seatGroup(2)).getByRole('textbox', { name: label });
    await sut.user.clear(field);
    await sut.user.click(field);
    await sut.user.paste(value);
  }
  await sut.user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
}

/** Gives both consents and presses "zahlungspflichtig bestellen" (§312j BGB). */
async function order(sut: Sut) {
  for (const consent of [/Allgemeinen Geschäftsbedingungen/, /Datenschutzerklärung/]) {
    const box = screen.getByRole('checkbox', { name: consent });
    if (!(box as HTMLInputElement).checked) await sut.user.click(box);
  }
  await sut.user.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));
}

const ORDER_KEY = (id: number) => `GET /api/guest-order/${id}`;

const flow = flowModel(
  { machine: guestOrderMachine, model: guestOrderModel },
  {
    setup: renderGuestOrder,
    events: {
      'xstate.done.actor.resumeCheckout': async (sut, { event }) => {
        const resumed = event.output as ResumedCheckout;
        if (resumed.checkout === null) return; // nothing stored (or only the completed order): no call
        await sut.answer('GET /api/guest-order/guest', resumed.checkout);
        expect((await sut.calls.find((c) => c.key === 'GET /api/guest-order/guest'))!.headers.get('X-Order')).toBe(TOKEN);
        if (resumed.order) await sut.answer(ORDER_KEY(resumed.order.id), resumed.order);
      },
      'xstate.error.actor.resumeCheckout': (sut, { event }) => sut.fail('GET /api/guest-order/guest', event.error),
      'user.submit': submitBuyer,
      'xstate.done.actor.saveGuest': async (sut, { event }) => {
        const call = await sut.held('PUT /api/guest-order/guest');
        // The buyer and the local cart (what the guest wants, no prices).
        expect(call.body).toEqual({ buyer: MODEL_BUYER, cart: LOCAL_CART });
        await sut.answer('PUT /api/guest-order/guest', event.output);
        expect(sessionStorage.getItem(GUEST_ORDER_KEYS.orderToken)).toBe(TOKEN);
      },
      'xstate.error.actor.saveGuest': (sut, { event }) => sut.fail('PUT /api/guest-order/guest', event.error),
      'user.signIn': async (sut) => {
        await sut.user.click(screen.getByRole('button', { name: 'Anmelden und mit Kundenkonto bestellen' }));
        expect(sut.signIn.calls.at(-1)).toBe('/check');
      },
      'xstate.error.actor.startLogin': async (sut, { event }) => {
        sut.signIn.attempt.reject(event.error);
        await settle();
      },
      'xstate.done.actor.loadParticipants': async (sut, { event }) => {
        const data = event.output as ParticipantsStepData;
        await sut.answer('GET /api/guest-order/participants', data.participants);
        await sut.answer('GET /api/chambers', data.chambers);
      },
      'xstate.error.actor.loadParticipants': (sut, { event }) => sut.fail('GET /api/guest-order/participants', event.error),
      'user.participantsSaved': nameParticipants,
      'user.participantsSkipped': ({ user }) => user.click(screen.getByRole('button', { name: 'Später benennen' })),
      'xstate.done.actor.saveParticipants': async (sut, { event }) => {
        const call = await sut.held('PUT /api/guest-order/participants');
        expect(call.body).toEqual(MODEL_PARTICIPANTS_REQUEST);
        expect(call.headers.get('X-Order')).toBe(TOKEN);
        await sut.answer('PUT /api/guest-order/participants', event.output);
      },
      'xstate.error.actor.saveParticipants': (sut, { event }) => sut.fail('PUT /api/guest-order/participants', event.error),
      'user.continueAsGuest': ({ user }) => user.click(screen.getByRole('button', { name: 'Weiter als Gast' })),
      'user.back': ({ user }) => user.click(screen.getByRole('button', { name: 'Zurück' })),
      'xstate.done.actor.loadSummary': (sut, { event }) => sut.answer('GET /api/guest-order/guest-summary', event.output),
      'xstate.error.actor.loadSummary': (sut, { event }) => sut.fail('GET /api/guest-order/guest-summary', event.error),
      'user.placeOrder': order,
      'user.confirmPrice': order,
      'xstate.done.actor.placeOrder': async (sut, { event, previous }) => {
        const call = await sut.held('PUT /api/guest-order/order');
        expect(call.body).toEqual({ acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: context(previous).summary!.totals.grossValue });
        expect(call.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
        await sut.answer('PUT /api/guest-order/order', event.output);
        // The order holds the positions: the local cart is gone.
        await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull());
      },
      'xstate.error.actor.placeOrder': (sut, { event }) => sut.fail('PUT /api/guest-order/order', event.error),
      'user.backToCart': async (sut) => {
        await sut.user.click(screen.getByRole('button', { name: 'Zurück zum Warenkorb' }));
        expect(sut.navigateToCart).toHaveBeenCalledTimes(1);
      },
      'user.upload': async (sut) => {
        await sut.user.upload(screen.getByLabelText('Datei auswählen'), PROOF_FILE());
      },
      'xstate.done.actor.uploadProof': async (sut, { event }) => {
        const call = await sut.held('POST /api/guest-order/file-upload');
        // The chosen file as multipart `file` (jsdom's File loses its name on the way into Node's FormData).
        expect((call.body as FormData).get('file')).toHaveProperty('type', 'application/pdf');
        await sut.answer('POST /api/guest-order/file-upload', (event.output as Order).proofs[0]);
        await sut.answer(ORDER_KEY((event.output as Order).id), event.output);
      },
      'xstate.error.actor.uploadProof': (sut, { event }) => sut.fail('POST /api/guest-order/file-upload', event.error),
      'user.continue': ({ user }) => user.click(screen.getByRole('button', { name: 'Weiter' })),
      'xstate.done.actor.loadPaymentMethods': (sut, { event }) => sut.answer('GET /api/cart/payment-methods', event.output),
      'xstate.error.actor.loadPaymentMethods': (sut, { event }) => sut.fail('GET /api/cart/payment-methods', event.error),
      'user.choosePayment': async ({ user }) => {
        await user.click(screen.getByRole('radio', { name: /Rechnung/ }));
        await user.click(screen.getByRole('button', { name: 'Zahlungsart bestätigen' }));
      },
      'xstate.done.actor.choosePayment': async (sut, { event }) => {
        const call = await sut.held('PUT /api/guest-order/payment');
        expect(call.body).toEqual({ paymentMethod: 'INVOICE' });
        await sut.answer('PUT /api/guest-order/payment', event.output);
      },
      'xstate.error.actor.choosePayment': (sut, { event }) => sut.fail('PUT /api/guest-order/payment', event.error),
      'xstate.done.actor.validatePayment': async (sut, { event, previous }) => {
        const call = await sut.held('PUT /api/guest-order/validate-payment');
        const placed = context(previous).order!;
        expect(call.body).toEqual({ orderId: placed.id, paymentId: placed.payment!.paymentId });
        await sut.answer('PUT /api/guest-order/validate-payment', event.output);
      },
      'xstate.error.actor.validatePayment': (sut, { event }) => sut.fail('PUT /api/guest-order/validate-payment', event.error),
      'user.payAgain': async (sut) => {
        const before = sut.leave.mock.calls.length;
        await sut.user.click(screen.getByRole('button', { name: 'Zur Zahlungsseite' }));
        expect(sut.leave).toHaveBeenCalledTimes(before + 1);
      },
      'user.choosePaymentAgain': ({ user }) => user.click(screen.getByRole('button', { name: 'Andere Zahlungsart wählen' })),
      'user.retry': ({ user }, { previous }) =>
        user.click(screen.getByRole('button', { name: previous.matches({ payment: 'unfinished' }) ? 'Erneut prüfen' : 'Erneut versuchen' })),
      'user.restart': ({ user }) => user.click(screen.getByRole('button', { name: 'Noch einmal beginnen' })),
      'route.changed': async (sut, { event, previous, state }) => {
        const wanted = `/guest-order/${event.step}`;
        if (sut.at() === wanted || previous.matches('resuming')) {
          // The URL already says so (or the page is not listening yet): what the route module would send.
          await act(() => sut.actor().send({ type: 'route.changed', step: event.step }));
          return;
        }
        // The back (or forward) button.
        await act(() => sut.router.navigate(wanted));
        await settle();
        // Followed, or put back to the flow's step.
        await waitFor(() => expect(sut.at()).toBe(`/guest-order/${context(state).step}`));
      },
    },
    // Without a stored token nothing is read back: the buyer form shows at once.
    unseen: (sut, snapshot) => snapshot.matches('resuming') && sut.autoResumed,
    states: {
      '*': async (sut: Sut, snapshot: AnyMachineSnapshot) => {
        if (snapshot.matches('resuming') && sut.autoResumed) return; // read from storage at once: no waiting to see
        await waitFor(() => expect(sut.actor().getSnapshot().value).toEqual(snapshot.value));
        await settle();
        const actual = sut.actor().getSnapshot();
        expect(guestOrderModel.serializeState(actual as never)).toBe(guestOrderModel.serializeState(snapshot as never));
        // Every step is in the URL.
        if (!snapshot.matches('resuming') && !snapshot.matches('resumeFailed') && !snapshot.matches('expired')) {
          await waitFor(() => expect(sut.at()).toBe(`/guest-order/${context(actual).step}`));
        }
        // Waiting shows a spinner with text; no endless spinner: an error state shows its alert.
        if (snapshot.hasTag('busy')) {
          const busyButton = screen.queryAllByRole('button').some((button) => button.getAttribute('aria-busy') === 'true');
          expect(busyButton || screen.queryAllByRole('status').length > 0).toBe(true);
        }
        // No page scrolls sideways: nothing in the flow is wider than its column (checked in the browser at 360 px).
      },
      resuming: (sut) => {
        if (!sut.autoResumed) expect(screen.getByRole('status')).toHaveTextContent('Einen Moment bitte …');
      },
      resumeFailed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Ihr Bestellvorgang konnte gerade nicht geladen werden.');
        expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
      },
      guest: (_, snapshot) => {
        expect(screen.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeInTheDocument();
        // The local cart beside the buyer data.
        const cart = screen.getByRole('region', { name: 'Ihr Warenkorb' });
        expect(cart).toHaveTextContent('Kündigungsschutz kompakt');
        expect(cart).toHaveTextContent(euro(MODEL_CART.sumValue));
        const notice = snapshot.matches({ guest: 'accountExists' }) || snapshot.matches({ guest: 'signingIn' }) || snapshot.matches({ guest: 'signInFailed' });
        expect(screen.queryByRole('region', { name: 'Sie haben bereits ein Kundenkonto' }) !== null).toBe(notice);
        if (notice) expect(screen.getByText(/Zur E-Mail-Adresse gast@kanzlei-beispiel.de gibt es ein Kundenkonto/)).toBeInTheDocument();
        else expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeInTheDocument();
      },
      'guest.saveFailed': () => expect(screen.getByRole('alert')).toHaveTextContent('Ihre Angaben konnten gerade nicht gespeichert werden.'),
      'guest.signInFailed': () => expect(screen.getByRole('alert')).toHaveTextContent('Die Anmeldung ist gerade nicht erreichbar.'),
      participants: () => expect(screen.getByRole('heading', { level: 1, name: 'Teilnehmende benennen' })).toBeInTheDocument(),
      'participants.loadFailed': () => expect(screen.getByRole('alert')).toHaveTextContent('Die Plätze Ihrer Termine konnten gerade nicht geladen werden.'),
      'participants.editing': async (_, snapshot) => {
        // The participant form's texts come with the account's namespace, loaded the first time.
        expect(await screen.findByRole('heading', { level: 2, name: 'Kündigungsschutz kompakt' })).toBeInTheDocument();
        // A guest is offered no firm members, but can take a seat.
        expect(screen.queryByRole('combobox', { name: 'Mitglied der Kanzlei' })).toBeNull();
        expect(within(seatGroup(1)).getByRole('checkbox', { name: 'Ich nehme selbst teil' })).toBeInTheDocument();
        if (context(snapshot).failure?.code === 'PARTICIPANTS_EXCEED_SEATS') expect(screen.getByRole('alert')).toHaveTextContent('mehr Personen benannt, als Plätze gebucht sind');
      },
      'participants.saving': () => expect(screen.getByRole('button', { name: /Speichern und weiter/ })).toBeDisabled(),
      'participants.failed': (_, snapshot) => {
        const { code } = context(snapshot).failure!;
        const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent).join(' | ');
        if (code === 'EMAIL_INVALID') {
          expect(alerts).toContain('Bitte prüfen Sie die markierte Angabe.');
          expect(within(seatGroup(2)).getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
        } else if (code === 'PARTICIPANT_TWICE') expect(alerts).toContain('lea@example.org ist für diesen Termin bereits angemeldet.');
        else expect(alerts).toContain('Die Teilnehmenden konnten gerade nicht gespeichert werden.');
      },
      'summary.loadFailed': () => expect(screen.getByRole('alert')).toHaveTextContent('Die Übersicht konnte gerade nicht geladen werden.'),
      'summary.ready': (_, snapshot) => {
        expect(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeEnabled();
        expect(screen.getAllByText(euro(context(snapshot).summary!.totals.grossValue)).length).toBeGreaterThan(0);
        // The contracting party: the seller the summary names (issue 24 §4), with who answers for what.
        const seller = context(snapshot).summary!.seller!;
        const party = screen.getByRole('heading', { level: 2, name: 'Vertragspartner' }).closest('section')!;
        expect(party).toHaveTextContent(`${seller.name}${seller.street}${seller.zipCode} ${seller.city}`);
        expect(screen.getByRole('link', { name: 'Wer wofür verantwortlich ist' })).toHaveAttribute('href', '/marktplatz-informationen#verantwortung');
      },
      'ordering.placing': () => expect(screen.getByRole('status')).toHaveTextContent('Ihre Bestellung wird abgeschickt …'),
      'ordering.priceChanged': (_, snapshot) => {
        const total = euro(context(snapshot).summary!.totals.grossValue);
        expect(screen.getByText(/Der Preis hat sich inzwischen geändert/)).toHaveTextContent(`Der neue Gesamtbetrag ist ${total}`);
        expect(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeInTheDocument();
      },
      'ordering.fullyBooked': () => {
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent('Ein Termin ist inzwischen ausgebucht');
        expect(within(alert).getByRole('link', { name: 'Zur Warteliste des Kurses' })).toHaveAttribute('href', expect.stringMatching(/-101$/));
      },
      'ordering.failed': () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Die Bestellung wurde nicht angenommen: Kundendaten unvollständig');
        expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
      },
      fileUpload: (_, snapshot) => {
        expect(screen.getByLabelText('Datei auswählen')).toBeInTheDocument();
        for (const proof of context(snapshot).order!.proofs) expect(screen.getByText(proof.fileName)).toBeInTheDocument();
      },
      'fileUpload.failed': () => expect(screen.getByText('Diese Datei ist kein PDF, JPEG oder PNG.')).toBeInTheDocument(),
      'paymentSelection.loadFailed': () => expect(screen.getByRole('alert')).toHaveTextContent('Die Zahlungsarten konnten gerade nicht geladen werden.'),
      'paymentSelection.ready': (_, snapshot) => {
        expect(screen.getByRole('radio', { name: /Rechnung/ })).toBeInTheDocument();
        const outcome = context(snapshot).paymentOutcome;
        if (outcome === 'DECLINED') expect(screen.getByText(/Die Zahlung wurde abgelehnt/)).toBeInTheDocument();
        if (outcome === 'CANCELLED') expect(screen.getByText(/Sie haben die Zahlung abgebrochen/)).toBeInTheDocument();
        if (context(snapshot).failure?.field === 'sepa.iban') expect(context(snapshot).failure!.message).toBe('IBAN ungültig');
      },
      'paymentSelection.failed': () => expect(screen.getByRole('alert')).toHaveTextContent('Die Zahlungsart konnte gerade nicht gespeichert werden.'),
      'payment.leaving': (sut, snapshot) => {
        const url = context(snapshot).order!.payment!.redirectUrl!;
        expect(sut.leave).toHaveBeenLastCalledWith(url);
        expect(screen.getByRole('link', { name: 'Zur Zahlungsseite' })).toHaveAttribute('href', url);
      },
      'payment.validating': () => expect(screen.getByRole('status')).toHaveTextContent('Ihre Zahlung wird geprüft …'),
      'payment.unfinished': () => expect(screen.getByRole('alert')).toHaveTextContent('Der Zahlungsdienst hat Ihre Zahlung noch nicht bestätigt.'),
      'payment.failed': () => expect(screen.getByRole('alert')).toHaveTextContent('Ihre Zahlung konnte gerade nicht geprüft werden.'),
      complete: (_, snapshot) => {
        // The buyer is thanked as a customer is (tests/model/customerOrder.mbt.test.tsx, orderComplete).
        expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeInTheDocument();
        expect(screen.getByText(context(snapshot).order!.orderNumber)).toBeInTheDocument();
        // The checkout is over: the token and key are gone, the order stays for a reload of this page.
        expect(sessionStorage.getItem(GUEST_ORDER_KEYS.orderToken)).toBeNull();
        expect(sessionStorage.getItem(GUEST_ORDER_KEYS.idempotencyKey)).toBeNull();
        expect(JSON.parse(sessionStorage.getItem(GUEST_ORDER_KEYS.completedOrder) ?? 'null')).toHaveProperty('orderNumber', context(snapshot).order!.orderNumber);
      },
      expired: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Ihr Bestellvorgang ist abgelaufen oder nicht mehr bekannt.');
        expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/warenkorb');
        expect(sessionStorage.getItem(GUEST_ORDER_KEYS.orderToken)).toBeNull();
      },
    },
    teardown: () => {
      cleanup();
      sessionStorage.clear();
      localStorage.clear();
    },
  },
);

describe('guestOrder model', () => {
  // The step content is a module the page loads lazily (GuestSteps.tsx), as the browser loads a chunk:
  // compiled here once before the paths, it is there while each path's checkout is still being read.
  beforeAll(() => import('../../src/features/checkout/guest/GuestStepContent'));
  flow.testPaths();
  flow.testCoverage();
});
