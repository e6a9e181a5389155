/**
 * API test files whose behaviour does not depend on the database driver: pure functions, or the HTTP
 * layer in front of the services (headers, documents, the not-found answers, the load-shedding queue,
 * the console). They run on PGlite in `npm test`; the PostgreSQL pass (`DATABASE_URL=… npm run
 * test:server`, .ci/run) leaves them out, as it exists for what SQL does (issue 22 §4).
 */
export const DATABASE_INDEPENDENT_FILES = [
  // pure functions
  'cart-pricing.property', 'cart-pricing', 'config-checks', 'payment-settings', 'search-helpers', 'search-top-k.property',
  // the HTTP layer
  'console-output', 'every-request-answered', 'flow-explorer-config', 'host-and-cache', 'load-shedding', 'openapi-document',
  'security-proxy', 'soft-404', 'spa-document',
].map((name) => `tests/server/${name}.test.ts`);
