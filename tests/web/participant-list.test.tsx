/**
 * The organizer staff's "Teilnehmerliste" (src/features/account/participant-list/ParticipantListPage.tsx) in the real
 * app with the API answered by msw: the user menu offers it to organizer staff only; the dates list
 * with counts; a date's participants marked and saved (online: continuous attendance); a date not
 * started says from when; every failed load ends in an error with a retry; an account without the role
 * reads why.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AttendanceList, OrganizerSchedule } from '../../src/shared/attendance';
import { answerAccountBasics, storeSignIn, unavailable } from './support/customer-area';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const schedule = (overrides: Partial<OrganizerSchedule> = {}): OrganizerSchedule => ({
  scheduleId: 7, courseId: 3, name: 'Webinar Mietrecht aktuell', courseType: 'ONLINE', startDate: '2026-11-20', endDate: '2026-11-20',
  city: null, started: true, participants: 2, present: 0, absent: 0, unnamedSeats: 1, ...overrides,
});

const list = (overrides: Partial<OrganizerSchedule> = {}): AttendanceList => ({
  schedule: schedule(overrides),
  entries: [
    { positionId: 11, seat: 1, firstName: 'Paula', lastName: 'Anwältin', email: 'paula@example.org', chamber: 'Rechtsanwaltskammer Berlin',
      memberNumber: 'B-1', orderNumber: 'KM-2026-100001', buyer: 'Kanzlei Beispiel', present: null, continuous: false, recordedAt: null },
    { positionId: 11, seat: 2, firstName: 'Quentin', lastName: 'Jurist', email: 'quentin@example.org', chamber: null, memberNumber: null,
      orderNumber: 'KM-2026-100001', buyer: 'Kanzlei Beispiel', present: null, continuous: false, recordedAt: null },
  ],
});

/** Signs in as Clara; with `staff` her stored profile carries the organizer_staff role. */
function signIn(staff: boolean) {
  storeSignIn();
  if (!staff) return;
  const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('oidc.user:'))!;
  const user = JSON.parse(localStorage.getItem(key)!) as { profile: Record<string, unknown> };
  user.profile.roles = ['organizer_staff'];
  localStorage.setItem(key, JSON.stringify(user));
}

describe('Teilnehmerliste', () => {
  // An online date's page also asks for its join address (none stored unless a test says otherwise).
  beforeEach(() => {
    server.use(http.get('/api/organizer-access/schedules/:id/join-url', ({ params }) => HttpResponse.json({ scheduleId: Number(params.id), joinUrl: null })));
  });

  it("stores an online date's join address (https only) that the personal access links open", async () => {
    answerAccountBasics(server);
    signIn(true);
    const stored: unknown[] = [];
    server.use(
      http.get('/api/organizer/schedules/7', () => HttpResponse.json(list())),
      http.put('/api/organizer-access/schedules/7/join-url', async ({ request }) => {
        const body = (await request.json()) as { joinUrl: string };
        stored.push(body);
        return HttpResponse.json({ scheduleId: 7, ...body });
      }),
    );
    const { user } = await renderApp('/veranstalter/teilnehmerliste/7');
    const field = await screen.findByRole('textbox', { name: 'Adresse des Online-Raums (Zugangsadresse)' });
    await user.type(field, 'http://meet.example/raum');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte geben Sie eine https-Adresse ohne Benutzername und Passwort an.');
    expect(stored).toEqual([]);
    await user.clear(field);
    await user.type(field, 'https://meet.example/raum-17');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByText(/^Gespeichert\. Die persönlichen Zugangslinks/)).textContent).toContain('öffnen jetzt diese Adresse');
    expect(stored).toEqual([{ joinUrl: 'https://meet.example/raum-17' }]);
  });

  it('the user menu offers it to organizer staff only', async () => {
    answerAccountBasics(server);
    signIn(true);
    server.use(http.get('/api/organizer/schedules', () => HttpResponse.json({ schedules: [schedule()] })));
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Clara Kunde/ }));
    await user.click(screen.getByRole('link', { name: 'Teilnehmerliste' }));
    expect(await screen.findByRole('heading', { name: 'Teilnehmerliste' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Webinar Mietrecht aktuell' }).getAttribute('href')).toBe('/veranstalter/teilnehmerliste/7');
    expect(screen.getByText(/2 Teilnehmende · 0 anwesend · 0 abwesend · 1 Platz noch ohne Namen/)).toBeTruthy();
  });

  it('a customer without the role has no such entry, and the page says why (403)', async () => {
    answerAccountBasics(server);
    signIn(false);
    server.use(
      http.get('/api/organizer/schedules', () => HttpResponse.json({ statusCode: 403, code: 'FORBIDDEN', message: 'role' }, { status: 403 })),
    );
    const { user } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Clara Kunde/ }));
    expect(screen.queryByRole('link', { name: 'Teilnehmerliste' })).toBeNull();
    await renderApp('/veranstalter/teilnehmerliste');
    expect(await screen.findByText('Die Teilnehmerliste ist nur für Mitarbeitende eines Veranstalters.')).toBeTruthy();
  });

  it('marks participants present, one with continuous attendance, and saves them', async () => {
    answerAccountBasics(server);
    signIn(true);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/organizer/schedules/7', () => HttpResponse.json(list())),
      http.put('/api/organizer/schedules/7/attendance', async ({ request }) => {
        const body = (await request.json()) as { entries: { seat: number; present: boolean; continuous?: boolean }[] };
        saved.push(body);
        const answer = list({ present: 1, absent: 1 });
        answer.entries = answer.entries.map((entry) => {
          const mark = body.entries.find((candidate) => candidate.seat === entry.seat)!;
          return { ...entry, present: mark.present, continuous: mark.continuous ?? false, recordedAt: '2026-11-20T18:00:00.000Z' };
        });
        return HttpResponse.json(answer);
      }),
    );
    const { user } = await renderApp('/veranstalter/teilnehmerliste/7');
    expect(await screen.findByRole('heading', { name: 'Webinar Mietrecht aktuell' })).toBeTruthy();
    const paula = within(screen.getByRole('group', { name: 'Anwesenheit von Paula Anwältin' }));
    const quentin = within(screen.getByRole('group', { name: 'Anwesenheit von Quentin Jurist' }));
    // Continuous attendance needs "present" first.
    expect((paula.getByRole('checkbox', { name: 'mit Interaktion und kontinuierlicher Anwesenheit' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(paula.getByRole('radio', { name: 'anwesend' }));
    await user.click(paula.getByRole('checkbox', { name: 'mit Interaktion und kontinuierlicher Anwesenheit' }));
    await user.click(quentin.getByRole('radio', { name: 'abwesend' }));
    await user.click(screen.getByRole('button', { name: 'Anwesenheit speichern' }));
    expect(await screen.findByText('Die Anwesenheit ist gespeichert.')).toBeTruthy();
    expect(saved).toEqual([{ entries: [
      { positionId: 11, seat: 1, present: true, continuous: true },
      { positionId: 11, seat: 2, present: false, continuous: false },
    ] }]);
    expect(screen.getByText(/2 Teilnehmende · 1 anwesend · 1 abwesend/)).toBeTruthy();
  });

  it('a date not started yet says from when attendance can be recorded, and offers no saving', async () => {
    answerAccountBasics(server);
    signIn(true);
    server.use(http.get('/api/organizer/schedules/7', () => HttpResponse.json(list({ started: false, startDate: '2027-01-15', endDate: '2027-01-15' }))));
    await renderApp('/veranstalter/teilnehmerliste/7');
    expect(await screen.findByText('Die Anwesenheit kann ab Beginn des Termins am 15.01.2027 erfasst werden.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anwesenheit speichern' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Als CSV herunterladen' })).toBeTruthy();
  });

  it('a failed load ends in an error with a retry that loads again', async () => {
    answerAccountBasics(server);
    signIn(true);
    let calls = 0;
    server.use(http.get('/api/organizer/schedules', () => (++calls <= 3 ? unavailable() : HttpResponse.json({ schedules: [schedule()] }))));
    const { user } = await renderApp('/veranstalter/teilnehmerliste');
    expect(await screen.findByText('Die Teilnehmerliste konnte gerade nicht geladen werden.', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Webinar Mietrecht aktuell' })).toBeTruthy());
  }, 20_000);
});
