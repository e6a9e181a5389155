/**
 * The shop's icon at /favicon.ico (issue 24 §6). The SPA names its icon in index.html; the pages the
 * server renders itself — the OpenID provider's sign-in and registration pages, the test payment page —
 * link this address, and a browser asks for it on any page that names none. The icon is the SPA's own
 * (src/assets/favicon.svg), sent as SVG: every browser the shop supports takes an SVG icon by its
 * content type, whatever the address's ending.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export const FAVICON_PATH = '/favicon.ico';
/** The link the server's own pages carry in their head. */
export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`;

const ICON_FILE = fileURLToPath(new URL('../../assets/favicon.svg', import.meta.url));

const favicon: FastifyPluginAsync = async (app) => {
  const icon = readFileSync(ICON_FILE);
  app.get(FAVICON_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon),
  );
};

export default fp(favicon, { name: 'favicon' });
