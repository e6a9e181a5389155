/**
 * The customer area's component tests: a restored sign-in of customer 42 (what oidc-client-ts stores,
 * and the rfLoggedIn cookie), the empty account cart a signed-in customer's cart actor loads, and
 * contract-shaped answers of the area's calls (src/shared/customer-area.ts).
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { setCookie } from '../../../src/lib/cookies';
import { COOKIES } from '../../../src/shared/constants';
import type { CustomerOrder, CustomerOrderPosition } from '../../../src/shared/customer-area';

const ISSUER = 'http://localhost/oidc';
const CLIENT_ID = 'kursmarkt-web';

export function storeSignIn() {
  localStorage.setItem(
    `oidc.user:${ISSUER}:${CLIENT_ID}`,
    JSON.stringify({
      id_token: 'id-token-1',
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      token_type: 'Bearer',
      scope: 'openid profile email',
      profile: { sub: '42', iss: ISSUER, aud: CLIENT_ID, exp: 0, iat: 0, given_name: 'Clara', family_name: 'Kunde', email: 'kunde@kursmarkt.example', customer_id: 42 },
      expires_at: Math.floor(Date.now() / 1000) + 300,
    }),
  );
  setCookie(COOKIES.loggedIn, 'true');
}

export const EMPTY_CART = {
  positions: [], cartVoucher: null, rejectedVoucher: [], unusedVoucher: [], voucherCodes: [],
  verificationStep: false, paymentStep: false, sumValue: 0,
};

/** The empty account cart and the overview's calls (customer 42, no orders, saved searches or bookmarks). */
export function answerAccountBasics(server: SetupServer) {
  server.use(
    http.get('/api/cart', () => HttpResponse.json(EMPTY_CART)),
    http.get('/api/customers/42', () =>
      HttpResponse.json({ id: 42, email: 'kunde@kursmarkt.example', name: 'Clara', lastname: 'Kunde', street: null, city: null, zipCode: null, country: null }),
    ),
    http.get('/api/customer/orders', () => HttpResponse.json({ years: [], count: 0 })),
    http.get('/api/favorites', () => HttpResponse.json([])),
    http.get('/api/bookmarks', () => HttpResponse.json([])),
  );
}

/** A 503 as the API answers it (the HTTP client retries it twice before the page sees it). */
export const unavailable = () => HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'later' }, { status: 503 });

export function position(overrides: Partial<CustomerOrderPosition> = {}): CustomerOrderPosition {
  return {
    positionId: 501,
    orderId: 91,
    kind: 'COURSE',
    courseId: 7,
    packageId: null,
    scheduleId: 71,
    name: 'Arbeitsrecht aktuell',
    organizer: 'Arbeitsrechtsforum Westfalen',
    courseType: 'PRESENT',
    courseKind: 'FAO15',
    startDate: '2026-03-15',
    endDate: '2026-03-16',
    city: 'Köln',
    hours: 7.5,
    referents: ['Dr. Anna Berg'],
    scopeId: 2,
    scopeIds: [2],
    scopes: ['Arbeitsrecht'],
    packageIncluded: false,
    learningCheckPassed: false,
    grossValue: 129000,
    documents: [{ id: 1, name: 'Kursprogramm', url: '/api/course/7/document/1' }],
    certificates: {
      certificateUrl: null, modules: [], attendanceUrlId: null, availableFrom: null, learningCheck: null, evaluationOpen: false, evaluated: false,
    },
    ...overrides,
  };
}

export function order(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    id: 91,
    orderNumber: 'KM-2026-00091',
    status: 'CONFIRMED',
    placedAt: '2026-02-01T10:00:00.000Z',
    grossValue: 129000,
    invoiceId: 12,
    invoiceNumber: 'R-2026-0012',
    positions: [position()],
    ...overrides,
  };
}
