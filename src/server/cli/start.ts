/**
 * `npm start`: builds the SPA when dist/ is missing or older than the sources, then serves API + SPA
 * on one port.
 */
import { buildSpaIfStale } from './spa-build.ts';

buildSpaIfStale();
process.env.NODE_ENV ??= 'production';
const { startServer } = await import('../server.ts');
await startServer();
