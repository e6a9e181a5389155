import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL, saveConsent } from '../../src/features/consent/consent-choice';
import { useCheckoutTracking } from '../../src/features/checkout/use-checkout-tracking';
import { SiteProvider } from '../../src/lib/site-context';
import type { OrderSummary, PricedLine } from '../../src/shared/order';
import { configurationFixture, messagesFixture } from './support/fixtures';

afterEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});

const line = {
  positionId: 1,
  kind: 'COURSE',
  courseId: 7,
  packageId: null,
  scheduleId: 71,
  name: 'Arbeitsrecht aktuell',
  organizer: 'Forum',
  scopes: ['Arbeitsrecht', 'Familienrecht'],
  priceLevelName: null,
  priceValue: 10000,
  seats: 1,
  discountValue: 0,
} as unknown as PricedLine;
const summary = { lines: [line], totals: { grossValue: 10000, netValue: 8403, vatValue: 1597, vatByRate: [] } } as Pick<
  OrderSummary,
  'lines' | 'totals'
>;

function renderSteps(first: string | null) {
  const site = {
    configuration: configurationFixture({ tagManagerId: 'GTM-TEST1' }),
    messages: messagesFixture(),
    language: 'de' as const,
  };
  const wrapper = ({ children }: { children: ReactNode }) => <SiteProvider site={site}>{children}</SiteProvider>;
  return renderHook(({ step }: { step: string | null }) => useCheckoutTracking(step, summary), {
    wrapper,
    initialProps: { step: first },
  });
}

const events = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event).map((entry) => [entry.event, entry.checkout_step]);

describe('checkout events for the tag manager', () => {
  it('begin_checkout once with the lines, then checkout_progress per step; nothing after the order', () => {
    saveConsent(ACCEPT_ALL);
    const { rerender } = renderSteps(null);
    rerender({ step: 'guest' });
    rerender({ step: 'guest' });
    rerender({ step: 'guest-summary' });
    rerender({ step: 'guest-order-complete' });
    expect(events()).toEqual([
      ['begin_checkout', undefined],
      ['checkout_progress', 'guest'],
      ['checkout_progress', 'guest-summary'],
    ]);
    expect(window.dataLayer?.find((entry) => entry.event === 'begin_checkout')).toMatchObject({
      ecommerce: {
        currency: 'EUR',
        value: 100,
        items: [{ item_id: '7', item_category: 'Arbeitsrecht', item_category2: 'Familienrecht', price: 100 }],
      },
    });
  });

  it('pushes nothing without consent to statistics', () => {
    saveConsent(REJECT_ALL);
    const { rerender } = renderSteps('customer');
    rerender({ step: 'summary' });
    expect(window.dataLayer).toBeUndefined();
  });
});
