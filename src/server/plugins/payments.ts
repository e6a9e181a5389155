/**
 * Checkout services of the running app: installs the payment, seller and upload settings for the
 * payment services, opens the upload storage (app.uploads), and says at start-up when a deployment
 * lacks its seller data (orders are then refused with 503 SELLER_NOT_CONFIGURED, never invoiced
 * without a seller).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { installCheckoutSettings } from '../services/payment/index.ts';
import { openUploadStorage, type UploadStorage } from '../services/upload/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStorage;
  }
}

const payments: FastifyPluginAsync = async (app) => {
  const { settings } = app;
  installCheckoutSettings(settings);
  app.decorate('uploads', openUploadStorage(settings.uploadDir, app.db));
  app.addHook('onReady', async () => {
    if (!settings.seller.seller) {
      app.log.error(
        { missing: settings.seller.missing },
        `Orders cannot be confirmed until the seller is configured: set ${settings.seller.missing.join(', ')} (see README, Configuration)`,
      );
    }
    if (settings.payment.testProvider && !settings.demo) {
      app.log.warn('PAYMENT_TEST_PROVIDER is on: card payments go to the test page, where no money moves');
    }
  });
};

export default fp(payments, { name: 'payments' });
