/**
 * Which payment methods the shop offers (PAYMENT_METHODS) and whether the embedded test card provider
 * may take card payments (PAYMENT_TEST_PROVIDER). Read once by loadConfig (config.ts); see README
 * "Configuration" and docs/decisions/010-payment-providers.md.
 */
import type { PaymentMethod } from '../../../shared/cart.ts';
import type { SellerSettings } from '../invoice/index.ts';

export interface PaymentSettings {
  /** PAYMENT_METHODS: the methods offered when there is something to pay, in this order. */
  methods: PaymentMethod[];
  /**
   * PAYMENT_TEST_PROVIDER: CREDIT_CARD goes to the local test payment page, where no money moves.
   * On by default only in demo mode: a deployment that offered it would hand out courses for nothing.
   */
  testProvider: boolean;
}

/** Methods with an adapter (services/payment/adapters); PAYPAL has none yet. */
export const METHODS_WITH_ADAPTER: readonly PaymentMethod[] = ['INVOICE', 'SEPA_DIRECT_DEBIT', 'CREDIT_CARD'];
const DEFAULT_METHODS: readonly PaymentMethod[] = ['INVOICE', 'SEPA_DIRECT_DEBIT', 'CREDIT_CARD'];

/**
 * PAYMENT_METHODS (comma-separated; default INVOICE,SEPA_DIRECT_DEBIT,CREDIT_CARD). A method without an
 * adapter, or CREDIT_CARD named explicitly without a card provider, stops the start with a message:
 * a shop that silently offered less (or a fake card) than its operator configured would be worse.
 */
export function loadPaymentSettings(env: NodeJS.ProcessEnv, demo: boolean): PaymentSettings {
  const testProvider = env.PAYMENT_TEST_PROVIDER ? /^(1|true)$/i.test(env.PAYMENT_TEST_PROVIDER) : demo;
  const named = env.PAYMENT_METHODS?.trim();
  if (!named) {
    // Without a card provider the default simply leaves the card out.
    return { methods: DEFAULT_METHODS.filter((method) => method !== 'CREDIT_CARD' || testProvider), testProvider };
  }
  const methods = [
    ...new Set(
      named
        .split(',')
        .map((name) => name.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  for (const method of methods) {
    if (!(METHODS_WITH_ADAPTER as readonly string[]).includes(method)) {
      throw new Error(`PAYMENT_METHODS: '${method}' has no payment adapter; use ${METHODS_WITH_ADAPTER.join(', ')}`);
    }
  }
  if (methods.includes('CREDIT_CARD') && !testProvider) {
    throw new Error(
      'PAYMENT_METHODS names CREDIT_CARD, but no card provider is configured (PAYMENT_TEST_PROVIDER=true enables the test page, where no money moves)',
    );
  }
  return { methods: methods as PaymentMethod[], testProvider };
}

/** What the payment, invoice and confirmation services read from the server settings. */
export interface CheckoutSettings {
  publicUrl: string;
  payment: PaymentSettings;
  seller: SellerSettings;
}

let installed: CheckoutSettings | undefined;

/**
 * The settings of the running app, installed by plugins/payments.ts when the app is built. The
 * exported payment functions take them as an optional last argument; the order service calls them
 * without it, so they need not be threaded through every order call.
 */
export function installCheckoutSettings(settings: CheckoutSettings): void {
  installed = settings;
}

export function checkoutSettings(): CheckoutSettings {
  if (!installed) throw new Error('Checkout settings are not installed: build the app (plugins/payments.ts) first');
  return installed;
}
