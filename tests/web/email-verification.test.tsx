/**
 * The e-mail-address pages (src/features/account/EmailVerificationPage.tsx) in the real app: the
 * link confirms the address, or says "Link ungültig oder abgelaufen" — for an expired link with "Neue
 * E-Mail anfordern" (the expired token asks, no sign-in), for an invalid one with the way to sign in;
 * a participant's registration link keeps its token for the registration (src/lib/registration-invitation.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../src/lib/auth';
import { takeInvitation } from '../../src/lib/registration-invitation';
import { deleteCookie } from '../../src/lib/cookies';
import { COOKIES } from '../../src/shared/constants';
import { answerAccountBasics, storeSignIn } from './support/customer-area';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
// One token per test: the page posts each token once per page load (module state).
const tokenOf = (id: number) => `${id}.abc.${'A'.repeat(43)}`;

describe('/e-mail-bestaetigen', () => {
  it('posts the token of the fragment once and says the address is confirmed', async () => {
    const TOKEN = tokenOf(12);
    const posted: unknown[] = [];
    server.use(
      http.post('/api/email-verification', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ email: 'paula@example.org' });
      }),
    );
    await renderApp(`/e-mail-bestaetigen#token=${TOKEN}`);
    expect(await screen.findByText('Vielen Dank: Ihre E-Mail-Adresse paula@example.org ist bestätigt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu Meine Kurse' }).getAttribute('href')).toBe('/customer-dashboard/meine-kurse');
    expect(posted).toEqual([{ token: TOKEN }]);
  });

  it('an expired link says so and asks for a new mail with its token', async () => {
    const TOKEN = tokenOf(13);
    const asked: unknown[] = [];
    server.use(
      http.post('/api/email-verification', () =>
        HttpResponse.json({ statusCode: 410, code: 'EMAIL_LINK_EXPIRED', message: 'expired' }, { status: 410 }),
      ),
      http.post('/api/email-verification/mail', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ sent: true });
      }),
    );
    const { user } = await renderApp(`/e-mail-bestaetigen#token=${TOKEN}`);
    expect(await screen.findByText('Link ungültig oder abgelaufen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Neue E-Mail anfordern' }));
    expect(await screen.findByText('Wir haben Ihnen eine neue E-Mail geschickt. Bitte öffnen Sie den Link darin.')).toBeTruthy();
    expect(asked).toEqual([{ token: TOKEN, language: 'de' }]);
  });

  it('an invalid link (another account, a changed address) offers the sign-in, in English too', async () => {
    const TOKEN = tokenOf(14);
    server.use(
      http.post('/api/email-verification', () =>
        HttpResponse.json({ statusCode: 403, code: 'EMAIL_LINK_INVALID', message: 'invalid' }, { status: 403 }),
      ),
    );
    await renderApp(`/e-mail-bestaetigen#token=${TOKEN}`, { language: 'en' });
    expect(await screen.findByText('Link invalid or expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/customer-dashboard/meine-kurse');
    expect(screen.queryByRole('button', { name: 'Request a new e-mail' })).toBeNull();
  });
});

describe('/konto-anlegen', () => {
  it("keeps the participant's token for the registration and starts it, returning to Meine Kurse", async () => {
    const auth = createAuth({ issuer: 'http://localhost/oidc', clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });
    const signIn = vi.spyOn(auth, 'signIn').mockReturnValue(new Promise(() => undefined));
    await renderApp(`/konto-anlegen#token=${tokenOf(15)}`, { auth });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnUrl: '/customer-dashboard/meine-kurse', screen: 'register' }));
    // The real signIn takes it along as the provider's `invitation` parameter (src/lib/auth.ts).
    expect(takeInvitation()).toBe(tokenOf(15));
    expect(takeInvitation()).toBeNull();
  });

  it('without a token says so and offers the plain registration', async () => {
    await renderApp('/konto-anlegen');
    expect(await screen.findByRole('button', { name: 'Registrieren' })).toBeTruthy();
    expect(takeInvitation()).toBeNull();
  });
});

describe('"Meine Kurse" of an unverified address', () => {
  afterEach(() => deleteCookie(COOKIES.loggedIn));

  it('says why bookings made for the address are not shown and sends the link again', async () => {
    answerAccountBasics(server);
    storeSignIn();
    const asked: unknown[] = [];
    server.use(
      http.get('/api/customer/packages', () => HttpResponse.json([])),
      http.get('/api/customer/orders', () => HttpResponse.json({ years: [], count: 0 })),
      http.get('/api/customer/bookings', () => HttpResponse.json({ bookings: [], emailVerified: false })),
      http.post('/api/customer/email-verification/mail', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ sent: false });
      }),
    );
    const { user } = await renderApp('/customer-dashboard/meine-kurse');
    expect(await screen.findByText(/^Bitte bestätigen Sie Ihre E-Mail-Adresse\. Erst danach zeigen wir Ihnen hier die Kurse/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Neue E-Mail anfordern' }));
    expect(await screen.findByText(/Heute wurden bereits mehrere E-Mails an diese Adresse gesendet/)).toBeTruthy();
    expect(asked).toEqual([{ language: 'de' }]);
  });
});

describe('"Meine Kurse" of a participant', () => {
  afterEach(() => deleteCookie(COOKIES.loggedIn));

  it('lists the dates a firm booked for the address, with only the participant\'s own data, and retries a failed load', async () => {
    answerAccountBasics(server);
    storeSignIn();
    let failing = true;
    const booking = {
      courseId: 11, scheduleId: 21, name: 'Aktuelles Mietrecht', organizer: 'Anwaltsakademie Nord', courseType: 'ONLINE',
      schedule: { startDate: '2099-03-10', endDate: '2099-03-11', city: null }, seat: 2,
      participant: { firstName: 'Ben', lastName: 'Kurz', email: 'ben@kanzlei.example', chamberId: null, memberNumber: null, self: false },
      accessLink: 'https://kursmarkt.example/zugang#abc',
      participantId: 31, present: null, certificateUrl: null,
      modules: [
        { moduleId: 1, date: '2099-03-10', hours: 8, url: null },
        { moduleId: 2, date: '2099-03-11', hours: 8, url: null },
      ],
      attendanceUrlId: null,
    };
    const attended = {
      ...booking, scheduleId: 22, name: 'Mietrecht kompakt', schedule: { startDate: '2026-10-02', endDate: '2026-10-02', city: 'Köln' },
      courseType: 'PRESENT', accessLink: null, participantId: 32, present: true, certificateUrl: '/api/customer/bookings/32/certificate',
      modules: [
        { moduleId: 1, date: '2026-10-01', hours: 8, url: '/api/customer/bookings/32/module/1/certificate' },
        { moduleId: 2, date: '2026-10-02', hours: 4, url: '/api/customer/bookings/32/module/2/certificate' },
      ],
      attendanceUrlId: '0123456789abcdef0123456789abcdef',
    };
    const missed = {
      ...attended, scheduleId: 23, name: 'Erbrecht aktuell', participantId: 33, present: false, certificateUrl: null, attendanceUrlId: null,
      modules: attended.modules.map((module) => ({ ...module, url: null })),
    };
    const fetched: string[] = [];
    server.use(
      http.get('/api/customer/packages', () => HttpResponse.json([])),
      http.get('/api/customer/orders', () => HttpResponse.json({ years: [], count: 0 })),
      http.get('/api/customer/bookings', () =>
        failing
          ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'later' }, { status: 503 })
          : HttpResponse.json({ bookings: [booking, attended, missed], emailVerified: true }),
      ),
      ...['/api/customer/bookings/:id/certificate', '/api/customer/bookings/:id/module/:moduleId/certificate'].map((path) =>
        http.get(path, ({ request }) => {
          fetched.push(new URL(request.url).pathname);
          return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
        }),
      ),
    );
    const { user } = await renderApp('/customer-dashboard/meine-kurse');
    expect(await screen.findByText('Ihre Anmeldungen konnten gerade nicht geladen werden.')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    const section = await screen.findByRole('region', { name: 'Ihre Anmeldungen' });
    expect(within(section).getByRole('heading', { name: 'Aktuelles Mietrecht' })).toBeTruthy();
    expect(section.textContent).toContain('10.03.2099 – 11.03.2099, online');
    expect(section.textContent).toContain('Ben Kurz (Platz 2)');
    // An online date: the personal access link once mailed.
    expect(within(section).getByRole('link', { name: 'Zum Online-Raum (Ihr persönlicher Zugangslink)' })).toHaveProperty('href', 'https://kursmarkt.example/zugang#abc');
    expect(screen.queryByText(/Bitte bestätigen Sie Ihre E-Mail-Adresse/)).toBeNull();
    // Marked present: the participant's own certificate; marked absent: none, and why.
    const cards = within(section).getAllByRole('article');
    for (const card of [cards[0]!, cards[2]!]) {
      expect(within(card).queryByRole('button', { name: /Teilnahmebescheinigung|Modul/ })).toBeNull();
      expect(within(card).queryByRole('link', { name: 'Teilnahmebestätigung zum Weitergeben' })).toBeNull();
    }
    expect(cards[2]).toHaveTextContent('Laut Veranstalter haben Sie an diesem Termin nicht teilgenommen');
    Object.assign(URL, { createObjectURL: () => 'blob:certificate', revokeObjectURL: () => {} });
    await user.click(within(cards[1]!).getByRole('button', { name: 'Teilnahmebescheinigung (PDF)' }));
    // A date of several days: each module's certificate too, and the confirmation to pass on.
    await user.click(within(cards[1]!).getByRole('button', { name: 'Modul 2 am 02.10.2026 (PDF)' }));
    await waitFor(() =>
      expect(fetched).toEqual(['/api/customer/bookings/32/certificate', '/api/customer/bookings/32/module/2/certificate']),
    );
    expect(within(cards[1]!).getByRole('link', { name: 'Teilnahmebestätigung zum Weitergeben' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/bescheinigung\/0123456789abcdef0123456789abcdef$/),
    );
    // A past online date no longer offers its room.
    expect(within(cards[1]!).queryByRole('link', { name: /Online-Raum/ })).toBeNull();
  });
});
