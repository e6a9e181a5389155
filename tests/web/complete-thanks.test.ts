/**
 * The guest's order-complete page thanks the buyer as the customer's does (issue 24 §6): the same
 * heading, in German and English, from the checkout resources (the page title follows it).
 */
import { describe, expect, it } from 'vitest';
import de from '../../src/locales/de/checkout.json';
import en from '../../src/locales/en/checkout.json';

describe('the thank-you of the order-complete pages', () => {
  it.each([
    ['de', de, 'Vielen Dank für Ihre Bestellung!'],
    ['en', en, 'Thank you for your order!'],
  ] as const)('%s: the guest is thanked with the customer\'s words', (_, texts, thanks) => {
    expect(texts.guestOrder.title.orderComplete).toBe(thanks);
    expect(texts.customerOrder.title.orderComplete).toBe(thanks);
  });
});
