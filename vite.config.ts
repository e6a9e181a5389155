import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { explorerCopiesPlugin } from './src/build/explorer-copies.ts';
import { bootErrorTemplatePlugin, paintFirstPlugin, REACT_DOM_CHUNK } from './src/build/paint-first.ts';
import { precompressPlugin } from './src/build/precompress.ts';
import { serviceWorkerPlugin } from './src/sw/plugin.ts';
import { DATABASE_INDEPENDENT_FILES } from './tests/support/database-independent-files.ts';

const apiPort = Number(process.env.API_PORT ?? 8081);

/** Plugins for the browser's build alone: the server's pre-rendering module (below) needs none of them. */
const forTheBrowser = (...plugins: Plugin[]): Plugin[] =>
  plugins.map((plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }));

/**
 * react-router's package exports point at its development build in every condition (its issue #14102):
 * dev warnings and their checks at run time. The browser's build takes its production build, the same
 * code without them (issue 10 §2: the router is created in the app's first task).
 */
function reactRouterProductionBuild(): Plugin {
  const builds: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'kursmarkt:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = builds[source];
      return file ? fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    ...forTheBrowser(explorerCopiesPlugin(), reactRouterProductionBuild()),
    react(),
    ...forTheBrowser(paintFirstPlugin(), bootErrorTemplatePlugin(), serviceWorkerPlugin(), precompressPlugin()),
  ],
  // `vite build` builds the browser's app, then the server's pre-rendering module (issue 10 §2): the
  // first screen of result and course pages rendered by the app's own components, for Node, into dist/.prerender
  // (a dot folder the static file server does not serve). src/server/plugins/spa-document.ts loads it.
  builder: {},
  environments: {
    ssr: {
      build: {
        ssr: true,
        outDir: 'dist/.prerender',
        manifest: false,
        sourcemap: false,
        rollupOptions: { input: { pages: 'src/prerender/pages.tsx' } },
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: src/build/start-page-budget.ts follows it to what the start page loads.
    manifest: true,
    // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React's DOM renderer in a chunk of its own: src/paint-first.ts evaluates it a task before the
        // app, so neither evaluation is one long task (issue 10 §2).
        codeSplitting: {
          groups: [
            { name: REACT_DOM_CHUNK, test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]lib[\\/]react-dom-client/ },
            // The small modules the entry shares with the lazy routes (JSX runtime, texts, contexts, the
            // spinner) in one chunk instead of seven: every page loads all of them anyway, and each file
            // costs its own gzip frame and dictionary (1.1 KiB less on the start page).
            { name: 'app-shared', test: /node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)|src[\\/](lib[\\/](site-context|language|texts|affiliate|cookies|consent)|shared[\\/]constants|state[\\/]system-context|components[\\/]Spinner)\./ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    // In development the API runs as its own process; Vite forwards /api and /oidc to it.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/oidc': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/{web,machines,model,lib}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-web.ts'],
          // Both cores (Vitest's default leaves one free): the model tests wait for what they check, so a
          // busy machine does not break them (issue 22 §4).
          maxWorkers: 2,
          // Room for the 5 s waits of tests/support/setup-web.ts on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // On PostgreSQL only the files whose outcome depends on the database.
          exclude: process.env.DATABASE_URL ? [...configDefaults.exclude, ...DATABASE_INDEPENDENT_FILES] : configDefaults.exclude,
          env: { NODE_ENV: 'test' },
          // Migrated and seeded databases made once per run, not once per file (tests/support/database-templates.ts).
          globalSetup: ['tests/support/database-templates-setup.ts'],
          // Each file opens its own in-memory database; two at a time fit this machine.
          maxWorkers: 2,
          // A worker runs its files one after another in the same module graph instead of loading the
          // whole server (Fastify, the OpenID provider, pdfkit, PGlite's WASM) again for each: 200 s
          // instead of 300 s (issue 22 §4). Each file starts its own server on its own database; what a
          // file changes beyond that (fake timers, the search-index switch) it undoes in afterAll.
          isolate: false,
          // Runs after the web project, so the two never compete for this machine's two cores.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
