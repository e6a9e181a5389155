/**
 * Model-based test of the customer order flow: every generated path of the customerOrder machine
 * drives the real route module (/order/:step) with the real step views inside the real composition
 * root (src/app/system.ts). The real actors (src/actors/customerOrder.ts) make the real calls
 * through the real HTTP client; msw answers them at the network boundary as the path says (each
 * answer held until the path's done/error event). Only what leaves the page is a stand-in: the
 * sign-in (deferred login actors) and the provider's payment page (`leave`).
 *
 * The model's walk starts as the return from the payment page (/order/payment?orderId=41&…): the
 * first checkout answer decides where the flow resumes, as after a reload.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, vi } from 'vitest';
import type { LocalCartData, PricedCart } from '../../machines/cart.machine';
import {
  customerOrderMachine, ORDER_STEP_PATHS, type CheckoutState, type CustomerOrderContext, type OrderFailure,
} from '../../machines/customerOrder.machine';
import { customerOrderModel, participantsRequest } from '../../machines/customerOrder.model';
import type { RestoredSession, SignInRequest } from '../../machines/login.machine';
import { createCartLogic } from '../../src/actors/cart';
import { customerOrderLogic, ORDER_SESSION_KEYS } from '../../src/actors/customerOrder';
import { loginLogic } from '../../src/actors/login';
import { CustomerOrderPage, type CustomerOrderActor } from '../../src/features/checkout/CustomerOrderPage';
import { customerOrderStep } from '../../src/features/checkout/view-model/customer-order-view';
import { createAuth } from '../../src/lib/auth';
import { formatCents } from '../../src/lib/format';
import { SiteProvider } from '../../src/lib/site-context';
import { SystemProvider } from '../../src/state/system-context';
import type { Cart } from '../../src/shared/cart';
import type { Order } from '../../src/shared/order';
import type { ParticipantsStepData } from '../../src/shared/participants';
import { deferred, type Deferred } from '../support/deferred';
import { deferredActor, eventually, settle } from '../support/flow-actors';
import { flowModel, type FlowPath } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';
import { startSystem, testSite } from '../support/system';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();

const ORDER_ID = 41;
const PAYMENT_RETURN = `${ORDER_STEP_PATHS.payment}?orderId=${ORDER_ID}&paymentId=pay-41`;
const PROOF_FILE = () => new File(['%PDF-1.4 Zulassung'], 'zulassung.pdf', { type: 'application/pdf' });

/** Money as Testing Library compares text (the no-break space before € normalised). */
const euro = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

/** The server cart behind a checkout state: only what the flow reads (empty, a course date or a package, its steps). */
function cartOf(state: CheckoutState): Cart {
  const position = state.cart.participantsStep ? { id: 1, kind: 'COURSE', courseId: 7, scheduleId: 71 } : { id: 1, kind: 'PACKAGE', packageId: 3 };
  return {
    positions: state.cart.empty ? [] : ([position] as unknown as Cart['positions']),
    cartVoucher: null,
    rejectedVoucher: [],
    unusedVoucher: [],
    voucherCodes: [],
    verificationStep: state.cart.verificationStep,
    paymentStep: state.cart.paymentStep,
    sumValue: state.cart.empty ? 0 : 11900,
  };
}

interface HeldCall {
  key: string;
  body: unknown;
  headers: Headers;
  answer: Deferred<Response>;
}

async function renderCustomerOrder(path: FlowPath) {
  void path;
  // The tab placed order 41 (the payment page's return names it, too).
  sessionStorage.setItem(ORDER_SESSION_KEYS.placedOrderId, String(ORDER_ID));

  // The server: every order call is held until the path answers it; an answered failure is repeated
  // for the client's own retries until the flow has taken it in.
  const calls: HeldCall[] = [];
  const repeated = new Map<string, () => Response>();
  const hold = async ({ request }: { request: Request }) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const again = repeated.get(key);
    if (again) return again();
    const type = request.headers.get('content-type') ?? '';
    const body = request.method === 'GET' ? null : type.includes('json') ? await request.json() : await request.formData();
    const call: HeldCall = { key, body, headers: request.headers, answer: deferred() };
    calls.push(call);
    return call.answer.promise;
  };
  server.use(
    mswHttp.all('/api/order/*', hold),
    mswHttp.put('/api/order', hold),
    mswHttp.get('/api/cart', hold),
    mswHttp.get('/api/cart/payment-methods', hold),
    mswHttp.get('/api/firm/members', hold),
    mswHttp.get('/api/chambers', hold),
  );

  const router: DataRouter = createMemoryRouter(
    [
      { path: '/order/:step', element: <Page /> },
      { path: '*', element: <p>Anderswo</p> },
    ],
    { initialEntries: [PAYMENT_RETURN] },
  );
  // Signed out as far as the identity provider goes: a 401 cannot be renewed, the sign-in is a stand-in.
  const restore = deferredActor<RestoredSession>('restoreSession');
  const signIn = deferredActor<void, SignInRequest>('signIn');
  const auth = createAuth({ issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });
  const login = loginLogic({ auth, navigate: (url) => void router.navigate(url), dashboardUrl: () => '/customer-dashboard' }).provide({
    actors: { restoreSession: restore.logic, signIn: signIn.logic },
  });
  const never = () => new Promise<PricedCart>(() => {});
  const cartLogic = createCartLogic({ navigate: (to) => void router.navigate(to) }).provide({
    actors: { priceLocalCart: fromPromise<PricedCart, LocalCartData>(never), loadCart: fromPromise<PricedCart, void>(never) },
  });
  const system = startSystem({ router, auth, loginLogic: login, cartLogic });
  const orderPlaced = vi.spyOn(system.customerOrder, 'orderPlaced');
  const leave = vi.fn();
  const logic = customerOrderLogic({
    ports: system.customerOrder,
    navigate: (to, { replace }) => void router.navigate(to, { replace }),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    leave,
  });
  const holder: { actor?: CustomerOrderActor } = {};
  function Page() {
    return <CustomerOrderPage logic={logic} onActor={(actor) => (holder.actor = actor)} />;
  }
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
  await restore.resolve({ session: null, refreshable: false });
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
  const answer = async (key: string, body: unknown, status = 200) => {
    (await held(key)).answer.resolve(HttpResponse.json(body as never, { status }));
    await settle();
  };
  const actor = () => holder.actor!;
  /** Answers with the failure (and every retry the client makes) until the flow's state changed. */
  const fail = async (key: string, failure: OrderFailure) => {
    const response = () =>
      HttpResponse.json(
        {
          statusCode: failure.status,
          code: failure.code,
          message: failure.message,
          field: failure.field,
          email: failure.email,
          summary: failure.summary,
          positions: failure.positions,
        },
        { status: failure.status ?? 500 },
      );
    const before = JSON.stringify(actor().getSnapshot().value);
    repeated.set(key, response);
    (await held(key)).answer.resolve(response());
    await eventually(() => expect(JSON.stringify(actor().getSnapshot().value)).not.toBe(before));
    repeated.delete(key);
    await settle();
  };
  const at = () => router.state.location.pathname;
  return { router, user, calls, held, answer, fail, actor, at, signIn, leave, orderPlaced };
}
type Sut = Awaited<ReturnType<typeof renderCustomerOrder>>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as CustomerOrderContext;
/**
 * The running flow's context. The walk tells states apart only by what later guards read, so a path's
 * own snapshot may carry the context of another path to the same state: the page shows the live one.
 */
const live = (sut: Sut) => context(sut.actor().getSnapshot());

/** Gives both consents and presses "zahlungspflichtig bestellen" (§312j BGB). */
async function confirm(sut: Sut) {
  for (const consent of [/Allgemeinen Geschäftsbedingungen/, /Datenschutzerklärung/]) {
    const box = screen.getByRole('checkbox', { name: consent });
    if (!(box as HTMLInputElement).checked) await sut.user.click(box);
  }
  await sut.user.click(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' }));
}

/** The fieldset of seat `seat` of the (only) course date. */
const seatGroup = (seat: number) => screen.getByRole('group', { name: `Platz ${seat}` });

/** Types `value` into the field `label` of seat `seat`, replacing what is there. */
async function retype(sut: Sut, seat: number, label: RegExp, value: string) {
  const field = within(seatGroup(seat)).getByRole('textbox', { name: label });
  await sut.user.clear(field);
  await sut.user.type(field, value);
}

/** One of the page's alerts says `text`. */
function expectAlert(text: string) {
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join(' | ')).toContain(text);
}

const ORDER_KEY = `GET /api/order/${ORDER_ID}`;

const flow = flowModel(
  { machine: customerOrderMachine, model: customerOrderModel },
  {
    setup: renderCustomerOrder,
    events: {
      'xstate.done.actor.loadCheckout': async (sut, { event }) => {
        const state = event.output as CheckoutState;
        // The proofs of this checkout are what the tab uploaded (sessionStorage).
        sessionStorage.setItem(ORDER_SESSION_KEYS.uploads, JSON.stringify(state.uploads));
        await sut.answer('GET /api/order/customer', state.customer);
        await sut.answer('GET /api/cart', cartOf(state));
        await sut.answer('GET /api/order/payment', state.payment);
        if (state.order) await sut.answer(ORDER_KEY, state.order);
        else await sut.answer(ORDER_KEY, { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' }, 404);
      },
      'xstate.error.actor.loadCheckout': (sut, { event }) => sut.fail('GET /api/order/customer', event.error),
      'url.stepChanged': async (sut, { event }) => {
        // The back button or a link: the URL names another step.
        await act(() => sut.router.navigate(ORDER_STEP_PATHS[event.step as keyof typeof ORDER_STEP_PATHS]));
        await settle();
      },
      'user.retry': ({ user }) => user.click(screen.getByRole('button', { name: 'Erneut versuchen' })),
      'user.login': async (sut) => {
        await sut.user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
        // The sign-in returns to this step.
        await eventually(() => expect(sut.signIn.calls.length).toBeGreaterThan(0));
        expect(sut.signIn.calls.at(-1)!.input.returnUrl).toMatch(/^\/order\//);
      },
      'user.buyerSubmitted': async (sut) => {
        await sut.user.click(screen.getByRole('button', { name: /Speichern und weiter/ }));
      },
      'xstate.done.actor.saveCustomer': async (sut, { event, previous }) => {
        const call = await sut.held('PUT /api/order/customer');
        const { complete: _complete, taxNumberRequired: _required, ...buyer } = context(previous).checkout!.customer;
        expect(call.body).toEqual(buyer);
        await sut.answer('PUT /api/order/customer', event.output);
      },
      'xstate.error.actor.saveCustomer': (sut, { event }) => sut.fail('PUT /api/order/customer', event.error),
      'xstate.done.actor.loadParticipants': async (sut, { event }) => {
        const data = event.output as ParticipantsStepData;
        await sut.answer('GET /api/order/participants', data.participants);
        const members = data.members.map((member, index) => ({ ...member, accountId: index + 1, role: 'MEMBER', joinedAt: '2026-01-05T09:00:00.000Z' }));
        await sut.answer('GET /api/firm/members', { members, invitations: [] });
        await sut.answer('GET /api/chambers', data.chambers);
      },
      'xstate.error.actor.loadParticipants': (sut, { event }) => sut.fail('GET /api/order/participants', event.error),
      'user.participantsSaved': async (sut) => {
        // Seat 1: the firm's member in one choice; seat 2: a person from outside the firm, typed in.
        await sut.user.selectOptions(within(seatGroup(1)).getByRole('combobox', { name: 'Mitglied der Kanzlei' }), 'Anna Anwältin (anna@kanzlei.example)');
        await retype(sut, 2, /Vorname/, 'Lea');
        await retype(sut, 2, /Nachname/, 'Schäfer');
        await retype(sut, 2, /E-Mail/, 'lea@example.org');
        await sut.user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
      },
      'user.participantsSkipped': ({ user }) => user.click(screen.getByRole('button', { name: 'Später benennen' })),
      'xstate.done.actor.saveParticipants': async (sut, { event }) => {
        const call = await sut.held('PUT /api/order/participants');
        expect(call.body).toEqual(participantsRequest);
        await sut.answer('PUT /api/order/participants', event.output);
      },
      'xstate.error.actor.saveParticipants': (sut, { event }) => sut.fail('PUT /api/order/participants', event.error),
      'user.fileChosen': async (sut) => {
        await sut.user.upload(screen.getByLabelText('Datei auswählen'), PROOF_FILE());
      },
      'xstate.done.actor.uploadProof': async (sut, { event }) => {
        const call = await sut.held('POST /api/order/file-upload');
        expect((call.body as FormData).get('file')).toHaveProperty('type', 'application/pdf');
        await sut.answer('POST /api/order/file-upload', event.output);
      },
      'xstate.error.actor.uploadProof': (sut, { event }) => sut.fail('POST /api/order/file-upload', event.error),
      'user.continue': ({ user }) => user.click(screen.getByRole('button', { name: 'Weiter' })),
      'xstate.done.actor.loadPaymentMethods': (sut, { event }) => sut.answer('GET /api/cart/payment-methods', event.output),
      'xstate.error.actor.loadPaymentMethods': (sut, { event }) => sut.fail('GET /api/cart/payment-methods', event.error),
      'user.paymentChosen': async ({ user }, { state }) => {
        await user.click(screen.getByRole('radio', { name: /Kreditkarte/ }));
        await user.click(screen.getByRole('button', { name: state.matches({ paymentSelection: 'repaying' }) ? 'Jetzt bezahlen' : 'Weiter zur Übersicht' }));
      },
      'xstate.done.actor.savePayment': async (sut, { event }) => {
        const call = await sut.held('PUT /api/order/payment');
        expect(call.body).toEqual({ paymentMethod: 'CREDIT_CARD' });
        await sut.answer('PUT /api/order/payment', event.output);
      },
      'xstate.error.actor.savePayment': (sut, { event }) => sut.fail('PUT /api/order/payment', event.error),
      'xstate.done.actor.repay': async (sut, { event }) => {
        const call = await sut.held('PUT /api/order/pay-41');
        expect(call.body).toEqual({ paymentMethod: 'CREDIT_CARD' });
        expect(call.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
        await sut.answer('PUT /api/order/pay-41', event.output);
      },
      'xstate.error.actor.repay': (sut, { event }) => sut.fail('PUT /api/order/pay-41', event.error),
      'xstate.done.actor.loadSummary': (sut, { event }) => sut.answer('GET /api/order/summary', event.output),
      'xstate.error.actor.loadSummary': (sut, { event }) => sut.fail('GET /api/order/summary', event.error),
      'user.confirmed': confirm,
      'xstate.done.actor.placeOrder': async (sut, { event }) => {
        const call = await sut.held('PUT /api/order');
        // What the shopper confirmed, never a price: the sum shown is only compared.
        const shown = context(sut.actor().getSnapshot()).summary!.totals.grossValue;
        expect(call.body).toEqual({ acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: shown });
        expect(call.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
        await sut.answer('PUT /api/order', event.output);
        // The global cart reloads (the server emptied it); the key is spent.
        expect(sut.orderPlaced).toHaveBeenCalledTimes(1);
        expect(sessionStorage.getItem(ORDER_SESSION_KEYS.idempotencyKey)).toBeNull();
      },
      'xstate.error.actor.placeOrder': async (sut, { event }) => {
        const key = (await sut.held('PUT /api/order')).headers.get('Idempotency-Key');
        await sut.fail('PUT /api/order', event.error);
        // A refusal spends the key; a failure without the server's final word keeps it for the retry.
        const final = [409, 412].includes((event.error as OrderFailure).status ?? 0);
        expect(sessionStorage.getItem(ORDER_SESSION_KEYS.idempotencyKey)).toBe(final ? null : key);
      },
      'xstate.done.actor.validatePayment': async (sut, { event }) => {
        const call = await sut.held('PUT /api/order/validate-payment');
        expect(call.body).toEqual({ orderId: ORDER_ID, paymentId: 'pay-41' });
        await sut.answer('PUT /api/order/validate-payment', event.output);
      },
      'xstate.error.actor.validatePayment': (sut, { event }) => sut.fail('PUT /api/order/validate-payment', event.error),
      'xstate.done.actor.loadEvaluation': (sut, { event }) => sut.answer(`GET /api/order/evaluation/${ORDER_ID}`, event.output),
      'xstate.error.actor.loadEvaluation': (sut, { event }) => sut.fail(`GET /api/order/evaluation/${ORDER_ID}`, event.error),
    },
    states: {
      '*': async (sut: Sut, snapshot: AnyMachineSnapshot) => {
        await waitFor(() => expect(sut.actor().getSnapshot().value).toEqual(snapshot.value));
        await settle();
        const actual = sut.actor().getSnapshot();
        expect(customerOrderModel.serializeState(actual as never)).toBe(customerOrderModel.serializeState(snapshot as never));
        // Every step is in the URL.
        const step = customerOrderStep(actual);
        if (step) await waitFor(() => expect(sut.at()).toBe(ORDER_STEP_PATHS[step]));
        // Waiting shows a spinner with text or a busy button; an error state shows its alert.
        if (snapshot.hasTag('loading') && !snapshot.matches('cartEmpty')) {
          const busyButton = screen.queryAllByRole('button').some((button) => button.getAttribute('aria-busy') === 'true' || (button as HTMLButtonElement).disabled);
          expect(busyButton || screen.queryAllByRole('status').length > 0).toBe(true);
        }
        if (snapshot.hasTag('error') && !snapshot.matches('fullyBooked')) expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
      },
      loading: () => expect(screen.getByRole('status')).toHaveTextContent('Einen Moment bitte …'),
      loadFailed: () => {
        expectAlert('Ihre Bestellung konnte gerade nicht geladen werden.');
        expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
      },
      sessionExpired: () => {
        expectAlert('Ihre Anmeldung ist abgelaufen.');
        expect(screen.getByRole('button', { name: 'Erneut anmelden' })).toBeInTheDocument();
      },
      cartEmpty: (sut) => expect(sut.at()).toBe('/warenkorb'),
      customer: () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Ihre Daten' })).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: /Nachname/ })).toHaveValue('Musterfrau');
      },
      'customer.saving': () => expect(screen.getByRole('button', { name: /Speichern und weiter/ })).toBeDisabled(),
      'customer.failed': (sut) =>
        expectAlert(
          live(sut).failure?.code === 'CUSTOMER_INCOMPLETE' ? 'Für die Bestellung fehlen noch Angaben.' : 'Ihre Angaben konnten gerade nicht gespeichert werden.',
        ),
      fileUpload: (sut) => {
        expect(screen.getByRole('heading', { level: 1, name: 'Nachweis hochladen' })).toBeInTheDocument();
        expect(screen.getByLabelText('Datei auswählen')).toBeInTheDocument();
        for (const proof of live(sut).checkout!.uploads) expect(screen.getByText(proof.fileName)).toBeInTheDocument();
      },
      participants: () => expect(screen.getByRole('heading', { level: 1, name: 'Teilnehmende benennen' })).toBeInTheDocument(),
      'participants.loadFailed': () => expectAlert('Die Plätze Ihrer Termine konnten gerade nicht geladen werden.'),
      'participants.editing': async (sut) => {
        // The participant form's texts come with the account's namespace, loaded the first time.
        expect(await screen.findByRole('heading', { level: 2, name: 'Fachanwaltslehrgang Arbeitsrecht' })).toBeInTheDocument();
        expect(within(seatGroup(2)).getByRole('combobox', { name: 'Mitglied der Kanzlei' })).toBeInTheDocument();
        if (live(sut).failure?.code === 'PARTICIPANTS_EXCEED_SEATS') expectAlert('mehr Personen benannt, als Plätze gebucht sind');
      },
      'participants.saving': () => expect(screen.getByRole('button', { name: /Speichern und weiter/ })).toBeDisabled(),
      'participants.failed': (sut) => {
        const { code } = live(sut).failure!;
        if (code === 'EMAIL_INVALID') {
          expectAlert('Bitte prüfen Sie die markierte Angabe.');
          expect(within(seatGroup(2)).getByRole('textbox', { name: /E-Mail/ })).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
        } else if (code === 'PARTICIPANT_TWICE') expectAlert('lea@example.org ist für diesen Termin bereits angemeldet.');
        else expectAlert('Die Teilnehmenden konnten gerade nicht gespeichert werden.');
      },
      'fileUpload.uploading': () => expect(screen.getByRole('status')).toHaveTextContent('zulassung.pdf'),
      'fileUpload.failed': (sut) => {
        const code = live(sut).failure?.code;
        expectAlert(code === 'PROOF_MISSING' ? 'Bitte laden Sie zuerst einen Nachweis hoch.' : 'Die Datei konnte gerade nicht hochgeladen werden.');
      },
      paymentSelection: () => expect(screen.getByRole('heading', { level: 1, name: 'Zahlungsart wählen' })).toBeInTheDocument(),
      'paymentSelection.offersFailed': () =>
        expectAlert('Die Zahlungsarten konnten gerade nicht geladen werden.'),
      'paymentSelection.choosing': (sut) => {
        expect(screen.getByRole('radio', { name: /Kreditkarte/ })).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: /Rechnung/ })).toBeInTheDocument();
        const order = live(sut).order;
        if (live(sut).failure?.code === 'PAYMENT_METHOD_MISSING') expectAlert('Bitte wählen Sie eine Zahlungsart.');
        if (order?.payment?.status === 'DECLINED') {
          expectAlert('Die Zahlung wurde abgelehnt.');
          expect(screen.getByRole('button', { name: 'Jetzt bezahlen' })).toBeInTheDocument();
        }
      },
      'paymentSelection.failed': () => expectAlert('Ihre Angaben konnten gerade nicht gespeichert werden.'),
      summary: () => expect(screen.getByRole('heading', { level: 1, name: 'Bestellung prüfen' })).toBeInTheDocument(),
      'summary.failed': () => expectAlert('Die Übersicht konnte gerade nicht geladen werden.'),
      'summary.showing': (sut) => {
        expect(screen.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeEnabled();
        expect(screen.getAllByText(euro(live(sut).summary!.totals.grossValue)).length).toBeGreaterThan(0);
        expect(screen.getByText('Fachanwaltslehrgang Arbeitsrecht')).toBeInTheDocument();
        // The contracting party: the seller the summary names (issue 24 §4).
        const seller = live(sut).summary!.seller!;
        const party = screen.getByRole('heading', { level: 2, name: 'Vertragspartner' }).closest('section')!;
        expect(party).toHaveTextContent(`${seller.name}${seller.street}${seller.zipCode} ${seller.city}`);
      },
      'summary.priceChanged': (sut) => {
        expect(screen.getByText(/Der Preis hat sich inzwischen geändert/)).toBeInTheDocument();
        expect(screen.getAllByText(euro(live(sut).summary!.totals.grossValue)).length).toBeGreaterThan(0);
      },
      placing: () => expect(screen.getByRole('button', { name: /zahlungspflichtig bestellen/ })).toBeDisabled(),
      placeFailed: () => {
        expectAlert('Ihre Bestellung konnte gerade nicht abgeschickt werden.');
        expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
      },
      fullyBooked: () => {
        expectAlert('Ein Termin ist inzwischen ausgebucht');
        expect(screen.getByRole('link', { name: 'Zur Warteliste des Kurses' })).toHaveAttribute('href', expect.stringMatching(/-7$/));
        expect(screen.getByRole('link', { name: 'Zurück zum Warenkorb' })).toHaveAttribute('href', '/warenkorb');
      },
      'payment.leaving': (sut) => {
        const url = live(sut).order!.payment!.redirectUrl!;
        expect(sut.leave).toHaveBeenLastCalledWith(url);
        expect(screen.getByRole('link', { name: 'Zur Zahlungsseite' })).toHaveAttribute('href', url);
      },
      'payment.validating': () => expect(screen.getByRole('status')).toHaveTextContent('Ihre Zahlung wird geprüft'),
      'payment.failed': () => {
        expectAlert('Ihre Zahlung konnte gerade nicht geprüft werden.');
        expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
      },
      orderComplete: (sut) => {
        const order = live(sut).order as Order;
        expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeInTheDocument();
        expect(screen.getByText(order.orderNumber)).toBeInTheDocument();
        if (order.invoice) expect(screen.getByRole('button', { name: new RegExp(order.invoice.invoiceNumber) })).toBeInTheDocument();
      },
      'evaluation.failed': () => expectAlert('Die Kursbewertung konnte gerade nicht geladen werden.'),
      'evaluation.showing': () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Ihre Kurse bewerten' })).toBeInTheDocument();
        expect(screen.getByText(/Fachanwaltslehrgang Arbeitsrecht/)).toBeInTheDocument();
      },
    },
    teardown: () => {
      cleanup();
      sessionStorage.clear();
      localStorage.clear();
    },
  },
);

describe('customerOrder model', () => {
  flow.testPaths();
  flow.testCoverage();
});
