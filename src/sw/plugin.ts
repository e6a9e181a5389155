/**
 * Vite plugin that emits the service worker (sw.js) at build time: the app shell — index.html and
 * the assets it loads at start — is cached at install, every other built asset except source maps
 * later (src/sw/worker-source.ts says when), and a content hash of the build is the cache version, so
 * each deployment replaces the previous cache. Wire it in vite.config.ts:
 *
 *   import { serviceWorkerPlugin } from './src/sw/plugin';
 *   plugins: [react(), serviceWorkerPlugin()],
 *
 * The worker is registered by src/sw/register.ts in production builds.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { renderServiceWorker } from './worker-source.ts';

export interface ServiceWorkerPluginOptions {
  /** File name of the emitted worker (served at the base path). */
  fileName?: string;
  /** Path prefixes that are never answered from the cache. */
  networkOnly?: readonly string[];
}

const EXCLUDED = [/\.map$/, /(^|\/)\.vite\//];
/** The built assets a page names (the start script, the entry's preloads, the styles, the icon). */
const NAMED_ASSET = /(?:src|href)="([^"]+)"/g;

/** index.html's own assets among `precache`: what the start of the app loads before anything else. */
function startAssets(html: string, precache: readonly string[]): string[] {
  const named = new Set([...html.matchAll(NAMED_ASSET)].map((match) => match[1]!));
  return precache.filter((path) => named.has(path));
}

export function serviceWorkerPlugin(options: ServiceWorkerPluginOptions = {}): Plugin {
  const fileName = options.fileName ?? 'sw.js';
  const networkOnly = options.networkOnly ?? ['/api', '/oidc', '/dev'];
  let base = '/';
  return {
    name: 'kursmarkt:service-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base.endsWith('/') ? config.base : `${config.base}/`;
    },
    generateBundle: {
      // After Vite's own plugins, so index.html is part of the bundle.
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle)
          .filter((file) => file.fileName !== fileName && !EXCLUDED.some((pattern) => pattern.test(file.fileName)))
          .sort((a, b) => a.fileName.localeCompare(b.fileName));
        const hash = createHash('sha256');
        for (const file of files) {
          hash.update(file.fileName);
          hash.update(file.type === 'chunk' ? file.code : file.source);
        }
        const shell = `${base}index.html`;
        const precache = files.map((file) => `${base}${file.fileName}`);
        if (!precache.includes(shell)) precache.unshift(shell);
        const html = files.find((file) => `${base}${file.fileName}` === shell);
        const htmlText = html?.type !== 'asset' ? '' : typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
        const install = [shell, ...startAssets(htmlText, precache).filter((path) => path !== shell)];
        this.emitFile({
          type: 'asset',
          fileName,
          source: renderServiceWorker({
            version: hash.digest('hex').slice(0, 16),
            install,
            precache,
            shell,
            networkOnly,
          }),
        });
      },
    },
  };
}
