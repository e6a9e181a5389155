/**
 * `npm start`: builds the SPA when dist/ is missing or older than the sources, then serves API + SPA
 * on one port.
 */
import { loadConfig } from '../config.ts';
import { buildSpaIfStale } from './spa-build.ts';

buildSpaIfStale();
// NODE_ENV=production is this command's default for serving the built app; only an operator who sets
// it means a deployment (demo mode off unless DEMO=true, README "Demo and deployment").
const productionByDefault = process.env.NODE_ENV === undefined;
process.env.NODE_ENV ??= 'production';
const { startServer } = await import('../server.ts');
await startServer(loadConfig(process.env, { productionByDefault }));
