/**
 * The withdrawal instructions and form (issue 24 §2): the page /widerruf (GET /api/messages/content/widerruf)
 * carries the statutory model instructions for services (Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2 EGBGB)
 * and the model form (Anlage 2), naming the configured seller — the demo seller, and a deployment's
 * SELLER_* values — in German and as a marked English translation. The early-start request is stored
 * with the order together with the version of its wording and the time, and the confirmation e-mail
 * names the seller as the recipient of a withdrawal, links /widerruf and confirms the early-start request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deCheckout from '../../src/locales/de/checkout.json' with { type: 'json' };
import enCheckout from '../../src/locales/en/checkout.json' with { type: 'json' };
import type { ContentPage } from '../../src/shared/types.ts';
import { EARLY_START_WORDING_VERSION, EARLY_START_WORDINGS } from '../../src/shared/early-start.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { addMissingStatutoryPages } from '../../src/server/seed/index.ts';
import { bookable, startOrderApi, TODAY, type Bookable, type OrderApi } from '../support/order-api.ts';
import { guestOrder, mailsAbout } from '../support/payment-flow.ts';
import { withdrawalLines } from '../../src/server/services/payment/confirmation-mail.ts';
import { loadSellerSettings } from '../../src/server/services/invoice/seller.ts';

const DEMO = { name: 'Kursmarkt Demo GmbH', address: 'Musterstraße 1, 50667 Köln', email: 'kontakt@kursmarkt.example' };
const DEPLOYED = { name: 'Lehrgangshaus Nord GmbH', address: 'Hafenstraße 7, 20457 Hamburg', email: 'service@lehrgangshaus.example' };
const DEPLOYMENT_ENV = {
  SELLER_NAME: DEPLOYED.name,
  SELLER_STREET: 'Hafenstraße 7',
  SELLER_ZIP_CODE: '20457',
  SELLER_CITY: 'Hamburg',
  SELLER_EMAIL: DEPLOYED.email,
  SELLER_VAT_ID: 'DE811907980',
  SELLER_BANK_NAME: 'Hafenbank',
  SELLER_IBAN: 'DE02120300000000202051',
  SELLER_BIC: 'BYLADEM1001',
  SELLER_CREDITOR_ID: 'DE98ZZZ09999999999',
};

const pageText = (page: ContentPage) =>
  [page.title, ...page.sections.flatMap((section) => [section.heading ?? '', ...section.paragraphs])].join('\n');

async function withdrawalPage(api: OrderApi, language: 'de' | 'en') {
  const answer = await api.call({ method: 'GET', url: `/api/messages/content/widerruf?language=${language}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ContentPage>();
}

/** The statutory parts each language's page must carry, word for word. */
const STATUTORY = {
  de: [
    'Widerrufsrecht',
    'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    'Folgen des Widerrufs',
    'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen',
    'Muster-Widerrufsformular',
    '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
    '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
    '(*) Unzutreffendes streichen.',
  ],
  en: [
    'English translation',
    'Right of withdrawal',
    'You have the right to withdraw from this contract within 14 days without giving any reason.',
    'Effects of withdrawal',
    'If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion',
    'Model withdrawal form',
    '– I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract',
    '(*) Delete as appropriate.',
  ],
} as const;

function expectInstructionsAndForm(page: ContentPage, language: 'de' | 'en', seller: typeof DEMO) {
  const text = pageText(page);
  for (const part of STATUTORY[language]) expect(text, `${language}: ${part}`).toContain(part);
  expect(text).not.toContain('{{');
  // The seller in the instructions ("Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (…)") and in the form ("An …").
  const recipient =
    language === 'de'
      ? `müssen Sie uns (${seller.name}, ${seller.address}, E-Mail: ${seller.email}) mittels einer eindeutigen Erklärung`
      : `you must inform us (${seller.name}, ${seller.address}, e-mail: ${seller.email}) of your decision`;
  expect(text).toContain(recipient);
  expect(text).toContain(language === 'de' ? `– An ${seller.name}, ${seller.address}, E-Mail: ${seller.email}:` : `– To ${seller.name}, ${seller.address}, e-mail: ${seller.email}:`);
  expect(page.sections.map((section) => section.anchor)).toEqual(['hinweis', 'widerrufsrecht', 'folgen', 'muster-widerrufsformular']);
}

/** A consumer-bookable online date starting within the withdrawal period (the summary asks for the early start). */
async function soonDate(api: OrderApi): Promise<Bookable> {
  const [row] = await api.q<{ course_id: number; schedule_id: number; level_id: number; price: number; organizer_id: number }>(
    `select c.id as course_id, s.id as schedule_id, pl.id as level_id, pl.price_cents as price, c.organizer_id
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.course_type = 'ONLINE' and c.kind <> 'FACHANWALTSLEHRGANG' and s.start_date between $1::date + 1 and $1::date + 10
        and s.booked < s.seats and pl.price_cents > 0
      order by s.start_date, c.id, pl.position limit 1`,
    [TODAY],
  );
  expect(row, 'an online date within 10 days').toBeDefined();
  return { courseId: row!.course_id, scheduleId: row!.schedule_id, priceLevelId: row!.level_id, priceCents: row!.price, organizerId: row!.organizer_id };
}

const CONSUMER = { buyerType: 'CONSUMER' as const, company: null };

describe('the withdrawal page and the early-start record (demo seller)', () => {
  let api: OrderApi;
  beforeAll(async () => {
    api = await startOrderApi();
  }, 120_000);
  afterAll(() => api?.server.close());

  it('/widerruf carries the model instructions and the model form, naming the demo seller, in German and English', async () => {
    expectInstructionsAndForm(await withdrawalPage(api, 'de'), 'de', DEMO);
    expectInstructionsAndForm(await withdrawalPage(api, 'en'), 'en', DEMO);
  });

  it("the summary's checkbox shows the current early-start wording, word for word", () => {
    const current = EARLY_START_WORDINGS[EARLY_START_WORDING_VERSION];
    expect(deCheckout.checkout.summary.earlyStart).toBe(current.de);
    expect(enCheckout.checkout.summary.earlyStart).toBe(current.en);
  });

  it("stores the early-start request with its wording's version and time, and confirms it in the e-mail", async () => {
    const before = Date.now();
    const { order } = await guestOrder(api, [await soonDate(api)], { paymentMethod: 'INVOICE' }, { ...CONSUMER, email: 'verbraucher@example.org' });
    expect(order.status).toBe('CONFIRMED');
    const [record] = await api.q<{ early_start_requested: boolean; at: Date; version: string; placed_at: Date }>(
      `select early_start_requested, early_start_requested_at as at, early_start_wording_version as version, placed_at
         from customer_order where id = $1`,
      [order.id],
    );
    expect(record).toMatchObject({ early_start_requested: true, version: EARLY_START_WORDING_VERSION });
    expect(new Date(record!.at).getTime()).toBe(new Date(record!.placed_at).getTime());
    expect(new Date(record!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The mail at placing carries the record and the full instructions; the confirmation after the
    // payment choice repeats the notice with the recipient (issue 24 §3).
    const [mail, confirmation] = await mailsAbout(api, order.orderNumber);
    expect(mail, 'the mail at placing').toBeDefined();
    expect(confirmation, 'the confirmation e-mail').toBeDefined();
    const berlin = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    }).format(new Date(record!.at)).replace(', ', ' um ');
    expect(mail!.text_body).toContain(
      `Sie haben am ${berlin} Uhr verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen.`,
    );
    expect(mail!.text_body).toContain(`Ihre Erklärung (Fassung ${EARLY_START_WORDING_VERSION}):\n„${EARLY_START_WORDINGS[EARLY_START_WORDING_VERSION].de}“`);
    // The instructions name the seller as the recipient; the form is there; the page is linked.
    expect(mail!.text_body).toContain(`müssen Sie uns (${DEMO.name}, ${DEMO.address}, E-Mail: ${DEMO.email}) mittels einer eindeutigen Erklärung`);
    expect(mail!.text_body).toContain(`– An ${DEMO.name}, ${DEMO.address}, E-Mail: ${DEMO.email}:`);
    expect(mail!.text_body).toContain('http://shop.test/widerruf');
    expect(confirmation!.text_body).toContain('Richten Sie den Widerruf an:');
    expect(confirmation!.text_body).toContain(`  ${DEMO.name}, ${DEMO.address}, Deutschland\n  E-Mail: ${DEMO.email}`);
  }, 60_000);

  it('keeps no early-start record where the summary did not ask for one, and tells a business buyer nothing of withdrawal', async () => {
    const [later] = await bookable(api);
    const { order } = await guestOrder(api, [later!], { paymentMethod: 'INVOICE' }, { ...CONSUMER, email: 'spaeter@example.org' });
    const [record] = await api.q<{ at: Date | null; version: string | null }>(
      'select early_start_requested_at as at, early_start_wording_version as version from customer_order where id = $1',
      [order.id],
    );
    expect(record).toEqual({ at: null, version: null });
    const [mail] = await mailsAbout(api, order.orderNumber);
    expect(mail!.text_body).toContain('http://shop.test/widerruf');
    expect(mail!.text_body).not.toContain('verlangt, dass wir vor Ablauf der Widerrufsfrist');

    const [other] = (await bookable(api)).slice(1);
    const business = await guestOrder(api, [other!], { paymentMethod: 'INVOICE' }, { email: 'kanzlei.b@example.org' });
    const [businessMail] = await mailsAbout(api, business.order.orderNumber);
    expect(businessMail!.text_body).not.toContain('/widerruf');
  }, 60_000);
});

describe('the e-mail text of the withdrawal notice', () => {
  const seller = loadSellerSettings({}, true).seller!;
  const input = (buyerType: 'CONSUMER' | 'BUSINESS', earlyStart: { requestedAt: string; wordingVersion: string } | null) =>
    ({
      publicUrl: 'https://kurse.example',
      invoice: { seller },
      order: { buyer: { buyerType }, earlyStart },
    }) as unknown as Parameters<typeof withdrawalLines>[0];

  it('in English: the seller as recipient, /widerruf, and the early start with its time in Germany and its wording', () => {
    const text = withdrawalLines(input('CONSUMER', { requestedAt: '2026-07-01T08:05:00.000Z', wordingVersion: EARLY_START_WORDING_VERSION }), 'en').join('\n');
    expect(text).toContain('Address your withdrawal to:\n  Kursmarkt Demo GmbH, Musterstraße 1, 50667 Köln, Germany\n  E-mail: kontakt@kursmarkt.example');
    expect(text).toContain('https://kurse.example/widerruf');
    // 08:05 UTC is 10:05 in Germany in summer.
    expect(text).toContain('On 01/07/2026 at 10:05 you requested that we begin the service before the withdrawal period ends.');
    expect(text).toContain(`“${EARLY_START_WORDINGS[EARLY_START_WORDING_VERSION].en}”`);
  });

  it('in German in winter time; nothing for a business buyer', () => {
    const text = withdrawalLines(input('CONSUMER', { requestedAt: '2026-12-01T23:30:00.000Z', wordingVersion: EARLY_START_WORDING_VERSION }), 'de').join('\n');
    expect(text).toContain('Sie haben am 02.12.2026 um 00:30 Uhr verlangt');
    expect(text).toContain('Richten Sie den Widerruf an:\n  Kursmarkt Demo GmbH, Musterstraße 1, 50667 Köln, Deutschland\n');
    expect(withdrawalLines(input('BUSINESS', null), 'de')).toEqual([]);
  });
});

describe("the withdrawal page with a deployment's seller (SELLER_*)", () => {
  let api: OrderApi;
  beforeAll(async () => {
    api = await startOrderApi(DEPLOYMENT_ENV);
  }, 120_000);
  afterAll(() => api?.server.close());

  it('names the configured seller, and the demo seller nowhere', async () => {
    for (const language of ['de', 'en'] as const) {
      const page = await withdrawalPage(api, language);
      expectInstructionsAndForm(page, language, DEPLOYED);
      expect(pageText(page)).not.toContain(DEMO.name);
      expect(pageText(page)).not.toContain('Musterstraße');
    }
  });
});

describe('a deployment database', () => {
  it('gets the statutory page where it lacks it, and keeps its own', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.query(
        `insert into content_page (id, language, title, meta_description, sections) values ('widerruf', 'de', 'Eigene Belehrung', '', '[]'::jsonb)`,
      );
      await addMissingStatutoryPages(database.db);
      const rows = await database.db.query<{ language: string; title: string }>(
        "select language, title from content_page where id = 'widerruf' order by language",
      );
      expect(rows).toEqual([
        { language: 'de', title: 'Eigene Belehrung' },
        { language: 'en', title: 'Withdrawal instructions and model withdrawal form' },
      ]);
    } finally {
      await database.dispose();
    }
  });
});
