import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAffiliateId, rememberAffiliateId } from '../../src/lib/affiliate';
import { ACCEPT_ALL, REJECT_ALL, saveConsent } from '../../src/features/consent/consent-choice';
import { readConsent } from '../../src/lib/consent';
import { deleteCookie, getCookie } from '../../src/lib/cookies';
import { loadTagManager, withdrawTagManager } from '../../src/features/consent/tag-manager';
import { lineItem, purchaseData, scopeCategories, track } from '../../src/lib/tracking';
import type { Order, PricedLine } from '../../src/shared/order';

afterEach(() => {
  deleteCookie('aid');
  localStorage.clear();
  sessionStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('consent record (localStorage consent)', () => {
  it('stores the choice with its version and date', () => {
    const record = saveConsent({ statistics: false, affiliate: true }, new Date('2026-11-28T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem('consent')!)).toEqual({
      version: 1,
      date: '2026-11-28T10:00:00.000Z',
      statistics: false,
      affiliate: true,
    });
    expect(readConsent()).toEqual(record);
  });

  it('counts no record, another version or garbage as no choice', () => {
    expect(readConsent()).toBeNull();
    localStorage.setItem('consent', JSON.stringify({ version: 0, date: 'x', statistics: true, affiliate: true }));
    expect(readConsent()).toBeNull();
    localStorage.setItem('consent', '{not json');
    expect(readConsent()).toBeNull();
  });
});

describe('the affiliate with and without consent', () => {
  it('goes into the cookie only with consent; else into the tab', () => {
    rememberAffiliateId('partner42', 30, REJECT_ALL);
    expect(getCookie('aid')).toBeNull();
    expect(sessionStorage.getItem('aid')).toBe('partner42');
    expect(currentAffiliateId()).toBe('partner42');
    rememberAffiliateId('jurnews', 30, ACCEPT_ALL);
    expect(getCookie('aid')).toBe('jurnews');
    expect(currentAffiliateId()).toBe('jurnews');
  });
});

describe('tracking', () => {
  it('pushes nothing without consent to statistics or without a tag manager', () => {
    track({ tagManagerId: 'GTM-TEST1' }, 'view_item', { ecommerce: { items: [] } });
    saveConsent({ statistics: true, affiliate: false });
    track({ tagManagerId: null }, 'view_item', { ecommerce: { items: [] } });
    expect(window.dataLayer).toBeUndefined();
    track({ tagManagerId: 'GTM-TEST1' }, 'view_item', { ecommerce: { items: [] } });
    // GA4's advice: the previous e-commerce object cleared first.
    expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'view_item', ecommerce: { items: [] } }]);
  });

  it('maps up to four scopes to item_category … item_category4 (spec §9)', () => {
    expect(scopeCategories(['A'])).toEqual({ item_category: 'A' });
    expect(scopeCategories(['A', 'B', 'C', 'D', 'E'])).toEqual({
      item_category: 'A',
      item_category2: 'B',
      item_category3: 'C',
      item_category4: 'D',
    });
  });

  it('describes a purchase in GA4 shape, in euros', () => {
    const line = {
      positionId: 1,
      kind: 'COURSE',
      courseId: 7,
      packageId: null,
      scheduleId: 71,
      name: 'Arbeitsrecht aktuell',
      organizer: 'Forum',
      scopes: ['Arbeitsrecht'],
      priceLevelName: 'Frühbucher',
      priceValue: 20000,
      seats: 2,
      discountValue: 2000,
    } as unknown as PricedLine;
    const order = {
      orderNumber: 'KM-2026-0001',
      totals: { grossValue: 18000, vatValue: 2874, netValue: 15126, vatByRate: [] },
      voucherCodes: ['SOMMER10'],
      lines: [line],
    } as unknown as Order;
    expect(purchaseData(order)).toEqual({
      ecommerce: {
        transaction_id: 'KM-2026-0001',
        value: 180,
        tax: 28.74,
        currency: 'EUR',
        coupon: 'SOMMER10',
        items: [lineItem(line)],
      },
    });
    expect(lineItem(line)).toEqual({
      item_id: '7',
      item_name: 'Arbeitsrecht aktuell',
      item_brand: 'Forum',
      item_category: 'Arbeitsrecht',
      item_variant: 'Frühbucher',
      price: 90,
      quantity: 2,
    });
  });
});

describe('tag manager', () => {
  it('adds gtm.js once, after the gtm.start event', () => {
    loadTagManager('GTM-TEST1');
    loadTagManager('GTM-TEST1');
    const scripts = document.head.querySelectorAll(
      'script[src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST1"]',
    );
    expect(scripts).toHaveLength(1);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('on withdrawal deletes the analytics cookies and reloads the page', () => {
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_ga_ABC=GS1; Path=/';
    document.cookie = 'lang=de; Path=/';
    const reload = vi.fn();
    withdrawTagManager(document, reload);
    expect(getCookie('_ga')).toBeNull();
    expect(getCookie('_ga_ABC')).toBeNull();
    expect(getCookie('lang')).toBe('de');
    expect(reload).toHaveBeenCalled();
    deleteCookie('lang');
  });
});
