/**
 * Model-based test of the package credits: every generated path of the packageCredits machine drives
 * the real PackageCredits view of the cart page (paying a course with a package, releasing it,
 * dismissing a refusal, a newly priced cart), with the storage `cp` real. Every state checks the
 * credits left, which course is paid with which package, the refusal, and what the cart was told.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  creditsOfCart, packageCreditsMachine, type CreditAssignment, type CreditPackageState,
  type PackageCreditsContext,
} from '../../machines/packageCredits.machine';
import { MODEL_CREDIT_COURSES, packageCreditsModel } from '../../machines/packageCredits.model';
import { packageCreditsLogic } from '../../src/actors/packageCredits';
import { PackageCredits } from '../../src/features/cart/PackageCredits';
import type { Cart, CartPosition } from '../../src/shared/cart';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { settle } from '../support/flow-actors';
import { flowModel } from '../support/flow-model';
import { i18nFor } from '../support/flow-render';
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

async function renderCredits() {
  const i18n = await i18nFor('de');
  const onUse = vi.fn<(position: CartPosition, packageId: number) => void>();
  const onRelease = vi.fn<(position: CartPosition) => void>();
  const initial = cartOf(packageCreditsModel.input.packages, packageCreditsModel.input.assignments);
  expect(creditsOfCart(initial)).toEqual(packageCreditsModel.input);
  const view = (cart: Cart) => (
    <I18nextProvider i18n={i18n}>
      <PackageCredits cart={cart} onUse={onUse} onRelease={onRelease} logic={packageCreditsLogic} />
    </I18nextProvider>
  );
  const { rerender } = render(view(initial));
  const user = userEvent.setup();
  return { user, onUse, onRelease, setCart: (cart: Cart) => rerender(view(cart)) };
}
type Sut = Awaited<ReturnType<typeof renderCredits>>;

const useButton = (key: string) => screen.getByRole('button', { name: `${NAMES[key]} mit Arbeitsrecht 20 Stunden bezahlen` });
const releaseButton = (key: string) => screen.getByRole('button', { name: `${NAMES[key]}: Paketnutzung aufheben` });

const flow = flowModel(
  { machine: packageCreditsMachine, model: packageCreditsModel },
  {
    setup: renderCredits,
    events: {
      'user.courseAdded': async ({ user, onUse }, { event, state }) => {
        const before = onUse.mock.calls.length;
        await user.click(useButton(event.course.key));
        if (state.matches('ready')) {
          // Accepted: the cart is told, with the position and the package.
          expect(onUse).toHaveBeenCalledTimes(before + 1);
          expect(onUse.mock.lastCall![0]).toMatchObject({ courseId: Number(event.course.key.split('-')[0]) });
          expect(onUse.mock.lastCall![1]).toBe(event.packageId);
        } else {
          expect(onUse).toHaveBeenCalledTimes(before);
        }
      },
      'user.courseRemoved': async ({ user, onRelease }, { event }) => {
        const before = onRelease.mock.calls.length;
        await user.click(releaseButton(event.key));
        expect(onRelease).toHaveBeenCalledTimes(before + 1);
        expect(onRelease.mock.lastCall![0]).toMatchObject({ courseId: Number(event.key.split('-')[0]) });
      },
      'user.refusalDismissed': ({ user }) => user.click(screen.getByRole('button', { name: 'Hinweis schließen' })),
      'cart.synced': async ({ setCart }, { event }) => {
        setCart(cartOf(event.packages, event.assignments));
        await settle();
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
    teardown: () => {
      cleanup();
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
    const only = (positions: CartPosition[]): Cart => ({ ...cartOf([], []), positions });
    const pkg = packagePosition({ packageId: 7, cartPosition: 0, type: 'EDUCATION', organizerId: 5, scopeIds: [3], remainingCredits: 20 });
    function Both() {
      return (
        <>
          <PackageCredits cart={only([pkg])} onUse={() => {}} onRelease={() => {}} />
          <PackageCredits cart={only([coursePosition('101-1011', 8, null)])} onUse={() => {}} onRelease={() => {}} />
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Both />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
