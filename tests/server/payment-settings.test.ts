/**
 * The IBAN check (ISO 13616: country length and mod-97 check digits; the table the browser's SEPA form
 * is tested with too) and the payment and seller
 * configuration (PAYMENT_METHODS, PAYMENT_TEST_PROVIDER, SELLER_*) as a deployment and the demo see it.
 */
import { describe, expect, it } from 'vitest';
import { loadSellerSettings, requireSeller } from '../../src/server/services/invoice/seller.ts';
import { isValidIban, maskIban, normalizeIban } from '../../src/shared/iban.ts';
import { INVALID_IBANS, VALID_IBANS } from '../support/iban-cases.ts';
import { loadPaymentSettings } from '../../src/server/services/payment/settings.ts';

describe('IBAN check', () => {
  it.each(VALID_IBANS)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(INVALID_IBANS)('refuses %s', (_case, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('is stored without spaces in capitals and shown masked', () => {
    expect(normalizeIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• 3000');
  });
});

describe('PAYMENT_METHODS and PAYMENT_TEST_PROVIDER', () => {
  it('default to invoice, SEPA and the test card in demo mode', () => {
    expect(loadPaymentSettings({}, true)).toEqual({
      methods: ['INVOICE', 'SEPA_DIRECT_DEBIT', 'CREDIT_CARD'],
      testProvider: true,
    });
  });

  it("leave the test card out of a deployment's default (it would hand out courses for nothing)", () => {
    expect(loadPaymentSettings({}, false)).toEqual({ methods: ['INVOICE', 'SEPA_DIRECT_DEBIT'], testProvider: false });
    expect(loadPaymentSettings({ PAYMENT_TEST_PROVIDER: 'true' }, false).methods).toContain('CREDIT_CARD');
  });

  it('take the configured list in its order, and refuse methods without an adapter or a card without provider', () => {
    expect(loadPaymentSettings({ PAYMENT_METHODS: 'credit_card, INVOICE' }, true).methods).toEqual([
      'CREDIT_CARD',
      'INVOICE',
    ]);
    expect(() => loadPaymentSettings({ PAYMENT_METHODS: 'INVOICE,PAYPAL' }, true)).toThrow(
      /PAYPAL' has no payment adapter/,
    );
    expect(() => loadPaymentSettings({ PAYMENT_METHODS: 'CREDIT_CARD' }, false)).toThrow(/no card provider/);
  });
});

describe('SELLER_*', () => {
  it('has a demo seller in demo mode only; a deployment without one refuses to confirm orders (503)', () => {
    expect(loadSellerSettings({}, true).seller?.name).toBe('Kursmarkt Demo GmbH');
    const deployment = loadSellerSettings({}, false);
    expect(deployment.seller).toBeNull();
    expect(deployment.missing).toEqual(
      expect.arrayContaining(['SELLER_NAME', 'SELLER_IBAN', 'SELLER_VAT_ID or SELLER_TAX_NUMBER']),
    );
    expect(() => requireSeller(deployment)).toThrow(
      expect.objectContaining({ statusCode: 503, code: 'SELLER_NOT_CONFIGURED' }),
    );
  });

  it('takes a complete seller from the environment', () => {
    const env = {
      SELLER_NAME: 'Kurs GmbH',
      SELLER_STREET: 'Ring 2',
      SELLER_ZIP_CODE: '80331',
      SELLER_CITY: 'München',
      SELLER_EMAIL: 'r@kurs.example',
      SELLER_BANK_NAME: 'Bank',
      SELLER_IBAN: 'DE89370400440532013000',
      SELLER_BIC: 'COBADEFFXXX',
      SELLER_CREDITOR_ID: 'DE98ZZZ09999999999',
      SELLER_TAX_NUMBER: '143/123/45678',
    };
    expect(loadSellerSettings(env, false).seller).toEqual({
      name: 'Kurs GmbH',
      street: 'Ring 2',
      zipCode: '80331',
      city: 'München',
      country: 'Deutschland',
      vatId: null,
      taxNumber: '143/123/45678',
      email: 'r@kurs.example',
      bankName: 'Bank',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      creditorId: 'DE98ZZZ09999999999',
      phone: null,
      register: null,
      representative: null,
    });
    // Phone, register and representative where given; in demo mode a seller of one's own gets no demo ones.
    const full = {
      ...env,
      SELLER_PHONE: '+49 89 123456',
      SELLER_REGISTER: 'Amtsgericht München, HRB 4711',
      SELLER_REPRESENTATIVE: 'Anna Ring',
    };
    expect(loadSellerSettings(full, false).seller).toMatchObject({
      phone: '+49 89 123456',
      register: 'Amtsgericht München, HRB 4711',
      representative: 'Anna Ring',
    });
    expect(loadSellerSettings(env, true).seller).toMatchObject({ name: 'Kurs GmbH', phone: null, register: null });
    expect(loadSellerSettings({}, true).seller).toMatchObject({ register: 'Amtsgericht Köln, HRB 000000 (Beispiel)' });
  });
});
