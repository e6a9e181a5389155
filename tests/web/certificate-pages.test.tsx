/**
 * The learning-success check page (lernerfolgskontrolle/{positionId}), the evaluation form
 * (teilnehmer-feedback), the certificate lookup (bescheinigung) and the attendance confirmation
 * (bescheinigung/{urlId}) in the real app, signed in, with the API answered at the network boundary
 * (msw): what the customer sees while loading, on a failed load (retry), on validation, and what
 * the page sends — only the chosen options / the answer of each question's type.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, setCookie } from '../../src/lib/cookies';
import type { LearningCheck, LearningCheckResult, LearningCheckSubmission } from '../../src/shared/certificates';
import { COOKIES } from '../../src/shared/constants';
import type { CourseEvaluationInput, EvaluationForm } from '../../src/shared/evaluations';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();
const ISSUER = 'http://localhost/oidc';
const CLIENT_ID = 'kursmarkt-web';

function storeSignIn() {
  localStorage.setItem(
    `oidc.user:${ISSUER}:${CLIENT_ID}`,
    JSON.stringify({
      id_token: 'id-token-1', access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'Bearer', scope: 'openid profile email',
      profile: { sub: '42', iss: ISSUER, aud: CLIENT_ID, exp: 0, iat: 0, given_name: 'Clara', family_name: 'Kunde', email: 'kunde@kursmarkt.example', customer_id: 42 },
      expires_at: Math.floor(Date.now() / 1000) + 300,
    }),
  );
  setCookie(COOKIES.loggedIn, 'true');
}

const EMPTY_CART = {
  positions: [], cartVoucher: null, rejectedVoucher: [], unusedVoucher: [], voucherCodes: [], verificationStep: false, paymentStep: false, sumValue: 0,
};
beforeEach(() => {
  storeSignIn();
  server.use(http.get('/api/cart', () => HttpResponse.json(EMPTY_CART)));
});
afterEach(() => deleteCookie(COOKIES.loggedIn));

const CHECK: LearningCheck = {
  positionId: 7, courseId: 11, courseName: 'Arbeitsrecht kompakt im Selbststudium', passMarkPercent: 70, maxAttempts: 3, attemptsUsed: 0,
  attemptsLeft: 3, passedAt: null, lastAttempt: null, certificateUrl: null,
  questions: [
    { position: 1, question: 'Innerhalb welcher Frist muss eine Kündigungsschutzklage erhoben werden?', options: ['Eine Woche', 'Drei Wochen nach Zugang der Kündigung'] },
    { position: 2, question: 'Welche Form verlangt § 623 BGB für die Kündigung?', options: ['Keine', 'Schriftform'] },
  ],
};

describe('lernerfolgskontrolle', () => {
  it('asks every question, sends only the chosen options, shows a failed result with another try, then the certificate', async () => {
    const sent: LearningCheckSubmission[] = [];
    const results: LearningCheckResult[] = [
      { correct: 1, total: 2, percent: 50, passed: false, at: '2026-11-23T10:00:00.000Z', attemptsLeft: 2, certificateUrl: null },
      { correct: 2, total: 2, percent: 100, passed: true, at: '2026-11-23T10:05:00.000Z', attemptsLeft: 0, certificateUrl: '/api/customer-certificate/7' },
    ];
    server.use(
      http.get('/api/course-certification/7/certification', () => HttpResponse.json(CHECK)),
      http.post('/api/course-certification/7/certification', async ({ request }) => {
        sent.push((await request.json()) as LearningCheckSubmission);
        return HttpResponse.json(results[sent.length - 1]);
      }),
    );
    const { user } = await renderApp('/lernerfolgskontrolle/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lernerfolgskontrolle' })).toBeInTheDocument();
    expect(await screen.findByText(/mindestens 70 % richtige Antworten; Sie haben 3 von 3 Versuchen/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Lernerfolgskontrolle'));

    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    expect(await screen.findAllByText('Bitte wählen Sie eine Antwort.')).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Drei Wochen nach Zugang der Kündigung' }));
    await user.click(screen.getByRole('radio', { name: 'Keine' }));
    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    expect(await screen.findByText(/Nicht bestanden: 1 von 2 Fragen richtig \(50 %, nötig sind 70 %\)/)).toBeInTheDocument();
    expect(screen.getByText('Sie haben noch 2 Versuche.')).toBeInTheDocument();
    expect(sent).toEqual([{ answers: [{ position: 1, option: 1 }, { position: 2, option: 0 }] }]);

    await user.click(screen.getByRole('button', { name: 'Noch einmal versuchen' }));
    // A fresh form: nothing chosen.
    expect(screen.getByRole('radio', { name: 'Keine' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Drei Wochen nach Zugang der Kündigung' }));
    await user.click(screen.getByRole('radio', { name: 'Schriftform' }));
    await user.click(screen.getByRole('button', { name: 'Antworten abschicken' }));
    expect(await screen.findByText(/Bestanden: 2 von 2 Fragen richtig \(100 %\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bescheinigung herunterladen (PDF)' })).toBeEnabled();
    expect(sent[1]).toEqual({ answers: [{ position: 1, option: 1 }, { position: 2, option: 1 }] });
  });

  it('ends a failed load in a message with a retry that loads it', async () => {
    let fail = true;
    server.use(
      http.get('/api/course-certification/7/certification', () => (fail ? HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 }) : HttpResponse.json(CHECK))),
    );
    const { user } = await renderApp('/lernerfolgskontrolle/7');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Die Daten konnten nicht geladen werden.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(CHECK.questions[0]!.question)).toBeInTheDocument();
  });

  it("says so when the position is not the customer's (404), and stays on the page", async () => {
    server.use(http.get('/api/course-certification/8/certification', () => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }, { status: 404 })));
    await renderApp('/lernerfolgskontrolle/8');
    expect(await screen.findByText('Diese Buchung gibt es nicht in Ihrem Kundenkonto.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lernerfolgskontrolle' })).toBeInTheDocument();
  });
});

const FORM: EvaluationForm = {
  courseId: 11, scheduleId: 21, moduleId: null, courseName: 'Aktuelles Mietrecht', organizer: 'Anwaltsakademie Nord', startDate: '2026-11-02',
  endDate: '2026-11-02', open: true, opensOn: '2026-11-02', answers: [], savedAt: null,
  questions: [
    { id: 1, position: 1, type: 'HEADLINE', text: 'Inhalt', options: [], required: false },
    { id: 2, position: 2, type: 'GRADE', text: 'Wie bewerten Sie die Praxisrelevanz?', options: [], required: true },
    { id: 3, position: 3, type: 'MULTIPLE_CHOICE', text: 'Würden Sie die Veranstaltung weiterempfehlen?', options: ['Ja', 'Nein'], required: true },
    { id: 4, position: 4, type: 'FREE', text: 'Was können wir verbessern?', options: [], required: false },
  ],
};

describe('teilnehmer-feedback', () => {
  it('shows the four question types, requires the required ones and sends each answer in its type', async () => {
    const sent: { body: CourseEvaluationInput; url: string }[] = [];
    server.use(
      http.get('/api/courses/11/schedule/21/evaluation', () => HttpResponse.json(FORM)),
      http.put('/api/evaluations/courses/11/schedules/21', async ({ request }) => {
        const body = (await request.json()) as CourseEvaluationInput;
        sent.push({ body, url: request.url });
        return HttpResponse.json({
          id: 5, courseId: 11, scheduleId: 21, moduleId: null, courseName: FORM.courseName, courseType: 'PRESENT', organizerId: 3, referentIds: [4],
          answers: body.answers, createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z',
        });
      }),
    );
    const { user } = await renderApp('/teilnehmer-feedback?courseId=11&scheduleId=21');
    expect(await screen.findByRole('heading', { level: 2, name: 'Inhalt' })).toBeInTheDocument();
    expect(screen.getByText(/Wie hat Ihnen „Aktuelles Mietrecht“ \(02\.11\.2026\) gefallen\?/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Teilnehmer-Feedback'));
    expect(screen.getAllByRole('radio', { name: /^Note \d$/ })).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect(await screen.findAllByText('Bitte beantworten Sie diese Frage.')).toHaveLength(2);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Note 2' }));
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    await user.type(screen.getByRole('textbox', { name: 'Was können wir verbessern?' }), 'Mehr Fallbeispiele');
    await user.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect(await screen.findByText('Vielen Dank für Ihr Feedback!')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ answers: [{ questionId: 2, grade: 2 }, { questionId: 3, option: 'Ja' }, { questionId: 4, text: 'Mehr Fallbeispiele' }] });
    expect(new URL(sent[0]!.url).search).toBe('');
    expect(screen.getByRole('button', { name: 'Feedback ändern' })).toBeInTheDocument();
  });

  it("shows the server's reason for a refused answer and keeps the form", async () => {
    server.use(
      http.get('/api/courses/11/schedule/21/evaluation', () => HttpResponse.json(FORM)),
      http.put('/api/evaluations/courses/11/schedules/21', () =>
        HttpResponse.json({ statusCode: 422, code: 'UNKNOWN_OPTION', message: 'Question 3 takes one of: Ja, Nein', field: 'answers.1.option' }, { status: 422 })),
    );
    const { user } = await renderApp('/teilnehmer-feedback?courseId=11&scheduleId=21');
    await user.click(await screen.findByRole('radio', { name: 'Note 1' }));
    await user.click(screen.getByRole('radio', { name: 'Nein' }));
    await user.click(screen.getByRole('button', { name: 'Feedback senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Question 3 takes one of: Ja, Nein');
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeChecked();
  });

  it('says from when a date can be evaluated', async () => {
    server.use(http.get('/api/courses/11/schedule/21/evaluation', () => HttpResponse.json({ ...FORM, open: false, opensOn: '2026-12-05' })));
    await renderApp('/teilnehmer-feedback?courseId=11&scheduleId=21');
    expect(await screen.findByText('Das Feedback ist ab dem 05.12.2026 möglich, sobald der Termin vorbei ist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feedback senden' })).not.toBeInTheDocument();
  });

  it('calls a link without course and date incomplete', async () => {
    await renderApp('/teilnehmer-feedback');
    expect(await screen.findByText(/Dieser Link ist unvollständig/)).toBeInTheDocument();
  });

  it('speaks English in English', async () => {
    server.use(http.get('/api/courses/11/schedule/21/evaluation', () => HttpResponse.json(FORM)));
    await renderApp('/teilnehmer-feedback?courseId=11&scheduleId=21', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Participant feedback' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });
});

describe('bescheinigung', () => {
  it('finds a certificate by course, order number and e-mail, and says so plainly when nothing matches', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/customer-certificate/certification/:courseId/order/:orderNumber', ({ request, params }) => {
        const email = new URL(request.url).searchParams.get('email');
        asked.push(`${String(params.courseId)} ${String(params.orderNumber)} ${email}`);
        if (email !== 'kanzlei@example.org') return HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }, { status: 404 });
        return HttpResponse.json({
          courseName: 'Aktuelles Mietrecht', participant: 'Berta Beispiel', startDate: '2026-11-02', endDate: '2026-11-02', hours: 5,
          available: true, availableFrom: null, learningCheckRequired: false, learningCheckPassed: false,
        });
      }),
    );
    deleteCookie(COOKIES.loggedIn);
    const { user } = await renderApp('/bescheinigung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teilnahmebescheinigung abrufen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bescheinigung suchen' }));
    expect(await screen.findByText('Bitte geben Sie die Bestellnummer wie KM-2026-100001 an.')).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Kursnummer/ }), '11');
    await user.type(screen.getByRole('textbox', { name: /Bestellnummer/ }), 'km-2026-100001');
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse der Bestellung/ }), 'jemand@example.org');
    await user.click(screen.getByRole('button', { name: 'Bescheinigung suchen' }));
    expect(await screen.findByText(/Zu diesen Angaben haben wir keine Bescheinigung gefunden/)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /E-Mail-Adresse der Bestellung/ }));
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse der Bestellung/ }), 'kanzlei@example.org');
    await user.click(screen.getByRole('button', { name: 'Bescheinigung suchen' }));
    expect(await screen.findByText('Bescheinigung für Berta Beispiel: Aktuelles Mietrecht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bescheinigung herunterladen (PDF)' })).toBeEnabled();
    expect(asked).toEqual(['11 KM-2026-100001 jemand@example.org', '11 KM-2026-100001 kanzlei@example.org']);
  });

  it('shows an attendance confirmation by its URL id, and an unknown id as not found', async () => {
    const urlId = 'a'.repeat(32);
    server.use(
      http.get(`/api/course-certification/attendance/${urlId}`, () => HttpResponse.json({
        participant: 'Berta Beispiel', courseName: 'Aktuelles Mietrecht', organizer: 'Anwaltsakademie Nord', courseType: 'ONLINE', place: null,
        startDate: '2026-11-02', endDate: '2026-11-03', hours: 7.5, referents: ['Dr. Erika Muster'], learningCheckPassed: false,
        certificateUrl: `/api/customer-certificate/attendance/${urlId}`,
      })),
      http.get(`/api/course-certification/attendance/${'b'.repeat(32)}`, () => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }, { status: 404 })),
    );
    deleteCookie(COOKIES.loggedIn);
    await renderApp(`/bescheinigung/${urlId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teilnahmebestätigung' })).toBeInTheDocument();
    expect(await screen.findByText('online mit Interaktion und kontinuierlicher Anwesenheit')).toBeInTheDocument();
    expect(screen.getByText('02.11.2026 – 03.11.2026')).toBeInTheDocument();
    expect(screen.getByText('7,5 Zeitstunden')).toBeInTheDocument();
    expect(screen.getByText('Dr. Erika Muster')).toBeInTheDocument();
    cleanup();
    await renderApp(`/bescheinigung/${'b'.repeat(32)}`);
    expect(await screen.findByText(/Diese Teilnahmebestätigung gibt es nicht/)).toBeInTheDocument();
  });
});
