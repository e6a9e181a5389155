/**
 * /favicon.ico answers the shop's icon (issue 24 §6): the pages the server renders itself — the
 * OpenID provider's sign-in and registration pages and the test payment page — link it in German and
 * English, and the address a browser asks for by itself no longer answers 404.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, location, startAuthorization } from '../support/identity.ts';
import { bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import { guestOrder, openTestPage } from '../support/payment-flow.ts';

const ICON = readFileSync(new URL('../../src/assets/favicon.svg', import.meta.url));
const LINK = '<link rel="icon" href="/favicon.ico" type="image/svg+xml">';

let api: OrderApi;
let dates: Bookable[] = [];
beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api, 'not exists (select 1 from organizer o where o.id = c.organizer_id and o.vat_exempt)');
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

describe('/favicon.ico', () => {
  it("answers the shop's icon (the SPA's own), cacheable, also to HEAD", async () => {
    const icon = await api.call({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.rawPayload.equals(ICON)).toBe(true);
    expect(icon.headers['content-security-policy']).toBeDefined();
    const head = await api.call({ method: 'HEAD', url: '/favicon.ico' });
    expect(head.statusCode).toBe(200);
  });

  it("is linked by the provider's sign-in and registration pages, in German and English", async () => {
    for (const [extra, lang] of [
      [{}, 'de'],
      [{ ui_locales: 'en' }, 'en'],
      [{ screen: 'register' }, 'de'],
      [{ screen: 'register', ui_locales: 'en' }, 'en'],
    ] as const) {
      const browser = new Browser(api.server.app);
      const { start } = await startAuthorization(browser, { extra });
      const page = await browser.get(location(start));
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(LINK);
      const icon = await browser.get('/favicon.ico');
      expect(icon.statusCode).toBe(200);
    }
  });

  it('is linked by the test payment page, in German and English', async () => {
    const { order } = await guestOrder(api, [dates[0]!], { paymentMethod: 'CREDIT_CARD' }, { email: 'icon@example.org' });
    for (const lang of ['de', 'en'] as const) {
      const page = await openTestPage(api, order.payment!.redirectUrl!, `?lang=${lang}`);
      expect(page.html).toContain(`<html lang="${lang}">`);
      expect(page.html).toContain(LINK);
    }
  }, 60_000);
});
