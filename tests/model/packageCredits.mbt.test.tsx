/**
 * Model-based test of the package credits: every generated path of the packageCredits machine drives
 * the real PackageCredits view of the cart page with the real composition root (the global cart and
 * packageCredits actors wired in src/app/system.ts): paying a course with a package, releasing it,
 * dismissing a refusal, a newly priced cart. Storage `cp` is real; the server's pricing is the stand-in.
 * Every state checks the credits left, which course is paid with which package, the refusal, and
 * every step what the cart was told (the local cart it had priced).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../../src/lib/texts';
import { createMemoryRouter } from 'react-router-dom';
import { fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LocalCartData, PricedCart } from '../../machines/cart.machine';
import {
  creditsOfCart, packageCreditsMachine, type CreditAssignment, type CreditPackageState,
  type PackageCreditsContext,
} from '../../machines/packageCredits.machine';
import { MODEL_CREDIT_COURSES, packageCreditsModel } from '../../machines/packageCredits.model';
import { createCartLogic } from '../../src/actors/cart';
import { createSystem } from '../../src/app/system';
import { PackageCredits } from '../../src/features/cart/PackageCredits';
import type { Cart, CartPosition, LocalCart } from '../../src/shared/cart';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { SystemProvider, type AppSystem } from '../../src/state/system-context';
import { settle } from '../support/flow-actors';
import { flowModel } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';
import { startSystem, testSite } from '../support/system';
import { useMswServer } from '../web/support/msw';

useMswServer();

const NAMES: Record<string, string> = { '101-1011': 'Kündigungsschutz kompakt', '102-1021': 'Betriebsrat intensiv' };
const PACKAGE_NAMES: Record<number, string> = { 7: 'Arbeitsrecht 20 Stunden', 8: 'Familienrecht 40 Stunden' };

function coursePosition(key: string, hours: number, packageId: number | null): CartPosition {
  const [courseId, scheduleId] = key.split('-').map(Number) as [number, number];
  return {
    id: courseId,
    kind: 'COURSE',
    courseId,
    packageId,
    scheduleId,
    priceLevelId: scheduleId * 10 + 1,
    scopeId: 3,
    categoryId: null,
    packageIncluded: packageId !== null,
    durationValue: hours,
    type: 'EDUCATION',
    organizerId: 5,
    organizer: 'Akademie Nord',
    scopeIds: [3],
    scopes: ['Arbeitsrecht'],
    remainingCredits: null,
    name: NAMES[key]!,
    courseType: 'PRESENT',
    courseKind: 'FAO15',
    schedule: { startDate: '2027-03-05', endDate: '2027-03-06', city: 'Hamburg' },
    priceLevelName: 'Standard',
    priceValue: 49_000,
    discountPriceValue: packageId === null ? 49_000 : 0,
    voucher: null,
  };
}

function packagePosition(pkg: CreditPackageState): CartPosition {
  return {
    id: 100 + pkg.packageId,
    kind: 'PACKAGE',
    courseId: null,
    packageId: pkg.packageId,
    scheduleId: null,
    priceLevelId: null,
    scopeId: null,
    categoryId: null,
    packageIncluded: false,
    durationValue: null,
    type: 'EDUCATION',
    organizerId: pkg.organizerId,
    organizer: pkg.organizerId === 5 ? 'Akademie Nord' : 'Institut Süd',
    scopeIds: pkg.scopeIds,
    scopes: [],
    remainingCredits: pkg.remainingCredits,
    name: PACKAGE_NAMES[pkg.packageId]!,
    courseType: null,
    courseKind: null,
    schedule: null,
    priceLevelName: null,
    priceValue: 150_000,
    discountPriceValue: 150_000,
    voucher: null,
  };
}

/**
 * A priced cart whose credits are `packages` and `assignments`: the short course, package 7, the long
 * course, package 8 (the cart positions the model's packages point to).
 */
function cartOf(packages: CreditPackageState[], assignments: CreditAssignment[]): Cart {
  const used = (key: string) => assignments.find((a) => a.key === key)?.packageId ?? null;
  const positions: CartPosition[] = [];
  positions[0] = coursePosition('101-1011', MODEL_CREDIT_COURSES.short.hours, used('101-1011'));
  positions[2] = coursePosition('102-1021', MODEL_CREDIT_COURSES.long.hours, used('102-1021'));
  for (const pkg of packages) positions[pkg.cartPosition] = packagePosition(pkg);
  return {
    positions,
    cartVoucher: null,
    rejectedVoucher: [],
    unusedVoucher: [],
    voucherCodes: [],
    verificationStep: false,
    paymentStep: true,
    sumValue: positions.reduce((sum, p) => sum + p.discountPriceValue, 0),
  };
}

/** The local cart the visitor starts with: both courses and both packages. */
const LOCAL_CART: LocalCart = {
  positions: [
    { courseId: 101, scheduleId: 1011, priceLevelId: 10111 },
    { packageId: 7 },
    { courseId: 102, scheduleId: 1021, priceLevelId: 10211 },
    { packageId: 8 },
  ],
  voucherCodes: [],
};

/**
 * The cart page's package use with the real composition root (src/app/system.ts): the global cart and
 * packageCredits actors, wired there. The server's pricing is the one stand-in: it answers with
 * `answer`, which every executor sets to what the server says after the step.
 */
async function renderCredits() {
  const i18n = await i18nFor('de');
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
  const server = { answer: cartOf(packageCreditsModel.input.packages, packageCreditsModel.input.assignments) };
  expect(creditsOfCart(server.answer)).toEqual(packageCreditsModel.input);
  const priced: LocalCartData[] = [];
  const cartLogic = createCartLogic({ navigate: () => {} }).provide({
    actors: {
      priceLocalCart: fromPromise<PricedCart, LocalCartData>(async ({ input }) => {
        priced.push(input);
        return server.answer;
      }),
    },
  });
  const system = createSystem({ site: testSite(), router: createMemoryRouter([{ path: '*', element: null }]), cartLogic });
  render(
    <TextsProvider i18n={i18n}>
      <SystemProvider system={system}>
        <PackageCredits />
      </SystemProvider>
    </TextsProvider>,
  );
  await repriced(system);
  return { user: userEvent.setup(), system, server, priced, vouchers: 0 };
}

/** The cart has its priced cart again (and so have the credits), and React has shown it. */
async function repriced(system: AppSystem) {
  await waitFor(system.cart, (snapshot) => snapshot.matches({ guest: 'priced' }));
  await settle();
}

/** What the cart last asked the server to price for the course `key`. */
function pricedCourse(priced: LocalCartData[], key: string) {
  return priced.at(-1)!.positions.find((p) => `${p.courseId}-${p.scheduleId}` === key);
}

type Sut = Awaited<ReturnType<typeof renderCredits>>;

/** What the server answers after a step: the credits the model says (it prices like the credits decide). */
function serverAnswer(state: AnyMachineSnapshot): Cart {
  const { packages, assignments } = state.context as PackageCreditsContext;
  return cartOf(packages, assignments);
}

const useButton = (key: string) => screen.getByRole('button', { name: `${NAMES[key]} mit Arbeitsrecht 20 Stunden bezahlen` });
const releaseButton = (key: string) => screen.getByRole('button', { name: `${NAMES[key]}: Paketnutzung aufheben` });

const flow = flowModel(
  { machine: packageCreditsMachine, model: packageCreditsModel },
  {
    setup: renderCredits,
    events: {
      'user.courseAdded': async (sut, { event, state }) => {
        const before = sut.priced.length;
        sut.server.answer = serverAnswer(state);
        await sut.user.click(useButton(event.course.key));
        if (state.matches('ready')) {
          // Accepted: the cart is told and reprices the course paid with the package.
          await repriced(sut.system);
          expect(sut.priced).toHaveLength(before + 1);
          expect(pricedCourse(sut.priced, event.course.key)).toMatchObject({ packageId: event.packageId, packageIncluded: true });
        } else {
          await settle();
          expect(sut.priced).toHaveLength(before);
        }
      },
      'user.courseRemoved': async (sut, { event, state }) => {
        const before = sut.priced.length;
        sut.server.answer = serverAnswer(state);
        await sut.user.click(releaseButton(event.key));
        // The cart is told and reprices the course paid normally again.
        await repriced(sut.system);
        expect(sut.priced).toHaveLength(before + 1);
        expect(pricedCourse(sut.priced, event.key)).toMatchObject({ packageIncluded: false });
        expect(pricedCourse(sut.priced, event.key)).not.toHaveProperty('packageId');
      },
      'user.refusalDismissed': ({ user }) => user.click(screen.getByRole('button', { name: 'Hinweis schließen' })),
      'cart.synced': async (sut, { event }) => {
        // The visitor redeems a voucher; the server's newly priced cart brings other credits.
        sut.server.answer = cartOf(event.packages, event.assignments);
        sut.system.cart.send({ type: 'user.voucherEntered', code: `NEU${++sut.vouchers}` });
        await repriced(sut.system);
      },
    },
    states: {
      '*': (_sut: Sut, snapshot: AnyMachineSnapshot) => {
        const context = snapshot.context as PackageCreditsContext;
        // The credits left of every package of the cart, never below zero.
        const items = within(screen.getByRole('region', { name: 'Seminarpakete nutzen' })).getAllByRole('listitem');
        for (const pkg of context.packages) {
          expect(pkg.remainingCredits).toBeGreaterThanOrEqual(0);
          const text = `${PACKAGE_NAMES[pkg.packageId]}: noch ${pkg.remainingCredits} Stunden Guthaben`;
          expect(items.some((item) => item.textContent === text)).toBe(true);
        }
        // Storage `cp` holds them (after the first change; the view syncs at once).
        const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.creditPackages) ?? '[]') as CreditPackageState[];
        expect(stored.map((p) => [p.packageId, p.remainingCredits])).toEqual(context.packages.map((p) => [p.packageId, p.remainingCredits]));
        // Per course: paid with its package (release offered), or the fitting packages offered.
        for (const key of Object.keys(NAMES)) {
          const assignment = context.assignments.find((a) => a.key === key);
          if (assignment) {
            expect(releaseButton(key)).toBeEnabled();
            expect(screen.queryByRole('button', { name: `${NAMES[key]} mit Arbeitsrecht 20 Stunden bezahlen` })).not.toBeInTheDocument();
          } else {
            expect(useButton(key)).toBeEnabled();
          }
          // The other organizer's package is never offered.
          expect(screen.queryByRole('button', { name: `${NAMES[key]} mit Familienrecht 40 Stunden bezahlen` })).not.toBeInTheDocument();
        }
        const alert = screen.queryByRole('alert');
        if (snapshot.matches('refused')) {
          const refusal = context.refusal!;
          expect(alert).toHaveTextContent(
            `${NAMES[refusal.key]} braucht ${refusal.hours} Stunden, Arbeitsrecht 20 Stunden hat noch ${refusal.remaining} Stunden Guthaben.`,
          );
        } else {
          expect(alert).not.toBeInTheDocument();
        }
      },
    },
    teardown: (sut) => {
      cleanup();
      sut?.system.stop();
      localStorage.clear();
    },
  },
);

describe('packageCredits model', () => {
  flow.testPaths();
  flow.testCoverage();
});

describe('PackageCredits beyond the model', () => {
  it('shows nothing without a package or without a course', async () => {
    const i18n = await i18nFor('de');
    const pkg = packagePosition({ packageId: 7, cartPosition: 0, type: 'EDUCATION', organizerId: 5, scopeIds: [3], remainingCredits: 20 });
    for (const positions of [[pkg], [coursePosition('101-1011', 8, null)]]) {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(LOCAL_CART));
      const answer: Cart = { ...cartOf([], []), positions };
      const cartLogic = createCartLogic({ navigate: () => {} }).provide({
        actors: { priceLocalCart: fromPromise<PricedCart, LocalCartData>(async () => answer) },
      });
      const system = startSystem({ cartLogic });
      render(
        <TextsProvider i18n={i18n}>
          <SystemProvider system={system}>
            <PackageCredits />
          </SystemProvider>
        </TextsProvider>,
      );
      await repriced(system);
      expect(system.cart.getSnapshot().context.cart).toEqual(answer);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      cleanup();
    }
  });
});
