/**
 * /teilnehmende-benennen#token=… (src/features/account/naming-link) in the real app: the guest's
 * naming link loads the order with the token in the X-Naming-Link header, shows each course date with
 * its places and the participants form of "Meine Kurse", and saves through the link. A forged link
 * (403) and an expired one (410) say so with the way to the contact form — also when the link expires
 * while the form is open; a failed load offers to try again. The API at the network boundary (msw).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NamingLinkOrder } from '../../src/shared/participant-naming';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
const TOKEN = '42.abcdef.' + 'x'.repeat(43);
const refusal = (status: number, code: string) => HttpResponse.json({ statusCode: status, code, message: code }, { status });

const ORDER: NamingLinkOrder = {
  orderNumber: 'KM-2026-100007',
  status: 'CONFIRMED',
  positions: [
    {
      positionId: 7, name: 'Aktuelles Mietrecht', organizer: 'Lindenhof Seminare', courseType: 'ONLINE',
      startDate: '2099-03-10', endDate: '2099-03-10', city: null, seats: 2, withdrawnAt: null,
      participants: [{ seat: 1, participant: null }, { seat: 2, participant: null }],
      participantsClosedOn: '2099-03-08', substitutionClosedOn: '2099-03-10',
    },
  ],
};

const chambers = () => http.get('/api/chambers', () => HttpResponse.json([]));

describe('/teilnehmende-benennen', () => {
  it('shows the date and its places, names two people through the link and shows them', async () => {
    const headers: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.use(
      chambers(),
      http.get('/api/participant-naming/order', ({ request }) => {
        headers.push(request.headers.get('x-naming-link'));
        return HttpResponse.json(ORDER);
      }),
      http.put('/api/participant-naming/positions/7/participants', async ({ request }) => {
        headers.push(request.headers.get('x-naming-link'));
        const body = (await request.json()) as { participants: { firstName: string; lastName: string; email: string }[] };
        bodies.push(body);
        return HttpResponse.json({
          positionId: 7, scheduleId: 3, seats: 2,
          participants: body.participants.map((p, index) => ({ seat: index + 1, participant: { ...p, chamberId: null, memberNumber: null, self: false } })),
        });
      }),
    );
    await renderApp(`/teilnehmende-benennen#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teilnehmende benennen' })).toBeTruthy();
    expect(await screen.findByText(/^Bestellung KM-2026-100007: Hier tragen Sie ein/)).toBeTruthy();
    const position = screen.getByRole('heading', { level: 2, name: 'Aktuelles Mietrecht' }).closest('article')!;
    expect(within(position).getByText('Online')).toBeTruthy();
    expect(within(position).getByText('10.03.2099')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Teilnehmende benennen' }));
    const form = await screen.findByRole('form', { name: 'Teilnehmende für Aktuelles Mietrecht' });
    for (const [index, [first, email]] of [['Anna', 'anna@example.org'], ['Ben', 'ben@example.org']].entries()) {
      const seat = within(within(form).getByRole('group', { name: `Platz ${index + 1}` }));
      await user.type(seat.getByRole('textbox', { name: 'Vorname' }), first!);
      await user.type(seat.getByRole('textbox', { name: 'Nachname' }), 'Beispiel');
      await user.type(seat.getByRole('textbox', { name: 'E-Mail-Adresse' }), email!);
    }
    await user.click(within(form).getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await screen.findByText(/^Gespeichert\./)).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem').filter((item) => /^Platz \d/.test(item.textContent ?? ''));
    expect(first!.textContent).toMatch(/^Platz 1 Anna Beispiel\s*anna@example\.org$/);
    expect(second!.textContent).toMatch(/^Platz 2 Ben Beispiel\s*ben@example\.org$/);
    expect(headers).toEqual([TOKEN, TOKEN]);
    expect(bodies).toEqual([{ participants: [
      { firstName: 'Anna', lastName: 'Beispiel', email: 'anna@example.org', chamberId: null, memberNumber: null },
      { firstName: 'Ben', lastName: 'Beispiel', email: 'ben@example.org', chamberId: null, memberNumber: null },
    ] }]);
  });

  it('a date whose naming closed with no place named says why nothing is offered', async () => {
    const [position] = ORDER.positions;
    server.use(
      http.get('/api/participant-naming/order', () =>
        HttpResponse.json({ ...ORDER, positions: [{ ...position, participantsClosedOn: '2000-01-03', substitutionClosedOn: '2099-03-10' }] }),
      ),
    );
    await renderApp(`/teilnehmende-benennen#token=${TOKEN}`);
    expect(await screen.findByText('Namen konnten bis zum 02.01.2000 eingetragen werden; diese Frist ist abgelaufen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /benennen/ })).toBeNull();
  });

  it('a forged link says it is not valid, with the way to the contact form', async () => {
    server.use(http.get('/api/participant-naming/order', () => refusal(403, 'NAMING_LINK_INVALID')));
    await renderApp(`/teilnehmende-benennen#token=${TOKEN}`);
    expect(await screen.findByText(/^Dieser Link ist nicht gültig\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Kontaktformular/ }).getAttribute('href')).toBe('/kontakt');
  });

  it('without a token nothing is asked: the link is incomplete', async () => {
    let asked = 0;
    server.use(http.get('/api/participant-naming/order', () => { asked += 1; return HttpResponse.json(ORDER); }));
    await renderApp('/teilnehmende-benennen');
    expect(await screen.findByText(/^Dieser Link ist unvollständig\./)).toBeTruthy();
    expect(asked).toBe(0);
  });

  it('an expired link says the course has started', async () => {
    server.use(http.get('/api/participant-naming/order', () => refusal(410, 'NAMING_LINK_EXPIRED')));
    await renderApp(`/teilnehmende-benennen#token=${TOKEN}`);
    expect(await screen.findByText(/^Dieser Link ist abgelaufen: Der Kurs hat begonnen/)).toBeTruthy();
  });

  it('a save refused because the link expired meanwhile shows the expired link, not "try again"', async () => {
    server.use(
      chambers(),
      http.get('/api/participant-naming/order', () => HttpResponse.json(ORDER)),
      http.put('/api/participant-naming/positions/7/participants', () => refusal(410, 'NAMING_LINK_EXPIRED')),
    );
    await renderApp(`/teilnehmende-benennen#token=${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Teilnehmende benennen' }));
    const form = await screen.findByRole('form', { name: 'Teilnehmende für Aktuelles Mietrecht' });
    const seat = within(within(form).getByRole('group', { name: 'Platz 1' }));
    await user.type(seat.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(seat.getByRole('textbox', { name: 'Nachname' }), 'Beispiel');
    await user.type(seat.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.org');
    await user.click(within(form).getByRole('button', { name: 'Teilnehmende speichern' }));
    expect(await screen.findByText(/^Dieser Link ist abgelaufen/)).toBeTruthy();
  });

  it('a failed load offers to try again, and the retry shows the order', { timeout: 30_000 }, async () => {
    // Failing until the retry (the HTTP client's own retries included).
    let broken = true;
    server.use(http.get('/api/participant-naming/order', () => (broken ? refusal(400, 'BROKEN') : HttpResponse.json(ORDER))));
    await renderApp(`/teilnehmende-benennen#token=${TOKEN}`);
    expect(await screen.findByText('Ihre Bestellung konnte gerade nicht geladen werden.', undefined, { timeout: 15_000 })).toBeTruthy();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Aktuelles Mietrecht' })).toBeTruthy();
  });
});
