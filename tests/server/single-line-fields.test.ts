/**
 * One-line fields refuse control characters (issue 21 item 4): a line break in a buyer's city used to
 * add a line to the invoice address (a forged "USt-IdNr." line). Every one-line field a buyer or
 * customer sends — the buyer data of customers (order step and profile) and guests, the SEPA account
 * holder, the contact form's name, e-mail and subject, the waiting list, manual courses and favourites
 * — answers 400 naming the field with a message that says why, and nothing is written. Multi-line
 * texts (the contact message) keep their line breaks, and ordinary names still pass.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRegistration } from '../../src/server/identity/interactions.ts';
import { TEXTS } from '../../src/server/identity/texts.ts';
import { BUYER, type OrderApi, startOrderApi } from '../support/order-api.ts';

let api: OrderApi;
let customer: { id: number; token: string };
beforeAll(async () => {
  api = await startOrderApi();
  customer = await api.customer();
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

/** What a forged line would look like, and every other kind of character a single line refuses. */
const FORGED = 'Berlin\nUSt-IdNr.: DE123456789';
const CONTROLS = [
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u000b',
  '\u000c',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
];

const BUYER_FIELDS = ['firstName', 'lastName', 'company', 'street', 'zipCode', 'city', 'email'] as const;
/** A value with a line break that fits the field otherwise (length, e-mail shape). */
const withLineBreak = (field: (typeof BUYER_FIELDS)[number]) =>
  field === 'email' ? 'kanzlei\n@example.org' : field === 'zipCode' ? '101\n15' : FORGED;

const count = async (table: string) => (await api.q<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

/** Sends the request and expects the clear 400 for `field`; `state` must read the same before and after. */
async function expectRefused(
  request: InjectOptions & { token?: string; orderToken?: string },
  field: string,
  state: () => Promise<unknown>,
) {
  const before = await state();
  const answer: LightMyRequestResponse = await api.call(request);
  expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
  const body = answer.json<{ code: string; field: string; message: string }>();
  expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field });
  expect(body.message).toContain(`'${field}' must be a single line`);
  expect(await state()).toEqual(before);
}

describe('buyer data', () => {
  const ownData = async () =>
    (await api.call({ method: 'GET', url: '/api/order/customer', token: customer.token })).json();

  it.each(BUYER_FIELDS)(
    'PUT /api/order/customer refuses a line break in %s and keeps the stored data',
    async (field) => {
      const payload = { ...BUYER, email: (await ownData()).email, [field]: withLineBreak(field) };
      await expectRefused(
        { method: 'PUT', url: '/api/order/customer', token: customer.token, payload },
        field,
        ownData,
      );
    },
  );

  it.each(BUYER_FIELDS)('PUT /api/customers/{id} (profile) refuses a line break in %s', async (field) => {
    const profile = async () =>
      (await api.call({ method: 'GET', url: `/api/customers/${customer.id}`, token: customer.token })).json();
    const payload = { ...BUYER, [field]: withLineBreak(field) };
    await expectRefused(
      { method: 'PUT', url: `/api/customers/${customer.id}`, token: customer.token, payload },
      field,
      profile,
    );
  });

  it.each(BUYER_FIELDS)(
    'PUT /api/guest-order/guest refuses a line break in buyer.%s and starts no checkout',
    async (field) => {
      const buyer = { ...BUYER, email: 'gast@example.org', [field]: withLineBreak(field) };
      const payload = { buyer, cart: { positions: [], voucherCodes: [] } };
      await expectRefused({ method: 'PUT', url: '/api/guest-order/guest', payload }, `buyer.${field}`, () =>
        count('checkout'),
      );
    },
  );

  const named = (control: string) =>
    [...control].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
  it.each(CONTROLS.map((control) => [named(control), control]))('the city refuses %s', async (_name, control) => {
    const payload = { ...BUYER, email: (await ownData()).email, city: `Ber${control}lin` };
    await expectRefused({ method: 'PUT', url: '/api/order/customer', token: customer.token, payload }, 'city', ownData);
  });

  it('ordinary names, umlauts, apostrophes and non-breaking spaces still pass', async () => {
    const email = (await ownData()).email;
    const buyer = {
      ...BUYER,
      email,
      firstName: 'Zoë-Marie',
      lastName: "d'Artagnan",
      company: 'Müller & Söhne GbR\u00a0(Partner)',
      street: 'Straße des 17. Juni 1',
      city: 'Frankfurt am Main',
    };
    const answer = await api.call({ method: 'PUT', url: '/api/order/customer', token: customer.token, payload: buyer });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await ownData()).toMatchObject({
      lastName: "d'Artagnan",
      company: 'Müller & Söhne GbR\u00a0(Partner)',
      city: 'Frankfurt am Main',
    });
  });

  it('the SEPA account holder is one line too', async () => {
    const chosen = async () =>
      (await api.call({ method: 'GET', url: '/api/order/payment', token: customer.token })).json();
    const payload = {
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      sepa: { accountHolder: FORGED, iban: 'DE89370400440532013000' },
    };
    await expectRefused(
      { method: 'PUT', url: '/api/order/payment', token: customer.token, payload },
      'sepa.accountHolder',
      chosen,
    );
  });
});

describe('other forms', () => {
  const contact = {
    name: 'Berta Beispiel',
    email: 'berta@example.org',
    subject: 'Frage zum Kurs',
    message: 'Guten Tag,\nich habe eine Frage.',
  };

  it.each(['name', 'email', 'subject'])(
    'PUT /api/contact refuses a line break in %s and stores no request',
    async (field) => {
      const payload = {
        ...contact,
        [field]: field === 'email' ? 'berta\n@example.org' : 'Frage\nBcc: alle@example.org',
      };
      await expectRefused({ method: 'PUT', url: '/api/contact', payload }, field, () => count('contact_request'));
    },
  );

  it('the contact message keeps its line breaks', async () => {
    const answer = await api.call({ method: 'PUT', url: '/api/contact', payload: contact });
    expect(answer.statusCode, answer.body).toBe(204);
  });

  it.each(['firstName', 'lastName', 'email'])(
    'POST /api/orders/waitinglists refuses a line break in %s',
    async (field) => {
      const payload = {
        courseId: 1,
        courseScheduleId: 1,
        firstName: 'Berta',
        lastName: 'Beispiel',
        email: 'berta@example.org',
      };
      const refused = { ...payload, [field]: field === 'email' ? 'berta\n@example.org' : 'Berta\nBeispiel' };
      await expectRefused({ method: 'POST', url: '/api/orders/waitinglists', payload: refused }, field, () =>
        count('waiting_list_request'),
      );
    },
  );

  it.each(['title', 'organizer', 'referent'])('POST /api/order/manuel refuses a line break in %s', async (field) => {
    const payload = {
      title: 'Arbeitsrecht aktuell',
      organizer: 'Kammer',
      startDate: '2026-01-01',
      endDate: '2026-01-01',
      hours: 2.5,
      courseType: 'PRESENT',
      scopeId: 1,
      referent: 'Dr. Beispiel',
      selfStudy: false,
      learningCheckPassed: false,
      [field]: 'Arbeitsrecht\naktuell',
    };
    await expectRefused({ method: 'POST', url: '/api/order/manuel', token: customer.token, payload }, field, () =>
      count('manual_course'),
    );
  });

  it('PUT /api/favorites refuses a line break in the name', async () => {
    const payload = { name: 'Arbeitsrecht\nBerlin', parameters: {} };
    await expectRefused({ method: 'PUT', url: '/api/favorites', token: customer.token, payload }, 'name', () =>
      count('favorite'),
    );
  });

  it('registration at the embedded provider refuses names with line breaks, in the page language', () => {
    const password = 'Registrierung-2026-x';
    const errors = validateRegistration(
      { firstName: 'Berta\nUSt-IdNr.', lastName: 'Bei\u2028spiel', email: 'b@example.org' },
      password,
      password,
      'de',
    );
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'lastName']);
    expect(errors.firstName).toBe('Bitte nur eine Zeile, ohne Zeilenumbrüche und Tabulatoren.');
    expect(errors.lastName).toBe(TEXTS.de.nameOneLine);
    expect(
      validateRegistration(
        { firstName: 'Berta', lastName: "d'Artagnan", email: 'b@example.org' },
        password,
        password,
        'en',
      ),
    ).toEqual({});
  });
});
