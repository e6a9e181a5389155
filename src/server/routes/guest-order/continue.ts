/**
 * POST /api/guest-order/continue: the guest's continue link from the placing e-mail
 * (src/shared/continue-order.ts) traded once for a new order token, the X-Order access of the guest
 * order pages. Rules: services/order/continue-link.ts.
 */
import { errorResponses } from '../../schemas/common.ts';
import { str, strict } from '../../schemas/primitives.ts';
import { continueGuestOrder } from '../../services/order/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;

const continuedOrderSchema = strict({
  orderToken: str,
  orderId: { type: 'integer' },
  next: { type: 'string', enum: ['FILE_UPLOAD', 'PAYMENT_SELECTION', 'PAYMENT', 'COMPLETE'] },
});

const continueRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;

  app.post('/guest-order/continue', {
    // Links are signed, so guessing is hopeless; the limit keeps it cheap all the same.
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags: ['guest-order'],
      summary: "Trade the continue link of a guest order's e-mail for its order token (once)",
      description:
        'The token of /bestellung-fortsetzen#token=…; answers a new order token (X-Order) for the order, whose old token stops working, ' +
        'and the step the order needs next. 403 CONTINUE_LINK_INVALID (malformed, forged, not a guest order), 410 CONTINUE_LINK_EXPIRED, ' +
        '410 CONTINUE_LINK_USED; a refused link changes nothing.',
      // The form is checked by the service (a malformed link is answered like a forged one: 403).
      body: strict({ token: { type: 'string', minLength: 1, maxLength: 128 } }),
      response: { 200: continuedOrderSchema, 403: apiError, 410: apiError, 429: apiError, ...errorResponses },
    },
    handler: (request) => continueGuestOrder(db, request.body.token),
  });
};

export default continueRoutes;
