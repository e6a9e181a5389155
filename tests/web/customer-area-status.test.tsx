/**
 * mein-status (issue 12 §2, feature EDUCATIONAL_STATE): the §15 FAO state per title and year with the
 * warnings a chamber would raise, courses taken elsewhere (add with the form's rules, edit, delete),
 * and the chamber letter — what a chamber would reject shown before, the server's LETTER_REJECTED
 * answer listed, the PDF handed to the browser. msw answers at the network boundary.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../../src/lib/cookies';
import { COOKIES } from '../../src/shared/constants';
import type { ManualCourse, TitleState, TrainingState } from '../../src/shared/customer-area';
import { answerAccountBasics, storeSignIn, unavailable } from './support/customer-area';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
const YEAR = new Date().getFullYear();
const configuration = { features: ['EDUCATIONAL_STATE' as const] };
const messages = { lawyerScopes: [{ id: 2, name: 'Arbeitsrecht' }, { id: 6, name: 'Familienrecht' }] };

afterEach(() => deleteCookie(COOKIES.loggedIn));
beforeEach(() => {
  answerAccountBasics(server);
  server.use(http.get('/api/chambers', () => HttpResponse.json([{ id: 3, name: 'Rechtsanwaltskammer Köln', city: 'Köln' }])));
});

function title(overrides: Partial<TitleState> = {}): TitleState {
  return {
    scopeId: 2, scopeName: 'Arbeitsrecht', year: YEAR, requiredHours: 15, countedHours: 7.5, missingHours: 7.5,
    selfStudyHours: 0, selfStudyCountedHours: 0, selfStudyCapHours: 5, fulfilled: false,
    courses: [
      { source: 'ORDER', id: 501, title: 'Arbeitsrecht aktuell', organizer: 'Arbeitsrechtsforum', startDate: `${YEAR}-03-15`, endDate: `${YEAR}-03-15`, hours: 7.5, countedHours: 7.5, selfStudy: false, referents: ['Dr. Anna Berg'], rejections: [] },
      { source: 'MANUAL', id: 8, title: 'Kündigungsrecht', organizer: 'Anwaltverein', startDate: `${YEAR}-04-01`, endDate: `${YEAR}-04-01`, hours: 3, countedHours: 0, selfStudy: false, referents: [], rejections: ['NO_SPEAKER'] },
    ],
    ...overrides,
  };
}

const manual: ManualCourse = {
  id: 8, title: 'Kündigungsrecht', organizer: 'Anwaltverein', startDate: `${YEAR}-04-01`, endDate: `${YEAR}-04-01`, hours: 3,
  courseType: 'PRESENT', scopeId: 2, referent: null, selfStudy: false, learningCheckPassed: false, createdAt: `${YEAR}-04-02T10:00:00.000Z`,
};

function answerState(state: Partial<TrainingState> = {}, entries: ManualCourse[] = [manual]) {
  const years: string[] = [];
  server.use(
    http.get('/api/customer/state/:year', ({ params }) => {
      years.push(String(params.year));
      return HttpResponse.json({ year: Number(params.year), titles: [title({ year: Number(params.year) })], unassigned: [], ...state });
    }),
    http.get('/api/customer/orders/:year', ({ request }) =>
      new URL(request.url).searchParams.get('manuel') === 'true' ? HttpResponse.json(entries) : HttpResponse.json([]),
    ),
  );
  return years;
}

describe('mein-status', () => {
  it('shows per title the hours counted of 15, self-study against the cap, and what a chamber would object to', async () => {
    storeSignIn();
    answerState({ unassigned: [{ positionId: 502, title: 'Familien- und Arbeitsrecht', startDate: `${YEAR}-05-01`, hours: 5, scopeIds: [2, 6] }] });
    await renderApp('/customer-dashboard/mein-status', { configuration, messages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Fortbildungsstatus' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mein Fortbildungsstatus | Kursmarkt'));
    const card = await screen.findByRole('region', { name: 'Arbeitsrecht' });
    expect(card).toHaveTextContent('7,5 von 15 Zeitstunden angerechnet');
    expect(card).toHaveTextContent('Selbststudium: 0 von höchstens 5 Stunden angerechnet');
    expect(card).toHaveTextContent(`Es fehlen noch 7,5 Zeitstunden für ${YEAR}.`);
    expect(card).toHaveTextContent('Kündigungsrecht: kein Referent angegeben');
    expect(card).toHaveTextContent('7,5 Std., davon angerechnet 7,5 Std.');
    expect(screen.getByText(/Ein gebuchter Kurs dieses Jahres zählt noch für keinen Fachanwaltstitel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Titel unter „Meine Kurse“ zuordnen' })).toHaveAttribute('href', '/customer-dashboard/meine-kurse');
  });

  it('asks the state of the year chosen in the switcher', async () => {
    storeSignIn();
    const years = answerState();
    const { user, router } = await renderApp('/customer-dashboard/mein-status', { configuration, messages });
    await screen.findByRole('region', { name: 'Arbeitsrecht' });
    await user.selectOptions(screen.getByLabelText('Kalenderjahr'), String(YEAR - 1));
    expect(await screen.findByRole('heading', { name: `Stand ${YEAR - 1}` })).toBeInTheDocument();
    await waitFor(() => expect(years).toEqual([String(YEAR), String(YEAR - 1)]));
    expect(router.state.location.search).toBe(`?jahr=${YEAR - 1}`);
  });

  it('says when the state cannot be loaded, and loads it on retry', async () => {
    storeSignIn();
    let calls = 0;
    answerState();
    server.use(
      http.get('/api/customer/state/:year', ({ params }) => {
        calls += 1;
        return calls <= 3 ? unavailable() : HttpResponse.json({ year: Number(params.year), titles: [title()], unassigned: [] });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/mein-status', { configuration, messages });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Ihr Fortbildungsstatus konnte gerade nicht geladen werden.');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Arbeitsrecht' })).toBeInTheDocument();
  });
});

describe('courses taken elsewhere', () => {
  it('adds one with the form (its rules first), and counts again', async () => {
    storeSignIn();
    const years = answerState();
    const posted: unknown[] = [];
    server.use(
      http.post('/api/order/manuel', async ({ request }) => {
        const body = (await request.json()) as ManualCourse;
        posted.push(body);
        return HttpResponse.json({ ...body, id: 9, createdAt: '' }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/mein-status', { configuration, messages });
    await user.click(await screen.findByRole('button', { name: 'Kurs eintragen' }));
    const form = screen.getByRole('form', { name: 'Kurs eintragen' });
    await user.type(within(form).getByLabelText(/Titel des Kurses/), 'Mietrecht aktuell');
    await user.type(within(form).getByLabelText(/Veranstalter/), 'Anwaltverein Köln');
    await user.type(within(form).getByLabelText(/Beginn/), `${YEAR}-02-03`);
    await user.type(within(form).getByLabelText(/Ende/), `${YEAR}-02-01`);
    await user.type(within(form).getByLabelText(/Zeitstunden/), '2.55');
    await user.selectOptions(within(form).getByLabelText(/Veranstaltungsart/), 'SELF');
    await user.click(within(form).getByRole('button', { name: 'Eintragen' }));
    await waitFor(() => expect(within(form).getByLabelText(/Ende/)).toHaveAccessibleDescription('Das Ende darf nicht vor dem Beginn liegen.'));
    expect(within(form).getByLabelText(/Zeitstunden/)).toHaveAccessibleDescription('Bitte höchstens eine Nachkommastelle (z. B. 2,5).');
    expect(within(form).getByLabelText(/^Fachanwaltstitel/)).toHaveAccessibleDescription('Bitte wählen Sie den Fachanwaltstitel.');
    expect(within(form).getByRole('checkbox', { name: 'Selbststudium' })).toHaveAccessibleDescription('Ein Kurs im Selbststudium ist als Selbststudium zu kennzeichnen.');
    expect(posted).toEqual([]);

    await user.clear(within(form).getByLabelText(/Ende/));
    await user.type(within(form).getByLabelText(/Ende/), `${YEAR}-02-03`);
    await user.clear(within(form).getByLabelText(/Zeitstunden/));
    await user.type(within(form).getByLabelText(/Zeitstunden/), '2.5');
    await user.selectOptions(within(form).getByLabelText(/^Fachanwaltstitel/), 'Familienrecht');
    await user.click(within(form).getByRole('checkbox', { name: 'Selbststudium' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Lernerfolgskontrolle bestanden' }));
    await user.type(within(form).getByLabelText(/Referent/), 'Dr. Anna Muster');
    await user.click(within(form).getByRole('button', { name: 'Eintragen' }));
    expect(await screen.findByText('„Mietrecht aktuell“ wurde eingetragen.')).toBeInTheDocument();
    expect(posted).toEqual([{
      title: 'Mietrecht aktuell', organizer: 'Anwaltverein Köln', startDate: `${YEAR}-02-03`, endDate: `${YEAR}-02-03`, hours: 2.5,
      courseType: 'SELF', scopeId: 6, referent: 'Dr. Anna Muster', selfStudy: true, learningCheckPassed: true,
    }]);
    // The state is asked again: the new hours count.
    await waitFor(() => expect(years).toHaveLength(2));
  });

  it('edits an entry and deletes one', async () => {
    storeSignIn();
    answerState();
    const puts: unknown[] = [];
    const deletes: string[] = [];
    server.use(
      http.put('/api/order/manuel/8', async ({ request }) => {
        const body = (await request.json()) as ManualCourse;
        puts.push(body);
        return HttpResponse.json({ ...manual, ...body });
      }),
      http.delete('/api/order/manuel/8', () => {
        deletes.push('8');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/mein-status', { configuration, messages });
    const list = await screen.findByRole('list', { name: `Eigene Einträge ${YEAR}` });
    expect(list).toHaveTextContent('Anwaltverein');
    expect(list).toHaveTextContent('nicht angegeben');
    await user.click(within(list).getByRole('button', { name: 'Bearbeiten: Kündigungsrecht' }));
    const form = screen.getByRole('form', { name: '„Kündigungsrecht“ bearbeiten' });
    expect(within(form).getByLabelText(/Titel des Kurses/)).toHaveValue('Kündigungsrecht');
    await user.type(within(form).getByLabelText(/Referent/), 'Prof. Dr. Kai Ross');
    await user.click(within(form).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('„Kündigungsrecht“ wurde geändert.')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ title: 'Kündigungsrecht', referent: 'Prof. Dr. Kai Ross', hours: 3, scopeId: 2 })]);

    await user.click(within(screen.getByRole('list', { name: `Eigene Einträge ${YEAR}` })).getByRole('button', { name: 'Löschen: Kündigungsrecht' }));
    expect(await screen.findByText('„Kündigungsrecht“ wurde gelöscht.')).toBeInTheDocument();
    expect(deletes).toEqual(['8']);
  });
});

describe('the chamber letter', () => {
  it('shows what a chamber would object to, lists the courses the server refuses, then hands over the PDF', async () => {
    storeSignIn();
    answerState();
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.post(`/api/customer/state/${YEAR}/letter`, async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json(
            { statusCode: 422, code: 'LETTER_REJECTED', message: 'rejected', courses: [{ source: 'MANUAL', id: 8, title: 'Kündigungsrecht', rejections: ['NO_SPEAKER'] }] },
            { status: 422 },
          );
        }
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Fortbildungsnachweis-2026.pdf"' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:letter');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderApp('/customer-dashboard/mein-status', { configuration, messages });
    const form = await screen.findByRole('form', { name: `Nachweis für die Rechtsanwaltskammer ${YEAR}` });
    // Before anything is produced: the title's missing hours. The rejected course is not chosen.
    expect(form).toHaveTextContent('Arbeitsrecht: Es fehlen noch 7,5 Zeitstunden.');
    const rejected = within(form).getByRole('checkbox', { name: /Kündigungsrecht/ });
    expect(rejected).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Nachweis als PDF erstellen' }));
    await waitFor(() => expect(within(form).getByLabelText(/Rechtsanwaltskammer/)).toHaveAccessibleDescription('Bitte wählen Sie Ihre Kammer.'));
    expect(bodies).toEqual([]);

    await user.selectOptions(within(form).getByLabelText(/Rechtsanwaltskammer/), 'Rechtsanwaltskammer Köln');
    await user.type(within(form).getByLabelText(/Mitgliedsnummer/), 'RAK-4711');
    await user.click(rejected);
    expect(form).toHaveTextContent('Kündigungsrecht: kein Referent angegeben');
    await user.click(within(form).getByRole('button', { name: 'Nachweis als PDF erstellen' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Der Nachweis wurde nicht erstellt');
    expect(refusal).toHaveTextContent('Kündigungsrecht: kein Referent angegeben');
    expect(bodies[0]).toEqual({ scopeIds: [2], orderIds: [501], manuelOrderIds: [8], chamberId: 3, chamberMemberId: 'RAK-4711' });

    await user.click(rejected);
    await user.click(within(form).getByRole('button', { name: 'Nachweis als PDF erstellen' }));
    expect(await within(form).findByText('Der Nachweis wurde als Fortbildungsnachweis-2026.pdf heruntergeladen.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ scopeIds: [2], orderIds: [501], manuelOrderIds: [], chamberId: 3, chamberMemberId: 'RAK-4711' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

it('is the 404 page without feature EDUCATIONAL_STATE', async () => {
  storeSignIn();
  const { router } = await renderApp('/customer-dashboard/mein-status', { configuration: { features: [] } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
});
