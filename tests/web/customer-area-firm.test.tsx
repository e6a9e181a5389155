/**
 * The customer area's section "Kanzlei" (issue 25 §7): creating a firm (its form's rules first), the
 * office manager's invitation form, members with roles, the hours table with the gaps, the firm's
 * orders; a member's view with "Kanzlei verlassen"; a failed load with its retry; and the invitation
 * page of the mail's link. msw answers at the network boundary (contract: src/shared/firm.ts).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie } from '../../src/lib/cookies';
import { COOKIES } from '../../src/shared/constants';
import type { TitleState } from '../../src/shared/customer-area';
import type { FirmHours, FirmMembers, FirmMembership, FirmOrders } from '../../src/shared/firm';
import { answerAccountBasics, storeSignIn, unavailable } from './support/customer-area';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
const YEAR = new Date().getFullYear();
const FIRM = { id: 5, name: 'Kanzlei Muster & Partner', street: 'Am Markt 2', zipCode: '50667', city: 'Köln', country: 'DEU', taxNumber: null };
const MANAGER: FirmMembership = { firm: FIRM, role: 'OFFICE_MANAGER' };
const MEMBERS: FirmMembers = {
  members: [
    { accountId: 42, firstName: 'Clara', lastName: 'Kunde', email: 'kunde@kursmarkt.example', role: 'OFFICE_MANAGER', joinedAt: `${YEAR}-01-02T10:00:00.000Z` },
    { accountId: 43, firstName: 'Anna', lastName: 'Anwältin', email: 'anna@kanzlei.example', role: 'MEMBER', joinedAt: `${YEAR}-01-03T10:00:00.000Z` },
  ],
  invitations: [{ id: 9, email: 'neu@kanzlei.example', createdAt: `${YEAR}-02-01T10:00:00.000Z`, expiresAt: `${YEAR}-02-15T10:00:00.000Z` }],
};
const title = (overrides: Partial<TitleState>): TitleState => ({
  scopeId: 2, scopeName: 'Arbeitsrecht', year: YEAR, requiredHours: 15, countedHours: 5, missingHours: 10, selfStudyHours: 0,
  selfStudyCountedHours: 0, selfStudyCapHours: 5, fulfilled: false, courses: [], ...overrides,
});
const HOURS: FirmHours = {
  year: YEAR,
  members: [
    { accountId: 42, firstName: 'Clara', lastName: 'Kunde', state: { year: YEAR, titles: [], unassigned: [] } },
    {
      accountId: 43, firstName: 'Anna', lastName: 'Anwältin',
      state: { year: YEAR, titles: [title({}), title({ scopeId: 6, scopeName: 'Familienrecht', countedHours: 16, missingHours: 0, fulfilled: true })], unassigned: [] },
    },
  ],
};
const ORDERS: FirmOrders = {
  orders: [{
    id: 91, orderNumber: 'KM-2026-17', status: 'CONFIRMED', placedAt: `${YEAR}-03-01T10:00:00.000Z`, grossValue: 59500,
    buyer: { accountId: 43, firstName: 'Anna', lastName: 'Anwältin' }, participantsChangeable: true, invoiceNumber: 'RE-2026-0017', invoiceUrl: '/api/firm/invoices/17',
    positions: [{ positionId: 501, kind: 'COURSE', name: 'Arbeitsrecht aktuell', startDate: `${YEAR}-03-15`, endDate: `${YEAR}-03-15`, seats: 2, participantNames: ['Anna Anwältin', 'Carla Extern'], withdrawnAt: null }],
  }],
};

afterEach(() => deleteCookie(COOKIES.loggedIn));
beforeEach(() => answerAccountBasics(server));

/** The office manager's calls; answers the URLs asked (in order). */
function answerManager(firm: FirmMembership = MANAGER) {
  const asked: string[] = [];
  server.use(
    http.get('/api/firm', () => HttpResponse.json(firm)),
    http.get('/api/firm/members', () => HttpResponse.json(MEMBERS)),
    http.get('/api/firm/hours/:year', ({ params }) => {
      asked.push(`hours ${String(params.year)}`);
      return HttpResponse.json({ ...HOURS, year: Number(params.year) });
    }),
    http.get('/api/firm/bookings', () =>
      HttpResponse.json({
        members: [{
          accountId: 43, firstName: 'Anna', lastName: 'Anwältin',
          bookings: [{
            courseId: 7, scheduleId: 71, name: 'Arbeitsrecht aktuell', organizer: 'Forum', courseType: 'PRESENT',
            schedule: { startDate: `${YEAR}-03-15`, endDate: `${YEAR}-03-15`, city: 'Köln' }, seat: 1,
            participant: { firstName: 'Anna', lastName: 'Anwältin', email: 'anna@kanzlei.example', chamberId: null, memberNumber: null, self: false },
            accessLink: null, participantId: 901, present: true, certificateUrl: '/api/firm/certificates/901',
          }],
        }],
      }),
    ),
    http.get('/api/firm/orders', () => HttpResponse.json(ORDERS)),
  );
  return asked;
}

describe('the section Kanzlei', () => {
  it('is in the area navigation; without a firm it offers "Kanzlei anlegen" (the name required first) and then shows the firm', async () => {
    storeSignIn();
    let firm: FirmMembership = { firm: null, role: null };
    const posted: unknown[] = [];
    answerManager();
    server.use(
      http.get('/api/firm', () => HttpResponse.json(firm)),
      http.post('/api/firm', async ({ request }) => {
        posted.push(await request.json());
        firm = MANAGER;
        return HttpResponse.json(MANAGER, { status: 201 });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/kanzlei');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kanzlei' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: /Bereiche|Kundenbereich|sections/i })).getByRole('link', { name: 'Kanzlei' })).toHaveAttribute('aria-current', 'page');
    const form = await screen.findByRole('form', { name: 'Kanzlei anlegen' });
    await user.click(within(form).getByRole('button', { name: 'Kanzlei anlegen' }));
    expect(await within(form).findByText('Bitte geben Sie den Namen der Kanzlei an.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(within(form).getByLabelText(/Name der Kanzlei/), 'Kanzlei Muster & Partner');
    await user.type(within(form).getByLabelText('Ort'), 'Köln');
    await user.click(within(form).getByRole('button', { name: 'Kanzlei anlegen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kanzlei Muster & Partner' })).toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Kanzlei Muster & Partner', street: null, zipCode: null, city: 'Köln', country: 'DEU', taxNumber: null }]);
    expect(screen.getByText('Büroleitung')).toBeInTheDocument();
  });

  it("shows the office manager the members, the hours table with each title's gap, the members' bookings and the firm's orders", async () => {
    storeSignIn();
    const asked = answerManager();
    const { user } = await renderApp('/customer-dashboard/kanzlei');
    const members = await screen.findByRole('list', { name: 'Mitglieder' });
    expect(within(members).getByText('anna@kanzlei.example')).toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Anna Anwältin zur Büroleitung machen' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Offene Einladungen' })).toHaveTextContent('neu@kanzlei.example');

    const table = await screen.findByRole('table', { name: `Stunden ${YEAR}` });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      'Clara KundeKeine Kurse mit Fachanwaltstitel0Es fehlen 15 Std.',
      'Anna AnwältinArbeitsrecht5Es fehlen 10 Std.',
      'Anna AnwältinFamilienrecht16Erfüllt',
    ]);
    await user.selectOptions(screen.getByLabelText('Kalenderjahr'), String(YEAR - 1));
    expect(await screen.findByRole('table', { name: `Stunden ${YEAR - 1}` })).toBeInTheDocument();
    expect(asked).toEqual([`hours ${YEAR}`, `hours ${YEAR - 1}`]);

    expect(await screen.findByText('Arbeitsrecht aktuell, 15.03.' + YEAR + ', Köln')).toBeInTheDocument();
    // The certificate is the member's (marked present), linked from the member's booking.
    const bookings = screen.getByRole('list', { name: 'Buchungen und Teilnahmebescheinigungen der Mitglieder' });
    expect(within(bookings).getByRole('button', { name: 'Teilnahmebescheinigung Arbeitsrecht aktuell – Anna Anwältin (PDF)' })).toBeInTheDocument();
    const orders = await screen.findByRole('list', { name: 'Bestellungen und Rechnungen' });
    expect(within(orders).getByRole('heading', { name: 'Bestellung KM-2026-17' })).toBeInTheDocument();
    expect(within(orders).getByText(/bestellt von Anna Anwältin/)).toBeInTheDocument();
    expect(within(orders).getByRole('button', { name: 'Rechnung RE-2026-0017 (PDF)' })).toBeInTheDocument();
    // Who takes the seats, members or not.
    expect(within(orders).getByText('Teilnehmende: Anna Anwältin, Carla Extern')).toBeInTheDocument();
    expect(within(orders).queryByRole('button', { name: /Teilnahmebescheinigung/ })).not.toBeInTheDocument();
  });

  it("lets the office manager replace a participant of a member's order through the firm's route, offering the members, and lists the new name", async () => {
    storeSignIn();
    answerManager();
    const anna = { firstName: 'Anna', lastName: 'Anwältin', email: 'anna@kanzlei.example', chamberId: null, memberNumber: null, self: true };
    const carla = { firstName: 'Carla', lastName: 'Extern', email: 'carla@extern.example', chamberId: null, memberNumber: null, self: false };
    const clara = { firstName: 'Clara', lastName: 'Kunde', email: 'kunde@kursmarkt.example', chamberId: null, memberNumber: null, self: false };
    const open: FirmOrders = {
      orders: [{
        ...ORDERS.orders[0]!,
        positions: [{
          ...ORDERS.orders[0]!.positions[0]!, startDate: '2099-03-15', endDate: '2099-03-15',
          participants: [{ seat: 1, participant: anna }, { seat: 2, participant: carla }],
          participantsClosedOn: '2099-03-13', substitutionClosedOn: '2099-03-15',
        }],
      }],
    };
    const saved: unknown[] = [];
    server.use(
      http.get('/api/firm/orders', () => HttpResponse.json(open)),
      http.get('/api/chambers', () => HttpResponse.json([])),
      http.put('/api/firm/orders/:orderNumber/positions/:positionId/participants', async ({ request, params }) => {
        saved.push({ path: `${String(params.orderNumber)}/${String(params.positionId)}`, body: await request.json() });
        return HttpResponse.json({ positionId: 501, scheduleId: 71, seats: 2, participants: [{ seat: 1, participant: anna }, { seat: 2, participant: clara }] });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/kanzlei');
    const orders = await screen.findByRole('list', { name: 'Bestellungen und Rechnungen' });
    expect(within(orders).getByText('Teilnehmende: Anna Anwältin, Carla Extern')).toBeInTheDocument();
    await user.click(within(orders).getByRole('button', { name: 'Teilnehmende ändern oder Ersatzperson benennen' }));
    const form = await within(orders).findByRole('form', { name: 'Teilnehmende für Arbeitsrecht aktuell' });
    const seat = (number: number) => within(within(form).getByRole('group', { name: `Platz ${number}` }));
    // "self" on the member's order is the member who placed it, not the office manager.
    expect(seat(1).getByLabelText('Anna Anwältin (Besteller/in) nimmt selbst teil')).toBeChecked();
    await user.selectOptions(seat(2).getByLabelText('Mitglied der Kanzlei'), 'Clara Kunde (kunde@kursmarkt.example)');
    expect(seat(2).getByLabelText('E-Mail-Adresse')).toHaveValue('kunde@kursmarkt.example');
    await user.click(within(form).getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await within(orders).findByText('Teilnehmende: Anna Anwältin, Clara Kunde')).toBeInTheDocument();
    expect(within(orders).getByRole('status')).toHaveTextContent('Neu benannte Personen erhalten ihre Buchungsbestätigung');
    expect(saved).toEqual([{
      path: 'KM-2026-17/501',
      body: { participants: [{ self: true }, { firstName: 'Clara', lastName: 'Kunde', email: 'kunde@kursmarkt.example', chamberId: null, memberNumber: null }] },
    }]);
  });

  it("offers no change for an order of a member who left, or a date that started", async () => {
    storeSignIn();
    answerManager();
    const seats = [{ seat: 1, participant: { firstName: 'Anna', lastName: 'Anwältin', email: 'anna@kanzlei.example', chamberId: null, memberNumber: null, self: true } }];
    const position = { ...ORDERS.orders[0]!.positions[0]!, seats: 1, participants: seats };
    server.use(
      http.get('/api/firm/orders', () => HttpResponse.json({
        orders: [
          { ...ORDERS.orders[0]!, participantsChangeable: false, positions: [{ ...position, participantsClosedOn: '2099-03-13', substitutionClosedOn: '2099-03-15' }] },
          { ...ORDERS.orders[0]!, id: 92, orderNumber: 'KM-2026-18', positions: [{ ...position, participantsClosedOn: '2000-03-13', substitutionClosedOn: '2000-03-15' }] },
        ],
      } satisfies FirmOrders)),
    );
    await renderApp('/customer-dashboard/kanzlei');
    const orders = await screen.findByRole('list', { name: 'Bestellungen und Rechnungen' });
    expect(within(orders).getAllByText('Teilnehmende: Anna Anwältin')).toHaveLength(2);
    expect(within(orders).queryByRole('button', { name: /Teilnehmende|Ersatzperson/ })).not.toBeInTheDocument();
  });

  it('invites a colleague: the address checked first, the refusal of an address of another firm shown at the field, the success said', async () => {
    storeSignIn();
    answerManager();
    const invited: unknown[] = [];
    server.use(
      http.post('/api/firm/invitations', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        invited.push(body);
        return body.email === 'besetzt@andere.example'
          ? HttpResponse.json({ statusCode: 409, code: 'ALREADY_IN_FIRM', message: 'taken', field: 'email' }, { status: 409 })
          : HttpResponse.json({ id: 10, email: body.email, createdAt: '', expiresAt: '' }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/kanzlei');
    const form = await screen.findByRole('form', { name: 'Kollegin oder Kollegen einladen' });
    const field = within(form).getByLabelText(/E-Mail-Adresse/);
    await user.type(field, 'kein-at-zeichen');
    await user.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(form).findByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeInTheDocument();
    expect(invited).toEqual([]);
    await user.clear(field);
    await user.type(field, 'besetzt@andere.example');
    await user.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(form).findByText(/gehört bereits zu einer anderen Kanzlei/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'bert@kanzlei.example');
    await user.click(within(form).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Die Einladung an bert@kanzlei.example ist unterwegs.');
    expect(invited).toEqual([{ email: 'besetzt@andere.example' }, { email: 'bert@kanzlei.example' }]);
  });

  it('says why the last office manager cannot step down', async () => {
    storeSignIn();
    answerManager();
    server.use(
      http.patch('/api/firm/members/:id', () =>
        HttpResponse.json({ statusCode: 409, code: 'LAST_OFFICE_MANAGER', message: 'last' }, { status: 409 }),
      ),
    );
    const { user } = await renderApp('/customer-dashboard/kanzlei');
    await user.click(await screen.findByRole('button', { name: 'Clara Kunde zum Mitglied machen' }));
    expect(await screen.findByText(/Eine Kanzlei braucht mindestens eine Büroleitung/)).toBeInTheDocument();
  });

  it("shows a member the firm and their role, none of the others' data, and lets them leave", async () => {
    storeSignIn();
    let firm: FirmMembership = { firm: FIRM, role: 'MEMBER' };
    const officeCalls: string[] = [];
    server.use(
      http.get('/api/firm', () => HttpResponse.json(firm)),
      http.get('/api/firm/:part', ({ params }) => {
        officeCalls.push(String(params.part));
        return HttpResponse.json({ statusCode: 403, code: 'NOT_OFFICE_MANAGER', message: 'no' }, { status: 403 });
      }),
      http.post('/api/firm/leave', () => {
        firm = { firm: null, role: null };
        return HttpResponse.json(firm);
      }),
    );
    const { user } = await renderApp('/customer-dashboard/kanzlei');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kanzlei Muster & Partner' })).toBeInTheDocument();
    expect(screen.getByText('Mitglied')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Kollegin oder Kollegen einladen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kanzlei verlassen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, Kanzlei verlassen' }));
    expect(await screen.findByRole('form', { name: 'Kanzlei anlegen' })).toBeInTheDocument();
    expect(officeCalls).toEqual([]);
  });

  it('says when the firm cannot be loaded, and loads it on retry', async () => {
    storeSignIn();
    answerManager();
    let calls = 0;
    server.use(http.get('/api/firm', () => (++calls <= 3 ? unavailable() : HttpResponse.json({ firm: null, role: null }))));
    const { user } = await renderApp('/customer-dashboard/kanzlei');
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Ihre Kanzlei konnte gerade nicht geladen werden.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('form', { name: 'Kanzlei anlegen' })).toBeInTheDocument();
  });
});

describe('the invitation page', () => {
  const TOKEN = 'a'.repeat(43);

  it('shows the firm and the address, and accepts signed in', async () => {
    storeSignIn();
    const accepted: unknown[] = [];
    server.use(
      http.post('/api/firm/invitation/preview', () => HttpResponse.json({ firmName: 'Kanzlei Muster & Partner', email: 'kunde@kursmarkt.example', accountExists: true })),
      http.post('/api/firm/invitation/accept', async ({ request }) => {
        accepted.push(await request.json());
        return HttpResponse.json({ firm: FIRM, role: 'MEMBER' });
      }),
    );
    const { user } = await renderApp(`/kanzlei-einladung#token=${TOKEN}`);
    expect(await screen.findByText(/Sie sind eingeladen, der Kanzlei „Kanzlei Muster & Partner“ beizutreten/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByText('Sie sind jetzt Mitglied der Kanzlei „Kanzlei Muster & Partner“.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Kanzlei' })).toHaveAttribute('href', '/customer-dashboard/kanzlei');
    expect(accepted).toEqual([{ token: TOKEN }]);
  });

  it('says what to do when the signed-in address is not the invited one', async () => {
    storeSignIn();
    server.use(
      http.post('/api/firm/invitation/preview', () => HttpResponse.json({ firmName: 'Kanzlei X', email: 'anna@kanzlei.example', accountExists: true })),
      http.post('/api/firm/invitation/accept', () =>
        HttpResponse.json({ statusCode: 403, code: 'INVITATION_OTHER_EMAIL', message: 'other' }, { status: 403 }),
      ),
    );
    const { user } = await renderApp(`/kanzlei-einladung#token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByText(/Die Einladung gilt für eine andere E-Mail-Adresse/)).toBeInTheDocument();
  });

  it('refuses an expired link with its text', async () => {
    server.use(
      http.post('/api/firm/invitation/preview', () =>
        HttpResponse.json({ statusCode: 410, code: 'INVITATION_EXPIRED', message: 'expired' }, { status: 410 }),
      ),
    );
    await renderApp(`/kanzlei-einladung#token=${'b'.repeat(43)}`);
    expect(await screen.findByText(/Diese Einladung ist abgelaufen/)).toBeInTheDocument();
  });
});
