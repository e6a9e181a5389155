/**
 * Model-based test of the cart: every generated path of the cart machine drives the real views — the
 * cart page (positions, package use, vouchers, sum, checkout), the header's cart link, the course
 * dates' add-to-cart buttons and the package page's — through the global cart actor as the app
 * provides it (src/actors/cart.ts, storage and navigation real). The server calls are answered by
 * deferred actors; the composition root's events (session, check step, navigation) are sent as it
 * would (tests/machines/actor-protocol.test.ts proves the wiring itself). Every state checks the actor against the model's state and what the page shows.
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../../src/lib/texts';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  cartItemCount, cartMachine, type CartChange, type CartValidationAnswer, type CartContext as MachineContext, type LocalCartData, type PricedCart,
  type WantedPosition,
} from '../../machines/cart.machine';
import { cartModel } from '../../machines/cart.model';
import { CART_PATH, createCartLogic } from '../../src/actors/cart';
import { CartLink } from '../../src/features/cart/CartLink';
import { CartView } from '../../src/features/cart/CartPage';
import { ScheduleList } from '../../src/features/course/ScheduleList';
import type { CartCourse } from '../../src/state/cart-add';
import { packageRoute } from '../../src/features/packages/PackagePage';
import { formatCents } from '../../src/lib/format';
import { readLocalCart } from '../../src/lib/cart-storage';
import { SiteProvider } from '../../src/lib/site-context';
import { SystemProvider } from '../../src/state/system-context';
import type { Cart } from '../../src/shared/cart';
import type { CourseScheduleDetail, PackageDetail } from '../../src/shared/catalogue';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { deferredActor, settle } from '../support/flow-actors';
import { flowModel } from '../support/flow-model';
import { startSystem } from '../support/system';
import { i18nFor } from '../support/flow-render';
import { configurationFixture, messagesFixture } from '../web/support/fixtures';
import { useMswServer } from '../web/support/msw';

// No request may leave the test: the cart calls are answered by deferred actors.
useMswServer();

const SCHEDULE: CourseScheduleDetail = {
  id: 1011,
  city: { id: 4, name: 'Hamburg' },
  startDate: '2027-03-05',
  endDate: '2027-03-06',
  freePlaces: 5,
  fullyBooked: false,
  pricelevels: [{ id: 10111, name: 'Standard', priceValue: 49_000 }],
  online: false,
  selfStudy: false,
  capacity: 20,
  past: false,
};
const COURSE: CartCourse = {
  id: 101,
  name: 'Kündigungsschutz kompakt',
  durationValue: 8,
  type: 'EDUCATION',
  organizer: { id: 5, name: 'Akademie Nord', slug: 'akademie-nord', city: null, website: '' },
  professionalScopes: [{ id: 3, name: 'Arbeitsrecht' }],
  category: null,
};
const PACKAGE: PackageDetail = {
  id: 7,
  name: 'Arbeitsrecht 20 Stunden',
  slug: 'arbeitsrecht-20-stunden',
  educationalType: 'EDUCATION',
  organizer: { id: 5, name: 'Akademie Nord' },
  professionalScopeIds: [3],
  professionalScopes: [{ id: 3, name: 'Arbeitsrecht' }],
  creditValue: 20,
  price: { price: 150_000 },
  courses: [],
  courseCount: 0,
};
const ADD_COURSE = 'Standard am 05.03.2027 – 06.03.2027 in den Warenkorb legen';

async function renderCart() {
  const priceLocalCart = deferredActor<PricedCart, LocalCartData>('priceLocalCart');
  const loadCart = deferredActor<PricedCart, void>('loadCart');
  const addPosition = deferredActor<PricedCart, WantedPosition>('addPosition');
  const updateCart = deferredActor<PricedCart, CartChange>('updateCart');
  const validateCart = deferredActor<CartValidationAnswer, LocalCartData>('validateCart');
  const reportError = vi.fn();
  const startCheckoutLogin = vi.fn();
  const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const logic = createCartLogic({ navigate: (to) => holder.router!.navigate(to) }).provide({
    actors: {
      priceLocalCart: priceLocalCart.logic,
      loadCart: loadCart.logic,
      addPosition: addPosition.logic,
      updateCart: updateCart.logic,
      validateCart: validateCart.logic,
    },
    actions: { reportError },
  });
  function Layout() {
    return (
      <>
        <header>
          <CartLink />
        </header>
        <main>
          <Outlet />
        </main>
      </>
    );
  }
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/warenkorb', element: <CartView /> },
          {
            path: '/kurs',
            element: <ScheduleList course={COURSE} schedules={[SCHEDULE]} waitingList={false} />,
          },
          { path: '/paket', loader: () => PACKAGE, Component: packageRoute.Component },
          { path: '*', element: <p>Anderswo</p> },
        ],
      },
    ],
    { initialEntries: [CART_PATH] },
  );
  holder.router = router;
  // The composition root with its own router: this test sends the navigation events itself.
  const system = startSystem({ cartLogic: logic });
  const i18n = await i18nFor('de');
  const site = { configuration: configurationFixture(), messages: messagesFixture({ language: 'de' }), language: 'de' as const };
  render(
    <TextsProvider i18n={i18n}>
      <SiteProvider site={site}>
        <SystemProvider system={system}>
          <RouterProvider router={router} />
        </SystemProvider>
      </SiteProvider>
    </TextsProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Warenkorb' });
  const actor = system.cart;
  // What the composition root hands to the login actor (tests/machines/actor-protocol.test.ts).
  actor.on('cart.signInWanted', ({ screen }) => startCheckoutLogin(screen));
  const user = userEvent.setup();
  const goTo = async (path: string) => {
    if (router.state.location.pathname !== path) await act(() => router.navigate(path));
  };
  return {
    router, actor, user, goTo, reportError, startCheckoutLogin, priceLocalCart, loadCart, addPosition, updateCart, validateCart,
  };
}
type Sut = Awaited<ReturnType<typeof renderCart>>;

/** Money as Testing Library compares text (its whitespace, e.g. the no-break space before €, normalised). */
const euro = (cents: number) => formatCents(cents).replace(/\s/g, ' ');
const at = (sut: Sut) => sut.router.state.location.pathname;
const send = (sut: Sut, event: Parameters<Sut['actor']['send']>[0]) => act(() => sut.actor.send(event));
const cartPage = () => screen.getByRole('article', { name: 'Warenkorb' });

const flow = flowModel(
  { machine: cartMachine, model: cartModel },
  {
    setup: renderCart,
    events: {
      'user.add': async (sut, { event, previous }) => {
        const loggedIn = previous.hasTag('loggedIn');
        if (event.position.courseId) {
          await sut.goTo('/kurs');
          await sut.user.click(screen.getByRole('button', { name: ADD_COURSE }));
        } else {
          await sut.goTo('/paket');
          await sut.user.click(await screen.findByRole('button', { name: 'Paket in den Warenkorb' }));
        }
        if (loggedIn) {
          // The server answers first; the cart page opens then (see done addPosition).
          expect(sut.addPosition.current().input).toEqual(event.position);
          expect(at(sut)).not.toBe(CART_PATH);
          await sut.goTo(CART_PATH);
        } else {
          await waitFor(() => expect(at(sut)).toBe(CART_PATH));
          // Stored at once, without a price; a reload keeps it.
          expect(readLocalCart().positions).toContainEqual(event.position);
          expect(localStorage.getItem(STORAGE_KEYS.cart)).not.toMatch(/priceValue/);
        }
      },
      'user.remove': ({ user }) => user.click(screen.getByRole('button', { name: 'Kündigungsschutz kompakt entfernen' })),
      'user.voucherEntered': async ({ user }, { event }) => {
        await user.type(screen.getByRole('textbox', { name: 'Gutscheincode' }), event.code);
        await user.click(screen.getByRole('button', { name: 'Einlösen' }));
      },
      'user.voucherRemoved': ({ user }, { event }) =>
        user.click(screen.getByRole('button', { name: `Gutscheincode ${event.code} entfernen` })),
      'user.packageUsed': async ({ user }) => {
        await user.click(screen.getByRole('button', { name: 'Kündigungsschutz kompakt mit Arbeitsrecht 20 Stunden bezahlen' }));
        // The package's credits were told to storage `cp`.
        expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.creditPackages) ?? '[]')).toEqual([
          expect.objectContaining({ packageId: 7, remainingCredits: 12 }),
        ]);
      },
      'user.packageReleased': ({ user }) =>
        user.click(screen.getByRole('button', { name: 'Kündigungsschutz kompakt: Paketnutzung aufheben' })),
      'user.seatsChanged': async (sut, { event, previous }) => {
        await sut.user.selectOptions(screen.getByRole('combobox', { name: 'Anzahl der Plätze für Kündigungsschutz kompakt' }), String(event.seats));
        if (previous.hasTag('loggedIn')) {
          // One call: PUT /api/cart/{id}/seats.
          expect(sut.updateCart.current().input).toEqual({ kind: 'seats', id: 1, seats: event.seats });
        } else {
          // Stored at once (a reload keeps the places), then priced. (The model's answers may show a
          // course this tab's local cart does not hold: then there is nothing to store.)
          const wanted = sut.actor.getSnapshot().context.localCart.positions.find((p) => p.courseId === 101);
          expect(wanted?.seats).toBe(wanted ? event.seats : undefined);
          expect(readLocalCart()).toEqual(sut.actor.getSnapshot().context.localCart);
        }
      },
      'user.checkout': async (sut, { previous }) => {
        await sut.user.click(screen.getByRole('button', { name: 'Zur Kasse' }));
        if (previous.hasTag('loggedIn')) {
          expect(at(sut)).toBe('/check');
          await sut.goTo(CART_PATH);
        } else {
          // Logged out: the three ways to order are offered, nothing starts yet.
          expect(await screen.findByRole('region', { name: 'Wie möchten Sie bestellen?' })).toBeInTheDocument();
          expect(sut.startCheckoutLogin).not.toHaveBeenCalled();
        }
      },
      'user.checkoutSignIn': async (sut) => {
        await sut.user.click(screen.getByRole('button', { name: 'Anmelden' }));
        expect(sut.startCheckoutLogin).toHaveBeenCalledExactlyOnceWith('login');
      },
      'user.checkoutRegister': async (sut) => {
        await sut.user.click(screen.getByRole('button', { name: 'Registrieren' }));
        expect(sut.startCheckoutLogin).toHaveBeenCalledExactlyOnceWith('register');
      },
      'user.checkoutAsGuest': async (sut) => {
        await sut.user.click(screen.getByRole('button', { name: 'Als Gast bestellen' }));
        expect(at(sut)).toBe('/guest-order/guest');
        expect(sut.startCheckoutLogin).not.toHaveBeenCalled();
        await sut.goTo(CART_PATH);
      },
      'user.checkoutCancelled': ({ user }) => user.click(screen.getByRole('button', { name: 'Abbrechen' })),
      'guestOrder.placed': async (sut, { event }) => {
        await send(sut, { type: 'guestOrder.placed', stored: event.stored });
        if (event.stored.positions.length === 0) {
          // The guest's order holds the positions now: the local cart is gone, in storage too.
          expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
          expect(localStorage.getItem(STORAGE_KEYS.creditPackages)).toBeNull();
        } else {
          // Another tab's course stays: stored and priced next, nothing else of the order.
          expect(readLocalCart().positions.map((p) => p.courseId)).toEqual(event.stored.positions.map((p: WantedPosition) => p.courseId));
        }
      },
      'user.retry': ({ user }) => user.click(screen.getByRole('button', { name: 'Erneut versuchen' })),
      'session.loggedIn': (sut, { event }) => send(sut, { type: 'session.loggedIn', pathname: event.pathname }),
      'session.loggedOut': (sut) => send(sut, { type: 'session.loggedOut' }),
      'check.requested': (sut) => send(sut, { type: 'check.requested' }),
      'route.changed': (sut, { event }) => send(sut, { type: 'route.changed', pathname: event.pathname }),
      'xstate.done.actor.priceLocalCart': (sut, { event }) => {
        // The local cart is priced as it is stored.
        expect(sut.priceLocalCart.current().input).toEqual(sut.actor.getSnapshot().context.localCart);
        return sut.priceLocalCart.resolve(event.output);
      },
      'xstate.error.actor.priceLocalCart': ({ priceLocalCart }, { event }) => priceLocalCart.reject(event.error),
      'xstate.done.actor.loadCart': ({ loadCart }, { event }) => loadCart.resolve(event.output),
      'xstate.error.actor.loadCart': ({ loadCart }, { event }) => loadCart.reject(event.error),
      'xstate.done.actor.addPosition': async (sut, { event }) => {
        await sut.goTo('/kurs');
        await sut.addPosition.resolve(event.output);
        // Added: the cart page opens.
        expect(at(sut)).toBe(CART_PATH);
      },
      'xstate.error.actor.addPosition': async (sut, { event }) => {
        await sut.goTo('/kurs');
        await sut.addPosition.reject(event.error);
        // Spec §8: the date is not bookable any more.
        expect(screen.getByText('Nicht buchbar')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: ADD_COURSE })).not.toBeInTheDocument();
        await sut.goTo(CART_PATH);
      },
      'xstate.done.actor.updateCart': ({ updateCart }, { event }) => updateCart.resolve(event.output),
      'xstate.error.actor.updateCart': ({ updateCart }, { event }) => updateCart.reject(event.error),
      'xstate.done.actor.validateCart': async (sut, { event }) => {
        const { localCart } = sut.actor.getSnapshot().context;
        localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(localCart));
        expect(sut.validateCart.current().input).toEqual(localCart);
        const checked = vi.fn();
        const subscription = sut.actor.on('cart.checked', checked);
        const checking = sut.actor.getSnapshot().matches({ customer: 'checking' });
        await sut.validateCart.resolve(event.output);
        subscription.unsubscribe();
        // The answer's cart replaced the local one: the stored copy is gone.
        expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
        // Asked by the check step: the whole answer goes back to it.
        if (checking) expect(checked).toHaveBeenCalledExactlyOnceWith({ type: 'cart.checked', validation: event.output });
        else expect(checked).not.toHaveBeenCalled();
      },
      'xstate.error.actor.validateCart': async (sut, { event, previous }) => {
        const failed = vi.fn();
        const subscription = sut.actor.on('cart.checkFailed', failed);
        await sut.validateCart.reject(event.error);
        subscription.unsubscribe();
        expect(failed).toHaveBeenCalledTimes(previous.matches({ customer: 'checking' }) ? 1 : 0);
      },
    },
    states: {
      '*': async (sut: Sut, snapshot: AnyMachineSnapshot) => {
        // Forms submit asynchronously: wait for the actor to arrive where the model is.
        await waitFor(() => expect(sut.actor.getSnapshot().value).toEqual(snapshot.value));
        await settle();
        // The model tells states apart by what the guards read (cartModel.serializeState); the actor
        // must agree on it. The rest of the context (the local positions, the not-bookable dates) is
        // the real run's, and the page must show that.
        const actual = sut.actor.getSnapshot();
        expect(cartModel.serializeState(actual)).toBe(cartModel.serializeState(snapshot as never));
        const context = actual.context as MachineContext;
        expect(at(sut)).toBe(CART_PATH);

        const page = cartPage();
        const busy = snapshot.hasTag('busy');
        expect(page).toHaveAttribute('aria-busy', String(busy));

        // The header's link counts the items and hides for an empty cart.
        const count = cartItemCount(context, snapshot.hasTag('loggedIn'));
        const link = screen.queryByRole('link', { name: /^Warenkorb, / });
        if (count === 0) expect(link).not.toBeInTheDocument();
        else expect(link).toHaveAccessibleName(count === 1 ? 'Warenkorb, 1 Position' : `Warenkorb, ${count} Positionen`);

        const failedToLoad = snapshot.matches({ guest: 'failed' }) || snapshot.matches({ customer: 'failed' });
        expect(screen.queryByText('Der Warenkorb konnte nicht geladen werden.') !== null).toBe(failedToLoad);
        expect(screen.queryByText(/Die Änderung konnte nicht gespeichert werden/) !== null).toBe(
          snapshot.matches({ customer: { ready: 'changeFailed' } }),
        );
        expect(screen.queryByText('Dieser Termin ist leider nicht buchbar.') !== null).toBe(
          snapshot.matches({ customer: { ready: 'addFailed' } }),
        );

        const cart = context.cart as Cart | null;
        if (!cart || failedToLoad) {
          expect(screen.queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
          // A guest's positions show before their prices, from what the pages they were added on showed.
          const previews = context.localCart.positions.map((position) => position.preview);
          const list = screen.queryByRole('list', { name: 'Positionen im Warenkorb' });
          if (snapshot.matches('guest') && !failedToLoad && previews.length > 0 && previews.every(Boolean)) {
            const items = within(list!).getAllByRole('listitem');
            expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(previews.map((p) => p!.name));
            for (const item of items) {
              expect(item).toHaveTextContent('Preiswird berechnet …');
              expect(within(item).getByRole('button', { name: /entfernen$/ })).toBeDisabled();
            }
            expect(screen.queryByText('Der Warenkorb wird geladen …')).not.toBeInTheDocument();
          } else {
            expect(list).not.toBeInTheDocument();
          }
          return;
        }
        const list = screen.queryByRole('list', { name: 'Positionen im Warenkorb' });
        if (cart.positions.length === 0) {
          expect(list).not.toBeInTheDocument();
          expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
        } else {
          const items = within(list!).getAllByRole('listitem');
          expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(cart.positions.map((p) => p.name));
          for (const [index, position] of cart.positions.entries()) {
            const item = items[index]!;
            expect(item).toHaveTextContent(position.organizer);
            expect(item).toHaveTextContent(euro(position.discountPriceValue));
            if (position.discountPriceValue !== position.priceValue) {
              expect(within(item).getByText(euro(position.priceValue)).tagName).toBe('DEL');
            }
            if (position.schedule) {
              expect(item).toHaveTextContent('05.03.2027 bis 06.03.2027');
              expect(item).toHaveTextContent(position.schedule.city ?? 'Online');
              expect(item).toHaveTextContent(position.priceLevelName ?? '');
            }
            expect(within(item).getByRole('button', { name: `${position.name} entfernen` })).toHaveProperty('disabled', busy);
            // A course date's places: the number booked, up to what the date has left.
            const seats = within(item).queryByRole('combobox', { name: `Anzahl der Plätze für ${position.name}` });
            if (position.kind === 'COURSE') {
              expect(seats).toHaveValue(String(position.seats ?? 1));
              expect(seats).toHaveProperty('disabled', busy);
              expect(within(seats!).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5']);
            } else {
              expect(seats).toBeNull();
            }
          }
        }
        // Vouchers: rejected ones with their reason, unused ones marked.
        for (const { code, reason } of cart.rejectedVoucher) {
          const text = { UNKNOWN: 'Diesen Code gibt es nicht.', EXPIRED: 'Dieser Gutschein ist abgelaufen.', NOT_YET_VALID: 'Dieser Gutschein gilt noch nicht.', USED_UP: 'Dieser Gutschein ist bereits aufgebraucht.', NOT_REDEEMABLE: 'Dieser Code kann nicht eingelöst werden.' }[reason];
          expect(screen.getByText(code).closest('li')).toHaveTextContent(text);
        }
        for (const code of cart.unusedVoucher) {
          expect(screen.getByText(code).closest('li')).toHaveTextContent('Gilt für keine Position dieses Warenkorbs');
        }
        // Package use: the credits left of each package, as the priced cart says (while it reprices,
        // the credits already show the step taken).
        for (const pkg of cart.positions.filter((p) => p.kind === 'PACKAGE')) {
          if (!busy && cart.positions.some((p) => p.kind === 'COURSE')) {
            expect(screen.getByText(`${pkg.name}: noch ${pkg.remainingCredits} Stunden Guthaben`)).toBeInTheDocument();
          }
        }
        // An empty cart has nothing to sum up or check out.
        if (cart.positions.length === 0) {
          expect(screen.queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
          return;
        }
        expect(cartPage().querySelector('.cart-sum dd')).toHaveTextContent(euro(cart.sumValue));
        // Logged out, "Zur Kasse" opens the three ways to order in its place.
        const choosing = snapshot.matches({ guest: { priced: 'choosingCheckout' } });
        // The choice's texts come with the checkout namespace (loaded on the first "Zur Kasse").
        await waitFor(() => expect(screen.queryByRole('region', { name: 'Wie möchten Sie bestellen?' }) !== null).toBe(choosing));
        if (choosing) {
          for (const name of ['Anmelden', 'Registrieren', 'Als Gast bestellen']) expect(screen.getByRole('button', { name })).toBeEnabled();
          expect(screen.queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
        } else {
          expect(screen.getByRole('button', { name: 'Zur Kasse' })).toHaveProperty('disabled', busy);
        }
      },
      'guest.failed': ({ reportError }) => expect(reportError).toHaveBeenCalled(),
      'customer.failed': ({ reportError }) => expect(reportError).toHaveBeenCalled(),
    },
    teardown: () => {
      cleanup();
      localStorage.clear();
    },
  },
);

describe('cart model', () => {
  flow.testPaths();
  flow.testCoverage();
});

describe('cart page beyond the model', () => {
  it('announces a merged cart in a live region (?merged=true)', async () => {
    const sut = await renderCart();
    await act(() => sut.router.navigate(`${CART_PATH}?merged=true`));
    const status = screen.getAllByRole('status').find((element) => element.classList.contains('cart-page__notice'))!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Ihr Warenkorb wurde mit dem Warenkorb Ihres Kundenkontos zusammengeführt.');
    await act(() => sut.router.navigate(CART_PATH));
    expect(status).toBeEmptyDOMElement();
  });

  it('keeps the guest cart over a reload and prices it at once', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ packageId: 7, priceValue: 1 }], voucherCodes: ['a', 'A'] }));
    const sut = await renderCart();
    expect(sut.priceLocalCart.current().input).toEqual({ positions: [{ packageId: 7 }], voucherCodes: ['A'] });
    expect(screen.getByRole('link', { name: 'Warenkorb, 1 Position' })).toHaveAttribute('href', CART_PATH);
  });
});
