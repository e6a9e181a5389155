/**
 * One seller (issue 24 §4): the seller's name and address come from one configuration (SELLER_*) and
 * are the same in all five places that name it — the Impressum (GET /api/messages/content/impressum),
 * the AGB (GET /api/messages/terms), the order summaries of both flows ("Vertragspartner"), the
 * confirmation e-mail (the outbox) and the invoice PDF (read back with pdftotext). Once with the demo
 * seller, once with a deployment's SELLER_* values (where no trace of the demo seller may remain).
 * Besides: the marketplace information page exists in both languages and names the seller, and every
 * link in a content page leads to a page that exists.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../src/shared/types.ts';
import type { GuestCheckoutStarted, OrderSummary } from '../../src/shared/order.ts';
import { CONTENT_PAGE_IDS } from '../../src/shared/content-pages.ts';
import { SUPPORTED_LANGUAGES } from '../../src/shared/constants.ts';
import { CONTENT_PAGES } from '../../src/server/seed/data/content-pages.ts';
import { BUYER, bookable, positionOf, startOrderApi, type OrderApi } from '../support/order-api.ts';
import { customerOrder, guestOrder, mailsAbout } from '../support/payment-flow.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kursmarkt-seller-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function pdfText(bytes: Buffer): string {
  const file = join(scratch, `invoice-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

interface ExpectedSeller {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  email: string;
}

const DEMO: ExpectedSeller = {
  name: 'Kursmarkt Demo GmbH',
  street: 'Musterstraße 1',
  zipCode: '50667',
  city: 'Köln',
  email: 'kontakt@kursmarkt.example',
};

const DEPLOYED: ExpectedSeller = {
  name: 'Lehrgangshaus Nord GmbH',
  street: 'Hafenstraße 7',
  zipCode: '20457',
  city: 'Hamburg',
  email: 'service@lehrgangshaus.example',
};
const DEPLOYMENT_ENV = {
  SELLER_NAME: DEPLOYED.name,
  SELLER_STREET: DEPLOYED.street,
  SELLER_ZIP_CODE: DEPLOYED.zipCode,
  SELLER_CITY: DEPLOYED.city,
  SELLER_EMAIL: DEPLOYED.email,
  SELLER_VAT_ID: 'DE811907980',
  SELLER_REGISTER: 'Amtsgericht Hamburg, HRB 123456',
  SELLER_REPRESENTATIVE: 'Hanna Hafen',
  SELLER_BANK_NAME: 'Hafenbank',
  SELLER_IBAN: 'DE02120300000000202051',
  SELLER_BIC: 'BYLADEM1001',
  SELLER_CREDITOR_ID: 'DE98ZZZ09999999999',
};

/** The seller's name, street and "postcode city" as each of the five places shows them. */
interface SellerSeen {
  name: string;
  street: string;
  place: string;
}

/** Finds the seller's parts in a text: the name, the street and "postcode city", each exactly as configured. */
function seenIn(text: string, seller: ExpectedSeller): SellerSeen {
  const find = (value: string) => (text.includes(value) ? value : `(not found: ${value})`);
  return { name: find(seller.name), street: find(seller.street), place: find(`${seller.zipCode} ${seller.city}`) };
}

const pageText = (page: ContentPage) =>
  [page.title, page.metaDescription, ...page.sections.flatMap((section) => [section.heading ?? '', ...section.paragraphs])].join('\n');

/** Reads all five places of one shop and answers what each shows of the seller. */
async function fivePlaces(api: OrderApi, seller: ExpectedSeller) {
  const [taxed] = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
  const impressum = await api.call({ method: 'GET', url: '/api/messages/content/impressum?language=de' });
  expect(impressum.statusCode, impressum.body).toBe(200);
  const terms = await api.call({ method: 'GET', url: '/api/messages/terms?language=de' });
  expect(terms.statusCode, terms.body).toBe(200);
  const agb = terms.json<ContentPage>();
  // § 1 of the AGB names the seller as the contracting party.
  const first = agb.sections[0]!;
  expect(first.heading).toMatch(/^§ 1/);

  // The guest's summary, then the customer's.
  const started = await api.call({
    method: 'PUT',
    url: '/api/guest-order/guest',
    payload: { buyer: { ...BUYER, email: 'gast.verkaeufer@example.org' }, cart: { positions: [positionOf(taxed!)], voucherCodes: [] } },
  });
  expect(started.statusCode, started.body).toBe(200);
  const guestSummary = await api.call({
    method: 'GET',
    url: '/api/guest-order/guest-summary',
    orderToken: started.json<GuestCheckoutStarted>().orderToken!,
  });
  expect(guestSummary.statusCode, guestSummary.body).toBe(200);
  const customer = await api.customer();
  expect((await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(taxed!) })).statusCode).toBe(200);
  const chosen = await api.call({ method: 'PUT', url: '/api/order/payment', token: customer.token, payload: { paymentMethod: 'INVOICE' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const customerSummary = await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token });
  expect(customerSummary.statusCode, customerSummary.body).toBe(200);
  const summaryText = (summary: OrderSummary) => {
    expect(summary.seller).not.toBeNull();
    const { name, street, zipCode, city, email } = summary.seller!;
    expect(email).toBe(seller.email);
    return `${name}\n${street}\n${zipCode} ${city}`;
  };

  // A guest's order, paid on invoice: the confirmation e-mail and the invoice.
  const { orderToken, order } = await guestOrder(api, [taxed!], { paymentMethod: 'INVOICE' }, { email: 'gast.rechnung@example.org' });
  expect(order.status).toBe('CONFIRMED');
  const [mail] = await mailsAbout(api, order.orderNumber);
  expect(mail, 'the confirmation e-mail').toBeDefined();
  const invoice = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, orderToken });
  expect(invoice.statusCode, invoice.body).toBe(200);
  const invoiceText = pdfText(invoice.rawPayload);

  const texts = {
    impressum: pageText(impressum.json<ContentPage>()),
    agb: [first.heading, ...first.paragraphs].join('\n'),
    guestSummary: summaryText(guestSummary.json<OrderSummary>()),
    customerSummary: summaryText(customerSummary.json<OrderSummary>()),
    mail: mail!.text_body,
    invoice: invoiceText,
  };
  return { texts, seen: Object.fromEntries(Object.entries(texts).map(([place, text]) => [place, seenIn(text, seller)])) };
}

function expectOneSeller(seen: Record<string, SellerSeen>, seller: ExpectedSeller) {
  const expected: SellerSeen = { name: seller.name, street: seller.street, place: `${seller.zipCode} ${seller.city}` };
  // Identical in every place: each shows exactly the configured name and address.
  expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((place) => [place, expected])));
}

describe('the demo seller', () => {
  let api: OrderApi;
  beforeAll(async () => {
    api = await startOrderApi();
  }, 120_000);
  afterAll(() => api?.server.close());

  it('is the same in the Impressum, the AGB, both summaries, the confirmation e-mail and the invoice', async () => {
    const { texts, seen } = await fivePlaces(api, DEMO);
    expectOneSeller(seen, DEMO);
    // The old second address of the Impressum is gone everywhere.
    for (const text of Object.values(texts)) expect(text).not.toContain('Beispielstraße 12');
    // AGB § 1: the shop sells in its own name, not as an agent of the organizers.
    expect(texts.agb).toContain(`Ihr Vertragspartner und Verkäufer ist ${DEMO.name}, ${DEMO.street}, ${DEMO.zipCode} ${DEMO.city}`);
    expect(texts.agb).toContain('im eigenen Namen');
    expect(texts.agb).not.toMatch(/Kursmarkt vermittelt/);
    expect(texts.mail).toContain('Ihr Vertragspartner und Verkäufer:');
  }, 120_000);

  it('names the seller in the data protection statement and the marketplace information, in German and English', async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const url of ['/api/messages/dataprotection', '/api/messages/content/marktplatz-informationen']) {
        const answer = await api.call({ method: 'GET', url: `${url}?language=${language}` });
        expect(answer.statusCode, `${url} ${language}`).toBe(200);
        const text = pageText(answer.json<ContentPage>());
        expect(text).toContain(`${DEMO.name}, ${DEMO.street}, ${DEMO.zipCode} ${DEMO.city}`);
        expect(text).not.toContain('{{');
      }
    }
    const info = (await api.call({ method: 'GET', url: '/api/messages/content/marktplatz-informationen?language=de' })).json<ContentPage>();
    expect(info.sections.map((section) => section.anchor)).toEqual(['vertragspartner', 'veranstalter', 'verantwortung', 'ranking']);
    const english = (await api.call({ method: 'GET', url: '/api/messages/content/impressum?language=en' })).json<ContentPage>();
    expect(pageText(english)).toContain(`${DEMO.street}, ${DEMO.zipCode} ${DEMO.city}`);
  });
});

describe("a deployment's seller (SELLER_*)", () => {
  let api: OrderApi;
  beforeAll(async () => {
    api = await startOrderApi(DEPLOYMENT_ENV);
  }, 120_000);
  afterAll(() => api?.server.close());

  it('appears in all five places, with its register data, and the demo seller nowhere', async () => {
    const { texts, seen } = await fivePlaces(api, DEPLOYED);
    expectOneSeller(seen, DEPLOYED);
    for (const [place, text] of Object.entries(texts)) {
      expect(text, place).not.toContain(DEMO.name);
      expect(text, place).not.toContain(DEMO.street);
    }
    // Register and representative where the deployment gives them; no demo phone beside them.
    for (const place of ['impressum', 'mail', 'invoice'] as const) {
      expect(texts[place], place).toContain('Amtsgericht Hamburg, HRB 123456');
      expect(texts[place], place).toContain('Hanna Hafen');
    }
    expect(texts.impressum).toContain('Umsatzsteuer-Identifikationsnummer: DE811907980');
    expect(texts.impressum).not.toContain('Telefon');
    expect(texts.impressum).not.toContain('Steuernummer');
  }, 120_000);

  it("the customer's order confirmation names the same seller", async () => {
    const [taxed] = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
    const { order } = await customerOrder(api, [taxed!], { paymentMethod: 'INVOICE' });
    const [mail] = await mailsAbout(api, order.orderNumber);
    expect(seenIn(mail!.text_body, DEPLOYED)).toEqual({ name: DEPLOYED.name, street: DEPLOYED.street, place: '20457 Hamburg' });
  }, 60_000);
});

describe('the seeded content pages', () => {
  it('link only to pages that exist', () => {
    const routes = new Set<string>(CONTENT_PAGE_IDS.map((id) => `/${id}`));
    for (const language of SUPPORTED_LANGUAGES) {
      const anchors = new Map(CONTENT_PAGES[language].map((page) => [`/${page.id}`, page.sections.map((section) => section.anchor)]));
      for (const page of CONTENT_PAGES[language]) {
        for (const paragraph of page.sections.flatMap((section) => section.paragraphs)) {
          for (const [, , target] of paragraph.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
            const [path, anchor] = target!.split('#');
            expect(routes.has(path!), `${language}/${page.id} links to ${target}`).toBe(true);
            if (anchor) expect(anchors.get(path!), `${language}/${page.id} links to ${target}`).toContain(anchor);
          }
        }
      }
      // Every content page of the list is seeded in each language.
      expect(CONTENT_PAGES[language].map((page) => page.id).sort()).toEqual([...CONTENT_PAGE_IDS].sort());
    }
  });

  it('use only the seller placeholders the server fills', () => {
    const known = /^\{\{seller\.(name|address|street|zipCode|city|country|email|phone|vatId|taxNumber|register|representative)\}\}$/;
    for (const language of SUPPORTED_LANGUAGES) {
      for (const page of CONTENT_PAGES[language]) {
        const text = JSON.stringify(page);
        for (const [placeholder] of text.matchAll(/\{\{[^}]*\}\}/g)) expect(placeholder, `${language}/${page.id}`).toMatch(known);
      }
    }
  });
});
