/**
 * "Teilnehmende" of a bought course date in "Meine Kurse" (issue 25 §1, §6): the buyer sees who takes
 * each place, names people for empty places or a substitute until naming closes, after that only a
 * substitute for a named place until the start, and sees the form's and the server's refusals at the
 * field they concern. The API at the network boundary (msw).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getI18n } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { PositionParticipants } from '../../src/features/account/courses/PositionParticipants';
import { addAccountTexts } from '../../src/lib/account-texts';
import { createI18n } from '../../src/lib/i18n';
import type { CustomerOrderPosition } from '../../src/shared/customer-area';
import type { ParticipantEntry, SeatParticipant } from '../../src/shared/participants';
import { position } from './support/customer-area';
import { useMswServer } from './support/msw';

const server = useMswServer();
beforeAll(async () => {
  await createI18n('de');
  await addAccountTexts(getI18n());
});

const ANNA = { firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@kanzlei.example', chamberId: null, memberNumber: null, self: false };
const SEATS: SeatParticipant[] = [
  { seat: 1, participant: ANNA },
  { seat: 2, participant: null },
];
const PATH = '/api/customer/orders/KM-2026-17/positions/7/participants';

function renderSeats(overrides: Partial<CustomerOrderPosition> = {}, orderStatus: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') {
  const bought = position({ positionId: 7, name: 'Aktuelles Mietrecht', seats: 2, participants: SEATS, participantsClosedOn: '2099-03-08', ...overrides });
  return render(<PositionParticipants orderNumber="KM-2026-17" orderStatus={orderStatus} position={bought} />);
}

const chambers = () => http.get('/api/chambers', () => HttpResponse.json([{ id: 3, name: 'RAK Köln', city: 'Köln' }]));

async function openForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Teilnehmende ändern oder Ersatzperson benennen' }));
  const form = await screen.findByRole('form', { name: 'Teilnehmende für Aktuelles Mietrecht' });
  const seat = (number: number) => within(within(form).getByRole('group', { name: `Platz ${number}` }));
  return { user, form, seat };
}

describe('PositionParticipants', () => {
  it('lists who takes each place and until when names can be given', () => {
    renderSeats();
    const list = screen.getByRole('list');
    const [first, second, ...more] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Platz 1 Anna Berg\s*anna\.berg@kanzlei\.example$/);
    expect(second).toHaveTextContent(/^Platz 2 noch ohne Namen$/);
    expect(more).toEqual([]);
    expect(screen.getByText('Ein Platz hat noch keinen Namen. Bis zum 07.03.2099 können Sie Namen eintragen oder kostenlos eine Ersatzperson benennen.')).toBeInTheDocument();
  });

  it('names the empty place and replaces nobody else: the body is the wanted state in seat order', async () => {
    const bodies: { participants: ParticipantEntry[] }[] = [];
    server.use(
      chambers(),
      http.put(PATH, async ({ request }) => {
        const body = (await request.json()) as { participants: ParticipantEntry[] };
        bodies.push(body);
        const ben = { firstName: 'Ben', lastName: 'Kurz', email: 'ben@kanzlei.example', chamberId: 3, memberNumber: 'K-17', self: false };
        return HttpResponse.json({ positionId: 7, scheduleId: 21, seats: 2, participants: [SEATS[0], { seat: 2, participant: ben }] });
      }),
    );
    renderSeats();
    const { user, seat } = await openForm();
    expect(seat(1).getByLabelText('Vorname')).toHaveValue('Anna');
    await user.type(seat(2).getByLabelText('Vorname'), ' Ben ');
    await user.type(seat(2).getByLabelText('Nachname'), 'Kurz');
    await user.type(seat(2).getByLabelText('E-Mail-Adresse'), 'ben@kanzlei.example');
    await user.selectOptions(await seat(2).findByLabelText('Rechtsanwaltskammer (optional)'), 'RAK Köln');
    await user.type(seat(2).getByLabelText('Mitgliedsnummer (optional)'), 'K-17');
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Neu benannte Personen erhalten ihre Buchungsbestätigung');
    expect(bodies).toEqual([
      {
        participants: [
          { firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@kanzlei.example', chamberId: null, memberNumber: null },
          { firstName: 'Ben', lastName: 'Kurz', email: 'ben@kanzlei.example', chamberId: 3, memberNumber: 'K-17' },
        ],
      },
    ]);
    expect(screen.getByText('Ben Kurz')).toBeInTheDocument();
    expect(screen.queryByText('noch ohne Namen')).not.toBeInTheDocument();
  });

  it('refuses a half-filled place, the same person twice and two places for oneself before sending anything', async () => {
    let calls = 0;
    server.use(chambers(), http.put(PATH, () => { calls += 1; return HttpResponse.json({}); }));
    renderSeats();
    const { user, seat } = await openForm();
    await user.type(seat(2).getByLabelText('Vorname'), 'Ben');
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await seat(2).findAllByText('Bitte ausfüllen – oder den ganzen Platz leer lassen.')).toHaveLength(2);
    await user.type(seat(2).getByLabelText('Nachname'), 'Kurz');
    await user.type(seat(2).getByLabelText('E-Mail-Adresse'), 'ANNA.berg@kanzlei.example');
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await seat(2).findByText('Diese Person ist schon für einen anderen Platz dieses Termins eingetragen.')).toBeInTheDocument();
    await user.click(seat(1).getByLabelText('Ich nehme selbst teil'));
    await user.click(seat(2).getByLabelText('Ich nehme selbst teil'));
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await seat(2).findByText('Sie können nur einen Platz selbst einnehmen.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the server's refusal at the place it names, and a closed date above the list", async () => {
    let answer = () =>
      HttpResponse.json(
        { statusCode: 409, code: 'PARTICIPANT_TWICE', message: 'booked', field: 'participants.1.email', email: 'ben@kanzlei.example' },
        { status: 409 },
      );
    server.use(chambers(), http.put(PATH, () => answer()));
    renderSeats();
    const { user, seat } = await openForm();
    await user.type(seat(2).getByLabelText('Vorname'), 'Ben');
    await user.type(seat(2).getByLabelText('Nachname'), 'Kurz');
    await user.type(seat(2).getByLabelText('E-Mail-Adresse'), 'ben@kanzlei.example');
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await seat(2).findByText('Diese Person ist für diesen Termin bereits angemeldet.')).toBeInTheDocument();

    answer = () =>
      HttpResponse.json(
        { statusCode: 409, code: 'NAMING_CLOSED', message: 'closed', startDate: '2099-03-10', closedOn: '2099-03-08' },
        { status: 409 },
      );
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('geschlossen seit 08.03.2099');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Teilnehmende/ })).not.toBeInTheDocument();
  });

  it('keeps the form and its entries when the call fails, so saving again retries', async () => {
    let fail = true;
    server.use(
      chambers(),
      http.put(PATH, () =>
        fail ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'later' }, { status: 503 }) : HttpResponse.json({ positionId: 7, scheduleId: 21, seats: 2, participants: SEATS }),
      ),
    );
    renderSeats();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('konnten gerade nicht gespeichert werden');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Teilnehmende speichern' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('offers no change once naming closed, for a withdrawn place or a cancelled order', () => {
    const { unmount } = renderSeats({ participantsClosedOn: '2000-01-01' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Anna Berg')).toBeInTheDocument();
    unmount();
    const withdrawn = renderSeats({ withdrawnAt: '2026-10-01T10:00:00.000Z' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    withdrawn.unmount();
    renderSeats({}, 'CANCELLED');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('after naming closed offers only a substitute for a named place until the start; the body keeps the other places', async () => {
    const bodies: { participants: ParticipantEntry[] }[] = [];
    const BEN = { ...ANNA, firstName: 'Ben', lastName: 'Kurz', email: 'ben@kanzlei.example', chamberId: 3, memberNumber: 'K-1' };
    const CARL = { firstName: 'Carl', lastName: 'Neu', email: 'carl@kanzlei.example' };
    server.use(
      http.put(PATH, async ({ request }) => {
        bodies.push((await request.json()) as { participants: ParticipantEntry[] });
        return HttpResponse.json({
          positionId: 7, scheduleId: 21, seats: 3,
          participants: [{ seat: 1, participant: ANNA }, { seat: 2, participant: null }, { seat: 3, participant: { ...CARL, chamberId: null, memberNumber: null, self: false } }],
        });
      }),
    );
    renderSeats({
      seats: 3,
      participants: [{ seat: 1, participant: ANNA }, { seat: 2, participant: null }, { seat: 3, participant: BEN }],
      participantsClosedOn: '2000-01-01',
      substitutionClosedOn: '2099-03-10',
    });
    expect(screen.getByText(/Die Frist für neue Namen ist abgelaufen\. Bis zum 09\.03\.2099, dem Tag vor Beginn/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Teilnehmende/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ersatzperson benennen' }));
    const form = await screen.findByRole('form', { name: 'Ersatzperson für Aktuelles Mietrecht' });
    const choice = within(form).getByLabelText(/Wer wird ersetzt\?/);
    // Only the named places can be chosen.
    expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Bitte wählen', 'Platz 1: Anna Berg', 'Platz 3: Ben Kurz']);
    await user.click(within(form).getByRole('button', { name: 'Ersatzperson benennen' }));
    expect(await within(form).findByText('Bitte wählen Sie die Person, die ersetzt wird.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.selectOptions(choice, '3');
    await user.type(within(form).getByLabelText(/Vorname/), CARL.firstName);
    await user.type(within(form).getByLabelText(/Nachname/), CARL.lastName);
    await user.type(within(form).getByLabelText(/E-Mail-Adresse/), CARL.email);
    await user.click(within(form).getByRole('button', { name: 'Ersatzperson benennen' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        participants: [
          { firstName: 'Anna', lastName: 'Berg', email: ANNA.email, chamberId: null, memberNumber: null },
          null,
          CARL,
        ],
      },
    ]);
    expect(screen.getByText(/Carl Neu/)).toBeInTheDocument();
  });

  it('from the start day on offers nothing, and a refusal because the date started says so', async () => {
    server.use(
      http.put(PATH, () =>
        HttpResponse.json({ statusCode: 409, code: 'SUBSTITUTION_CLOSED', message: 'started', startDate: '2099-03-10', closedOn: '2099-03-10' }, { status: 409 }),
      ),
    );
    const started = renderSeats({ participantsClosedOn: '2000-01-01', substitutionClosedOn: '2000-01-03' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    started.unmount();
    // The page was loaded the day before; the start came meanwhile.
    renderSeats({ participantsClosedOn: '2000-01-01', substitutionClosedOn: '2099-03-10' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ersatzperson benennen' }));
    const form = await screen.findByRole('form', { name: 'Ersatzperson für Aktuelles Mietrecht' });
    await user.type(within(form).getByLabelText(/Vorname/), 'Dora');
    await user.type(within(form).getByLabelText(/Nachname/), 'Spät');
    await user.type(within(form).getByLabelText(/E-Mail-Adresse/), 'dora@kanzlei.example');
    await user.click(within(form).getByRole('button', { name: 'Ersatzperson benennen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Termin hat am 10.03.2099 begonnen');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
