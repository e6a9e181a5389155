/**
 * The customer area's shell and sections in the real app (issue 12 §1): the guest sent to the
 * sign-in returning to the same page, the section navigation, meine-kurse (orders by year,
 * positions, the title of a course's hours, invoice, packages), meine-daten (the checkout's form
 * saved with PUT /api/customers/{id}, the password link) and the Merkzettel (remove, into the cart).
 * HTTP is answered by msw at the network boundary; every wait ends in content or an error with retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../src/lib/auth';
import { deleteCookie } from '../../src/lib/cookies';
import { COOKIES } from '../../src/shared/constants';
import type { CourseDetail } from '../../src/shared/catalogue';
import { answerAccountBasics, order, position, storeSignIn, unavailable } from './support/customer-area';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
const configuration = { features: ['BOOKMARK' as const, 'EDUCATIONAL_STATE' as const] };
const messages = { lawyerScopes: [{ id: 2, name: 'Arbeitsrecht' }, { id: 6, name: 'Familienrecht' }] };

afterEach(() => deleteCookie(COOKIES.loggedIn));
beforeEach(() => answerAccountBasics(server));

describe('the dashboard shell', () => {
  it('sends a guest to the sign-in, asking to come back to the same section', async () => {
    const auth = createAuth({ issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });
    const signIn = vi.spyOn(auth, 'signIn').mockReturnValue(new Promise(() => undefined));
    await renderApp('/customer-dashboard/favoriten?x=1', { configuration, auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ returnUrl: '/customer-dashboard/favoriten?x=1' })));
    expect(screen.queryByRole('navigation', { name: 'Bereiche Ihres Kontos' })).not.toBeInTheDocument();
  });

  it('shows the section navigation with the current section marked, and titles the page', async () => {
    storeSignIn();
    server.use(http.get('/api/customer/packages', () => HttpResponse.json([])));
    await renderApp('/customer-dashboard/meine-kurse', { configuration });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Kurse' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Bereiche Ihres Kontos' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Übersicht', 'Mein Fortbildungsstatus', 'Meine Kurse', 'Suchfavoriten', 'Meine Daten', 'Merkzettel', 'Kanzlei',
    ]);
    expect(within(nav).getByRole('link', { name: 'Meine Kurse' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Meine Kurse | Kursmarkt'));
    expect(await screen.findByText('Sie haben noch keine Kurse gebucht.')).toBeInTheDocument();
  });

  it('answers an unknown section, and a section whose feature is off, with the 404 page', async () => {
    storeSignIn();
    const { router } = await renderApp('/customer-dashboard/gibt-es-nicht', { configuration });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    const second = await renderApp('/customer-dashboard/merkzettel', { configuration: { features: [] } });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/404'));
  });

  it('sums up orders, saved searches and bookmarks on the overview', async () => {
    storeSignIn();
    server.use(
      http.get('/api/customer/orders', () => HttpResponse.json({ years: [{ year: 2026, orders: [order()] }], count: 3 })),
      http.get('/api/favorites', () => HttpResponse.json([{ id: 1, name: 'x', parameters: {}, createdAt: '', updatedAt: '' }])),
    );
    await renderApp('/customer-dashboard', { configuration });
    const summary = await screen.findByRole('region', { name: 'Ihre Übersicht' });
    expect(await within(summary).findByRole('link', { name: '3 Bestellungen' })).toHaveAttribute('href', '/customer-dashboard/meine-kurse');
    expect(within(summary).getByRole('link', { name: '1 gespeicherte Suche' })).toHaveAttribute('href', '/customer-dashboard/favoriten');
    expect(within(summary).getByRole('link', { name: '0 Kurse auf dem Merkzettel' })).toHaveAttribute('href', '/customer-dashboard/merkzettel');
  });
});

describe('meine-kurse', () => {
  it('lists the orders of the chosen year with positions, and assigns the title a course counts toward', async () => {
    storeSignIn();
    const twoTitles = position({ positionId: 502, name: 'Familien- und Arbeitsrecht', scopeId: null, scopeIds: [2, 6], scopes: ['Arbeitsrecht', 'Familienrecht'], documents: [] });
    const patched: unknown[] = [];
    server.use(
      http.get('/api/customer/orders', () => HttpResponse.json({ years: [{ year: 2026, orders: [] }, { year: 2025, orders: [] }], count: 2 })),
      http.get('/api/customer/orders/2026', () => HttpResponse.json([order({ positions: [position(), twoTitles] })])),
      http.get('/api/customer/orders/2025', () => HttpResponse.json([order({ id: 80, orderNumber: 'KM-2025-00080', invoiceId: null, invoiceNumber: null, positions: [position({ positionId: 400, name: 'Mietrecht 2025' })] })])),
      http.patch('/api/order/position/502', async ({ request }) => {
        const body = await request.json();
        patched.push(body);
        return HttpResponse.json({ ...twoTitles, scopeId: 6 });
      }),
      http.get('/api/customer/packages', () =>
        HttpResponse.json([{ packageId: 3, name: 'Fortbildungspaket 15', organizerId: 5, organizer: 'Arbeitsrechtsforum Westfalen', type: 'EDUCATION', scopeIds: [2], creditHours: 15, remainingCredits: 7.5 }]),
      ),
    );
    const { user } = await renderApp('/customer-dashboard/meine-kurse', { configuration, messages });
    const orderCard = await screen.findByRole('region', { name: 'Bestellung KM-2026-00091' });
    expect(orderCard).toHaveTextContent('01.02.2026');
    expect(orderCard).toHaveTextContent(/1\.290,00\s€/);
    expect(orderCard).toHaveTextContent('Bestätigt');
    expect(within(orderCard).getByRole('button', { name: 'Rechnung R-2026-0012 (PDF)' })).toBeInTheDocument();
    const positions = within(orderCard).getByRole('list', { name: 'Positionen der Bestellung KM-2026-00091' });
    const first = within(positions).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('15.03.2026 – 16.03.2026, Köln');
    expect(first).toHaveTextContent('7,5 Std.');
    expect(first).toHaveTextContent('Dr. Anna Berg');
    expect(within(first).getByRole('link', { name: 'Kursprogramm' })).toHaveAttribute('href', '/api/course/7/document/1');
    expect(within(first).getByRole('link', { name: 'Arbeitsrecht aktuell' })).toHaveAttribute('href', '/fortbildung-15-fao/arbeitsrecht-aktuell-7');

    const second = within(positions).getAllByRole('article')[1]!;
    expect(second).toHaveTextContent('Noch keinem Titel zugeordnet');
    await user.selectOptions(within(second).getByLabelText('Fachanwaltstitel (§ 15 FAO)'), 'Familienrecht');
    await user.click(within(second).getByRole('button', { name: 'Zuordnen' }));
    expect(await within(second).findByText('Die Stunden zählen jetzt für diesen Titel.')).toBeInTheDocument();
    expect(patched).toEqual([{ scopeId: 6 }]);

    const packages = screen.getByRole('region', { name: 'Guthabenpakete' });
    expect(await within(packages).findByText('7,5 von 15 Stunden')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Jahr der Bestellung'), '2025');
    expect(await screen.findByRole('region', { name: 'Bestellung KM-2025-00080' })).toHaveTextContent('Mietrecht 2025');
    expect(screen.queryByRole('region', { name: 'Bestellung KM-2026-00091' })).not.toBeInTheDocument();
  });

  it('marks a withdrawn position with its date and offers the credit note of the withdrawal as a PDF', async () => {
    storeSignIn();
    const fetched: string[] = [];
    server.use(
      http.get('/api/customer/orders', () => HttpResponse.json({ years: [{ year: 2026, orders: [] }], count: 1 })),
      http.get('/api/customer/orders/2026', () =>
        HttpResponse.json([
          order({
            creditNotes: [{ id: 41, creditNoteNumber: 'RK-2026-000007' }],
            positions: [position(), position({ positionId: 503, name: 'Mietrecht kompakt', withdrawnAt: '2026-02-03T09:15:00.000Z' })],
          }),
        ]),
      ),
      http.get('/api/customer-credit-note/:id', ({ request }) => {
        fetched.push(new URL(request.url).pathname);
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
      http.get('/api/customer/packages', () => HttpResponse.json([])),
    );
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => { saved.push(blob); return 'blob:credit-note'; }, revokeObjectURL: () => {} });
    const { user } = await renderApp('/customer-dashboard/meine-kurse', { configuration, messages });
    const orderCard = await screen.findByRole('region', { name: 'Bestellung KM-2026-00091' });
    const [standing, withdrawn] = within(within(orderCard).getByRole('list', { name: 'Positionen der Bestellung KM-2026-00091' })).getAllByRole('article');
    expect(withdrawn).toHaveTextContent('Widerrufen am 03.02.2026');
    expect(standing).not.toHaveTextContent('Widerrufen');
    await user.click(within(orderCard).getByRole('button', { name: 'Rechnungskorrektur RK-2026-000007 (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toEqual(['/api/customer-credit-note/41']);
    expect(within(orderCard).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers a business order's invoice also as XRechnung (XML), and only where the server says it exists", async () => {
    storeSignIn();
    const fetched: string[] = [];
    server.use(
      http.get('/api/customer/orders', () => HttpResponse.json({ years: [{ year: 2026, orders: [] }], count: 2 })),
      http.get('/api/customer/orders/2026', () =>
        HttpResponse.json([
          order({ xrechnung: true }),
          order({ id: 92, orderNumber: 'KM-2026-00092', invoiceId: 72, invoiceNumber: 'RE-2026-000072', xrechnung: false }),
        ]),
      ),
      http.get('/api/customer-invoice/:id/xrechnung', ({ request }) => {
        fetched.push(new URL(request.url).pathname);
        return new HttpResponse('<rsm:CrossIndustryInvoice/>', { headers: { 'content-type': 'application/xml' } });
      }),
      http.get('/api/customer/packages', () => HttpResponse.json([])),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:xrechnung', revokeObjectURL: () => {} });
    const { user } = await renderApp('/customer-dashboard/meine-kurse', { configuration, messages });
    const business = await screen.findByRole('region', { name: 'Bestellung KM-2026-00091' });
    await user.click(within(business).getByRole('button', { name: /als XRechnung \(XML\)/ }));
    await waitFor(() => expect(fetched).toHaveLength(1));
    expect(fetched[0]).toMatch(/^\/api\/customer-invoice\/\d+\/xrechnung$/);
    const other = screen.getByRole('region', { name: 'Bestellung KM-2026-00092' });
    expect(within(other).queryByRole('button', { name: /XRechnung/ })).not.toBeInTheDocument();
  });

  it('says when the orders cannot be loaded, and loads them on retry', async () => {
    storeSignIn();
    let calls = 0;
    server.use(
      http.get('/api/customer/orders', () => {
        calls += 1;
        return calls <= 3 ? unavailable() : HttpResponse.json({ years: [{ year: 2026, orders: [] }], count: 1 });
      }),
      http.get('/api/customer/orders/2026', () => HttpResponse.json([order()])),
      http.get('/api/customer/packages', () => HttpResponse.json([])),
    );
    const { user } = await renderApp('/customer-dashboard/meine-kurse', { configuration });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Ihre Bestellungen konnten gerade nicht geladen werden.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Bestellung KM-2026-00091' })).toBeInTheDocument();
  });
});

describe('meine-daten', () => {
  const buyer = {
    buyerType: 'CONSUMER', email: 'kunde@kursmarkt.example', firstName: 'Clara', lastName: 'Kunde', company: null,
    street: 'Hauptstraße 1', zipCode: '50667', city: 'Köln', country: 'DEU', taxNumber: null, complete: true, taxNumberRequired: false,
  };

  it('shows the data in the checkout form, saves a change with PUT /api/customers/{id}, and links the password change', async () => {
    storeSignIn();
    const saved: unknown[] = [];
    server.use(
      http.get('/api/order/customer', () => HttpResponse.json(buyer)),
      http.get('/api/customers/password', () => HttpResponse.json({ url: 'http://localhost/oidc/password' })),
      http.put('/api/customers/42', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ id: 42, email: buyer.email, name: 'Clara', lastname: 'Kunde', street: 'Ringstraße 9', city: 'Köln', zipCode: '50667', country: 'DEU' });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/meine-daten', { configuration });
    const street = await screen.findByLabelText(/Straße und Hausnummer/);
    expect(street).toHaveValue('Hauptstraße 1');
    expect(screen.getByText('kunde@kursmarkt.example')).toBeInTheDocument();
    await user.clear(street);
    await user.type(street, 'Ringstraße 9');
    await user.click(screen.getByRole('button', { name: 'Daten speichern' }));
    expect(await screen.findByText('Ihre Daten wurden gespeichert.')).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ buyerType: 'CONSUMER', street: 'Ringstraße 9', zipCode: '50667', city: 'Köln', country: 'DEU' })]);
    expect(screen.getByRole('link', { name: 'Passwort ändern' })).toHaveAttribute('href', 'http://localhost/oidc/password');
  });

  it('refuses a tab or line break in a buyer field before sending (one line of the invoice address)', async () => {
    storeSignIn();
    const saved: unknown[] = [];
    server.use(
      http.get('/api/order/customer', () => HttpResponse.json(buyer)),
      http.get('/api/customers/password', () => HttpResponse.json({ url: 'http://localhost/oidc/password' })),
      http.put('/api/customers/42', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderApp('/customer-dashboard/meine-daten', { configuration });
    const city = await screen.findByLabelText(/^Ort/);
    await user.clear(city);
    await user.click(city);
    await user.paste('Köln\tUSt-IdNr.: DE123456789');
    await user.click(screen.getByRole('button', { name: 'Daten speichern' }));
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription('Bitte nur eine Zeile – ohne Zeilenumbrüche, Tabulatoren und andere Steuerzeichen.'),
    );
    expect(saved).toEqual([]);
  });

  it('shows a field the server refuses at the field', async () => {
    storeSignIn();
    server.use(
      http.get('/api/order/customer', () => HttpResponse.json(buyer)),
      http.get('/api/customers/password', () => HttpResponse.json({ url: 'http://localhost/oidc/password' })),
      http.put('/api/customers/42', () =>
        HttpResponse.json({ statusCode: 422, code: 'INVALID_ZIP_CODE', message: 'Diese Postleitzahl gibt es nicht.', field: 'zipCode' }, { status: 422 }),
      ),
    );
    const { user } = await renderApp('/customer-dashboard/meine-daten', { configuration });
    await screen.findByLabelText(/Straße und Hausnummer/);
    await user.click(screen.getByRole('button', { name: 'Daten speichern' }));
    expect(await screen.findByText('Bitte prüfen Sie das markierte Feld.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/PLZ/)).toHaveAccessibleDescription('Diese Postleitzahl gibt es nicht.'));
  });
});

describe('merkzettel', () => {
  const course: CourseDetail = {
    id: 7, name: 'Arbeitsrecht aktuell', slug: 'arbeitsrecht-aktuell', kind: 'FAO15', type: 'EDUCATION', courseType: 'PRESENT', durationValue: 5,
    fao15: { qualifies: true, hours: 5 }, distanceLearning: null, description: 'Kündigungsschutz.',
    organizer: { id: 5, name: 'Arbeitsrechtsforum Westfalen', slug: 'arbeitsrechtsforum-westfalen', city: { id: 9, name: 'Münster' }, website: 'https://www.arbeitsrechtsforum.example.org' },
    professionalScopes: [{ id: 2, name: 'Arbeitsrecht' }], category: null, documents: [], referents: [],
    courseSchedules: [
      { id: 70, city: { id: 3, name: 'Köln' }, startDate: '2020-03-15', endDate: '2020-03-15', freePlaces: 3, fullyBooked: false, online: false, selfStudy: false, capacity: 30, past: true, pricelevels: [{ id: 9, name: 'Regulär', priceValue: 99000 }] },
      { id: 71, city: { id: 3, name: 'Köln' }, startDate: '2027-03-15', endDate: '2027-03-16', freePlaces: 12, fullyBooked: false, online: false, selfStudy: false, capacity: 30, past: false, pricelevels: [{ id: 1, name: 'Regulär', priceValue: 129000 }, { id: 2, name: 'Frühbucher', priceValue: 113500 }] },
    ],
    meta: { description: 'Kündigungsschutz.' },
  };
  const bookmark = { id: 31, createdAt: '2026-05-04T08:00:00.000Z', course: { id: 7, name: 'Arbeitsrecht aktuell', slug: 'arbeitsrecht-aktuell', kind: 'FAO15' } };

  it('lists the bookmarked courses with their pages, and removes one', async () => {
    storeSignIn();
    let list = [bookmark];
    const removed: string[] = [];
    server.use(
      http.get('/api/bookmarks', () => HttpResponse.json(list)),
      http.delete('/api/bookmarks/31', ({ request }) => {
        removed.push(new URL(request.url).pathname);
        list = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/merkzettel', { configuration });
    const items = await screen.findByRole('list', { name: 'Gemerkte Kurse' });
    expect(within(items).getByRole('link', { name: 'Arbeitsrecht aktuell' })).toHaveAttribute('href', '/fortbildung-15-fao/arbeitsrecht-aktuell-7');
    expect(items).toHaveTextContent('Gemerkt am 04.05.2026');
    await user.click(within(items).getByRole('button', { name: 'Vom Merkzettel entfernen: Arbeitsrecht aktuell' }));
    expect(await screen.findByText('„Arbeitsrecht aktuell“ wurde vom Merkzettel entfernt.')).toBeInTheDocument();
    expect(removed).toEqual(['/api/bookmarks/31']);
    expect(await screen.findByText(/Auf Ihrem Merkzettel steht noch kein Kurs/)).toBeInTheDocument();
  });

  it('puts a bookable date of a bookmarked course into the cart, as the course page does', async () => {
    storeSignIn();
    const added: unknown[] = [];
    server.use(
      http.get('/api/bookmarks', () => HttpResponse.json([bookmark])),
      http.get('/api/course/7', () => HttpResponse.json(course)),
      http.put('/api/cart', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ positions: [], cartVoucher: null, rejectedVoucher: [], unusedVoucher: [], voucherCodes: [], verificationStep: false, paymentStep: false, sumValue: 0 });
      }),
    );
    const { user, router } = await renderApp('/customer-dashboard/merkzettel', { configuration });
    await user.click(await screen.findByRole('button', { name: 'In den Warenkorb: Arbeitsrecht aktuell' }));
    const choice = await screen.findByLabelText('Termin und Preis');
    // Past dates are not offered; every price level of a bookable date is.
    expect(within(choice).getAllByRole('option').map((option) => option.textContent!.replace(/\s/g, ' '))).toEqual([
      '15.03.2027 – 16.03.2027, Köln · Regulär · 1.290,00 €',
      '15.03.2027 – 16.03.2027, Köln · Frühbucher · 1.135,00 €',
    ]);
    await user.selectOptions(choice, '71-2');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb legen: Arbeitsrecht aktuell' }));
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ courseId: 7, scheduleId: 71, priceLevelId: 2 })]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/warenkorb'));
  });

  it('says when the list cannot be loaded, and loads it on retry', async () => {
    storeSignIn();
    let calls = 0;
    server.use(
      http.get('/api/bookmarks', () => {
        calls += 1;
        return calls <= 3 ? unavailable() : HttpResponse.json([bookmark]);
      }),
    );
    const { user } = await renderApp('/customer-dashboard/merkzettel', { configuration });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Ihr Merkzettel konnte gerade nicht geladen werden.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Arbeitsrecht aktuell' })).toBeInTheDocument();
  });
});
