import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ courses: 10 });
});
afterAll(() => server?.close());

const put = (url: string, payload: unknown) => server.app.inject({ method: 'PUT', url, payload: payload as object });
const mails = async () =>
  (await server.app.inject({ url: '/api/dev/mails' })).json<{ recipient: string; subject: string; textBody: string }[]>();
const count = async (table: string) =>
  (await server.database.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('newsletter sign-up (double opt-in)', () => {
  it('stores a pending sign-up, mails a confirmation link, and confirms it', async () => {
    const response = await put('/api/newsletter', { email: 'anna.becker@kanzlei-becker.de', language: 'de' });
    expect(response.statusCode).toBe(204);

    const [mail] = await mails();
    expect(mail?.recipient).toBe('anna.becker@kanzlei-becker.de');
    expect(mail?.subject).toContain('Newsletter');
    const link = /http:\/\/shop\.test\/newsletter-confirmation\?token=([\w-]+)/.exec(mail!.textBody);
    expect(link).not.toBeNull();

    const confirmed = await server.app.inject({ method: 'POST', url: '/api/newsletter/confirmation', payload: { token: link![1] } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'anna.becker@kanzlei-becker.de' });
    const [row] = await server.database.db.query<{ status: string }>(
      "select status from newsletter_subscription where email = 'anna.becker@kanzlei-becker.de'",
    );
    expect(row?.status).toBe('CONFIRMED');
  });

  it('does not duplicate a sign-up, whatever the letter case', async () => {
    const before = await count('newsletter_subscription');
    await put('/api/newsletter', { email: 'Jonas.Weber@example.org' });
    await put('/api/newsletter', { email: 'jonas.weber@EXAMPLE.org', language: 'en' });
    expect(await count('newsletter_subscription')).toBe(before + 1);
    const [mail] = await mails();
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');
  });

  it.each([
    { email: 'keine-adresse' },
    { email: 'name@domain' },
    { email: 'zwei worte@example.org' },
    { email: '' },
    {},
    { email: 'a@b.de', priceValue: 0 },
    { email: `${'x'.repeat(250)}@example.org` },
  ])('answers %j with 422 and the spec text', async (body) => {
    const before = await count('newsletter_subscription');
    const response = await put('/api/newsletter', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      statusCode: 422, field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an!',
    });
    expect(await count('newsletter_subscription')).toBe(before);
  });

  it('answers an unknown confirmation token with 404 and a malformed one with 400', async () => {
    const unknown = await server.app.inject({ method: 'POST', url: '/api/newsletter/confirmation', payload: { token: 'a'.repeat(32) } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await server.app.inject({ method: 'POST', url: '/api/newsletter/confirmation', payload: { token: '<x>' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('token');
  });
});

describe('contact requests', () => {
  const valid = {
    name: 'Dr. Maria Schulz',
    email: 'schulz@kanzlei.example',
    phone: '+49 30 1234567',
    subject: 'Inhouse-Schulung',
    message: 'Wir interessieren uns für eine Inhouse-Schulung zum Arbeitsrecht für zwölf Personen.',
  };

  it('stores a valid request and notifies the team', async () => {
    const before = await count('contact_request');
    expect((await put('/api/contact', valid)).statusCode).toBe(204);
    expect(await count('contact_request')).toBe(before + 1);
    const [mail] = await mails();
    expect(mail).toMatchObject({ recipient: server.app.settings.contactAddress, subject: 'Kontaktanfrage: Inhouse-Schulung' });
  });

  it.each([
    ['name', { ...valid, name: '   ' }],
    ['subject', { ...valid, subject: undefined }],
    ['message', { ...valid, message: 'x'.repeat(5001) }],
    ['phone', { ...valid, phone: 'ruf mich an' }],
    ['email', { ...valid, email: 'nicht-gueltig' }],
    ['priority', { ...valid, priority: 'hoch' }],
  ])('refuses an invalid %s with 400 and stores nothing', async (field, body) => {
    const before = await count('contact_request');
    const response = await put('/api/contact', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await count('contact_request')).toBe(before);
  });
});
