/**
 * A brand-new account is not told its carts were merged (issue 24 §6): /check sends the guest's local
 * cart; the server answers merged = false when the account's cart was empty (nothing to merge into,
 * tests/server/cart-api.test.ts), so the new customer goes on to "Ihre Daten" without the merge
 * notice. An account whose cart held something is told, on the cart page.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie } from '../../src/lib/cookies';
import { writeLocalCart } from '../../src/lib/cart-storage';
import { COOKIES } from '../../src/shared/constants';
import { MODEL_CART_PLAIN } from '../../machines/cart.model';
import type { CartValidation } from '../../src/shared/cart';
import { answerAccountBasics, storeSignIn } from './support/customer-area';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  deleteCookie(COOKIES.loggedIn);
});

const POSITION = { courseId: 101, scheduleId: 1011, priceLevelId: 10111 };
const NOTICE = /Ihr Warenkorb wurde mit dem Warenkorb Ihres Kundenkontos zusammengeführt/;

function answerValidation(merged: boolean) {
  const sent: unknown[] = [];
  server.use(
    http.put('/api/order/validate-cart', async ({ request }) => {
      sent.push(await request.json());
      const validation: CartValidation = {
        cart: MODEL_CART_PLAIN as unknown as CartValidation['cart'],
        cartEmpty: false,
        merged,
        validCustomerStatus: false,
        taxNumberRequired: false,
      };
      return HttpResponse.json(validation);
    }),
    http.get('/api/order/customer', () =>
      HttpResponse.json({
        buyerType: null, email: 'kunde@kursmarkt.example', firstName: null, lastName: null, company: null, street: null,
        zipCode: null, city: null, country: null, taxNumber: null, complete: false, taxNumberRequired: false,
      }),
    ),
    // The account's cart after the check: the local cart's position (and what the account held).
    http.get('/api/cart', () => HttpResponse.json(MODEL_CART_PLAIN)),
    // The local cart priced before the session is known.
    http.post('/api/cart', () => HttpResponse.json(MODEL_CART_PLAIN)),
    http.get('/api/order/payment', () => HttpResponse.json({ paymentMethod: null, sepa: null })),
  );
  return sent;
}

describe('the check step after registering', () => {
  it('a new account (nothing to merge into) goes on to "Ihre Daten" without the merge notice', async () => {
    storeSignIn();
    answerAccountBasics(server);
    writeLocalCart({ positions: [POSITION], voucherCodes: [] });
    const sent = answerValidation(false);
    await renderApp('/check');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ positions: [expect.objectContaining(POSITION)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Daten' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('an account whose cart held something is told on the cart page', async () => {
    storeSignIn();
    answerAccountBasics(server);
    writeLocalCart({ positions: [POSITION], voucherCodes: [] });
    answerValidation(true);
    await renderApp('/check');
    expect(await screen.findByText(NOTICE, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
