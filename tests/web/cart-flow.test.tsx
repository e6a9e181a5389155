/**
 * The cart in the app: add-to-cart on a course page and a package page, the cart page at
 * 'warenkorb' (lazy route), a reload keeping the guest cart, the header's cart link. HTTP is answered
 * by msw at the network boundary.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TextsProvider } from '../../src/lib/texts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createCartLogic } from '../../src/actors/cart';
import { SystemProvider } from '../../src/state/system-context';
import { startSystem } from '../support/system';
import { CartLink } from '../../src/features/cart/CartLink';
import { readLocalCart } from '../../src/lib/cart-storage';
import type { Cart, CartPosition, CartPricingRequest } from '../../src/shared/cart';
import type { CourseDetail, CourseScheduleDetail, PackageDetail } from '../../src/shared/catalogue';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { coursePath, packagePath } from '../../src/shared/page-paths';
import { i18nFor } from '../support/flow-render';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

function schedule(overrides: Partial<CourseScheduleDetail> = {}): CourseScheduleDetail {
  return {
    id: 71, city: { id: 3, name: 'Köln' }, startDate: '2027-03-15', endDate: '2027-03-16', freePlaces: 12, fullyBooked: false,
    online: false, selfStudy: false, capacity: 30, past: false,
    pricelevels: [
      { id: 1, name: 'Regulär', priceValue: 129000 },
      { id: 2, name: 'Frühbucher', priceValue: 113500 },
    ],
    ...overrides,
  };
}

const COURSE: CourseDetail = {
  id: 7, name: 'Arbeitsrecht aktuell: Kündigungsschutz', slug: 'arbeitsrecht-aktuell-kuendigungsschutz', kind: 'FAO15', type: 'EDUCATION',
  courseType: 'PRESENT', durationValue: 5, fao15: { qualifies: true, hours: 5 }, distanceLearning: null, description: 'Kündigungsschutz.',
  organizer: { id: 5, name: 'Arbeitsrechtsforum Westfalen', slug: 'arbeitsrechtsforum-westfalen', city: null, website: 'https://example.org' },
  professionalScopes: [{ id: 2, name: 'Arbeitsrecht' }], category: { id: 1, name: 'Arbeit und Soziales' }, documents: [], referents: [],
  courseSchedules: [schedule(), schedule({ id: 72, startDate: '2027-05-03', endDate: '2027-05-03', freePlaces: 0, fullyBooked: true })],
  meta: { description: 'Kündigungsschutz.' },
};

const PACKAGE: PackageDetail = {
  id: 12, name: 'Stundenpaket Arbeitsrecht (20 Stunden)', slug: 'stundenpaket-arbeitsrecht-20-stunden', educationalType: 'EDUCATION',
  organizer: { id: 5, name: 'Arbeitsrechtsforum Westfalen' }, professionalScopeIds: [2], professionalScopes: [{ id: 2, name: 'Arbeitsrecht' }],
  creditValue: 20, price: { price: 99_000 }, courses: [], courseCount: 0,
};

const PRICED_COURSE: CartPosition = {
  kind: 'COURSE', courseId: 7, packageId: null, scheduleId: 71, priceLevelId: 2, scopeId: 2, categoryId: 1, packageIncluded: false,
  durationValue: 5, type: 'EDUCATION', organizerId: 5, organizer: 'Arbeitsrechtsforum Westfalen', scopeIds: [2], scopes: ['Arbeitsrecht'],
  remainingCredits: null, name: COURSE.name, courseType: 'PRESENT', courseKind: 'FAO15',
  schedule: { startDate: '2027-03-15', endDate: '2027-03-16', city: 'Köln' }, priceLevelName: 'Frühbucher', priceValue: 113500,
  discountPriceValue: 102150, voucher: { voucherCode: 'SOMMER10', voucherValue: 10, voucherValueType: 'PERCENT' },
};

function priced(positions: CartPosition[]): Cart {
  return {
    positions, cartVoucher: null, rejectedVoucher: [{ code: 'ALT', reason: 'EXPIRED' }], unusedVoucher: [], voucherCodes: ['SOMMER10', 'ALT'],
    verificationStep: false, paymentStep: true, sumValue: positions.reduce((sum, p) => sum + p.discountPriceValue, 0),
  };
}

function servePricing(answer: Cart) {
  const bodies: CartPricingRequest[] = [];
  server.use(
    http.post('/api/cart', async ({ request }) => {
      bodies.push((await request.json()) as CartPricingRequest);
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

describe('add to cart', () => {
  it('a course date at a price level goes into the guest cart and the cart page opens', async () => {
    server.use(http.get(`/api/course/${COURSE.id}`, () => HttpResponse.json(COURSE)));
    const bodies = servePricing(priced([PRICED_COURSE]));
    const { user, router } = await renderApp(coursePath(COURSE), { configuration: { features: ['WAITING_LIST'] } });
    await screen.findByRole('heading', { level: 1, name: COURSE.name });
    // A full date keeps its waiting-list form and offers no booking.
    expect(screen.getAllByRole('button', { name: /in den Warenkorb legen$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /03\.05\.2027 in den Warenkorb legen/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Frühbucher am 15.03.2027 – 16.03.2027 in den Warenkorb legen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warenkorb'));
    const wanted = {
      courseId: 7, scheduleId: 71, priceLevelId: 2, scopeId: 2, categoryId: 1,
      course: { id: 7, durationValue: 5, type: 'EDUCATION', organizer: { id: 5 }, professionalScopes: [{ id: 2, name: 'Arbeitsrecht' }] },
    };
    // What the course page showed is kept for the cart page (never a price), and not sent.
    const preview = {
      name: COURSE.name, organizer: 'Arbeitsrechtsforum Westfalen',
      schedule: { startDate: '2027-03-15', endDate: '2027-03-16', city: 'Köln' }, priceLevelName: 'Frühbucher',
    };
    expect(readLocalCart()).toEqual({ positions: [{ ...wanted, preview }], voucherCodes: [] });
    await screen.findByRole('button', { name: 'Zur Kasse' });
    const list = screen.getByRole('list', { name: 'Positionen im Warenkorb' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: COURSE.name })).toBeInTheDocument();
    expect(item).toHaveTextContent('Arbeitsrechtsforum Westfalen');
    expect(item).toHaveTextContent('15.03.2027 bis 16.03.2027');
    expect(item).toHaveTextContent('Köln');
    expect(item).toHaveTextContent('Frühbucher');
    expect(item).toHaveTextContent('1.021,50 €');
    expect(within(item).getByText('1.135,00 €').tagName).toBe('DEL');
    expect(item).toHaveTextContent('Gutschein SOMMER10');
    expect(screen.getByText('ALT').closest('li')).toHaveTextContent('Dieser Gutschein ist abgelaufen.');
    expect(bodies.at(-1)).toEqual({ positions: [wanted], voucherCodes: [] });
    expect(JSON.stringify(bodies)).not.toMatch(/priceValue/);
  });

  it('a package goes into the cart from its page', async () => {
    server.use(http.get(`/api/courses/packages/${PACKAGE.id}`, () => HttpResponse.json(PACKAGE)));
    const bodies = servePricing(priced([]));
    const { user, router } = await renderApp(packagePath(PACKAGE));
    await user.click(await screen.findByRole('button', { name: 'Paket in den Warenkorb' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warenkorb'));
    await waitFor(() => expect(bodies).toEqual([{ positions: [{ packageId: 12 }], voucherCodes: [] }]));
    expect(readLocalCart().positions).toEqual([
      { packageId: 12, preview: { name: PACKAGE.name, organizer: 'Arbeitsrechtsforum Westfalen', schedule: null, priceLevelName: null } },
    ]);
  });
});

describe('cart page', () => {
  it('a reload keeps the guest cart: the stored copy is priced again', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }], voucherCodes: ['sommer10'] }));
    const bodies = servePricing(priced([PRICED_COURSE]));
    await renderApp('/warenkorb');
    expect(await screen.findByRole('heading', { level: 2, name: COURSE.name })).toBeInTheDocument();
    expect(bodies).toEqual([{ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }], voucherCodes: ['SOMMER10'] }]);
    expect(screen.getByRole('button', { name: 'Zur Kasse' })).toBeEnabled();
    // Gross prices, said as German price law wants.
    expect(screen.getByText('Alle Preise in Euro inkl. MwSt.')).toBeInTheDocument();
  });

  it('names the accepted payment methods the configuration enables, before the checkout (§ 312j Abs. 1 BGB)', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }], voucherCodes: [] }));
    servePricing(priced([PRICED_COURSE]));
    // A deployment offering invoice and SEPA only (PAYMENT_METHODS=INVOICE,SEPA_DIRECT_DEBIT).
    server.use(
      http.get('/api/cart/payment-methods', () =>
        HttpResponse.json([
          { method: 'INVOICE', redirect: false, testMode: false },
          { method: 'SEPA_DIRECT_DEBIT', redirect: false, testMode: false },
        ]),
      ),
    );
    await renderApp('/warenkorb');
    const methods = await screen.findByRole('region', { name: 'Akzeptierte Zahlungsarten' });
    expect(within(methods).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rechnung', 'SEPA-Lastschrift']);
    // Before the way to order.
    const checkout = screen.getByRole('button', { name: 'Zur Kasse' });
    expect(methods.compareDocumentPosition(checkout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names a test-mode card payment as such, in English too', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }], voucherCodes: [] }));
    servePricing(priced([PRICED_COURSE]));
    await renderApp('/warenkorb', { language: 'en' });
    const methods = await screen.findByRole('region', { name: 'Accepted payment methods' });
    expect(within(methods).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Invoice',
      'SEPA direct debit',
      'Credit card (test mode – no money moves)',
    ]);
  });

  it('a guest’s positions show at once, from what the pages they were added on showed; the prices follow the answer', async () => {
    const preview = {
      name: COURSE.name, organizer: 'Arbeitsrechtsforum Westfalen',
      schedule: { startDate: '2027-03-15', endDate: '2027-03-16', city: 'Köln' }, priceLevelName: 'Frühbucher',
    };
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2, preview }], voucherCodes: [] }));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/cart', async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json(priced([PRICED_COURSE]));
      }),
    );
    await renderApp('/warenkorb');
    const item = within(await screen.findByRole('list', { name: 'Positionen im Warenkorb' })).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 2, name: COURSE.name })).toBeInTheDocument();
    expect(item).toHaveTextContent('15.03.2027 bis 16.03.2027');
    expect(item).toHaveTextContent('Köln');
    expect(item).toHaveTextContent('Frühbucher');
    expect(item).toHaveTextContent('Preiswird berechnet …');
    expect(within(item).getByRole('button', { name: `${COURSE.name} entfernen` })).toBeDisabled();
    expect(screen.queryByText('Der Warenkorb wird geladen …')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
    // The preview is the browser's own: the server is asked for the position alone.
    await waitFor(() => expect(bodies).toEqual([{ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }], voucherCodes: [] }]));

    answer();
    expect(await screen.findByRole('button', { name: 'Zur Kasse' })).toBeEnabled();
    expect(item).toHaveTextContent('1.021,50 €');
    expect(item).not.toHaveTextContent('wird berechnet');
    expect(within(item).getByRole('button', { name: `${COURSE.name} entfernen` })).toBeEnabled();
  });

  it('a cart stored without previews (an older version) says it is loading until it is priced', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }], voucherCodes: [] }));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('/api/cart', async () => (await answered, HttpResponse.json(priced([PRICED_COURSE])))));
    await renderApp('/warenkorb');
    expect(await screen.findByText('Der Warenkorb wird geladen …')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Positionen im Warenkorb' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 2, name: COURSE.name })).toBeInTheDocument();
    expect(screen.queryByText('Der Warenkorb wird geladen …')).not.toBeInTheDocument();
  });

  it('names the standard price levels in English', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ courseId: 7, scheduleId: 71, priceLevelId: 2 }], voucherCodes: [] }));
    servePricing(priced([PRICED_COURSE]));
    await renderApp('/warenkorb', { language: 'en', messages: { texts: { 'priceLevel.fruehbucher': 'Early bird' } } });
    const item = within(await screen.findByRole('list', { name: 'Positions in the cart' })).getByRole('listitem');
    expect(item).toHaveTextContent('Early bird');
    expect(item).not.toHaveTextContent('Frühbucher');
    expect(screen.getByText('All prices in euros, VAT included.')).toBeInTheDocument();
  });

  it('an empty cart says so and offers no checkout; English texts come from the resources', async () => {
    await renderApp('/warenkorb', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });

  it('shows the merged-cart notice for ?merged=true in a live region', async () => {
    await renderApp('/warenkorb?merged=true');
    await screen.findByRole('heading', { level: 1, name: 'Warenkorb' });
    const notice = screen.getByText(/Ihr Warenkorb wurde mit dem Warenkorb Ihres Kundenkontos zusammengeführt/);
    expect(notice.closest('[aria-live="polite"]')).toHaveAttribute('role', 'status');
  });
});

describe('CartLink', () => {
  async function renderLink() {
    const i18n = await i18nFor('de');
    const router = createMemoryRouter([{ path: '*', element: <CartLink /> }]);
    const system = startSystem({ router, cartLogic: createCartLogic({ navigate: vi.fn() }) });
    render(
      <TextsProvider i18n={i18n}>
        <SystemProvider system={system}>
          <RouterProvider router={router} />
        </SystemProvider>
      </TextsProvider>,
    );
  }

  it('is not rendered for an empty cart', async () => {
    await renderLink();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the item count of the stored guest cart and leads to the cart', async () => {
    servePricing(priced([PRICED_COURSE]));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ packageId: 12 }, { courseId: 7, scheduleId: 71 }], voucherCodes: [] }));
    await renderLink();
    const link = screen.getByRole('link', { name: 'Warenkorb, 2 Positionen' });
    expect(link).toHaveAttribute('href', '/warenkorb');
    expect(link).toHaveTextContent('2');
  });
});
