/**
 * `npm run dev`: the API (with the embedded database) on API_PORT and Vite's dev server with hot
 * reload on PORT, forwarding /api, /oidc and /dev to the API (see vite.config.ts).
 */
import { createServer } from 'vite';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';

const web = loadConfig();
const apiPort = Number(process.env.API_PORT ?? 8081);
await startServer({ ...web, port: apiPort, publicUrl: web.publicUrl });
const vite = await createServer({ server: { port: web.port, host: web.host } });
await vite.listen();
vite.printUrls();
