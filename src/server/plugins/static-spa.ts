import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { createSpaDocument, sendSpaDocument, type SpaDocument } from './spa-document.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html with boot data and pre-rendered shell (spa-document.ts). */
    spaDocument: SpaDocument;
  }
}

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html and sw.js are revalidated on
 * every load so a deployment is picked up at once. The not-found handler (app.ts) answers page
 * addresses with index.html (with boot data and shell, spa-document.ts) (history routing); the SPA shows its own 404 page for routes it does not know.
 */
const staticSpa: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // Our setHeaders decides caching; the plugin's default would override it with max-age=0.
    cacheControl: false,
    index: false,
    // The build writes .br and .gz copies (src/build/precompress.ts); sent when the browser accepts them.
    preCompressed: true,
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.decorate('spaDocument', createSpaDocument(app, root));
  app.get('/', (request, reply) => sendSpaDocument(app.spaDocument, request, reply));
};

export const hasBuiltSpa = (root: string) => existsSync(join(root, 'index.html'));

export default fp(staticSpa, { name: 'static-spa' });
