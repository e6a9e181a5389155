/**
 * Builds the page's start script (src/paint-first.ts) and makes it the one index.html runs (issue 10
 * §2). The app's entry becomes a `<link rel="modulepreload">` whose address goes to the start script,
 * which imports it after the first paint. The app's scripts are preloaded at low priority: the styles
 * and the shell's logo, which that paint needs, come first, and the scripts download right after
 * them, before the start script asks for them. The app's chunks stay exactly as they were. The boot
 * error screen comes along as a template (src/boot-error.ts), its texts from src/locales/de/boot.json.
 * Production builds only; the development server runs src/main.tsx directly.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { escapeHtml } from '../shared/escape-html.ts';

const START_SCRIPT = 'src/paint-first.ts';

/** The code-splitting group of React's DOM renderer (vite.config.ts), which the start script evaluates first. */
export const REACT_DOM_CHUNK = 'react-dom';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The boot error screen's German texts (src/boot-error.ts shows the template). */
const BOOT_ERROR_TEXTS = new URL('../locales/de/boot.json', import.meta.url);

function bootErrorTemplate(): string {
  const texts = JSON.parse(readFileSync(BOOT_ERROR_TEXTS, 'utf8')) as { title: string; text: string; retry: string };
  return (
    '<template id="boot-error"><main class="boot-error" lang="de">' +
    `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p>` +
    `<p><button type="button" class="button button--primary">${escapeHtml(texts.retry)}</button></p>` +
    '</main></template>'
  );
}

const preload = (href: string, priority: 'low' | 'auto') =>
  `<link rel="modulepreload"${priority === 'low' ? ' fetchpriority="low"' : ''} crossorigin href="${href}">`;

/** The boot error screen's template in index.html, in development too. */
export function bootErrorTemplatePlugin(): Plugin {
  return {
    name: 'kursmarkt:boot-error-template',
    transformIndexHtml: (html) => html.replace('</body>', `  ${bootErrorTemplate()}\n  </body>`),
  };
}

export function paintFirstPlugin(): Plugin {
  return {
    name: 'kursmarkt:paint-first',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: START_SCRIPT, name: 'paint-first' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const start = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${START_SCRIPT}`),
        );
        const entry = ENTRY_SCRIPT.exec(html);
        if (start?.type !== 'chunk' || !entry) throw new Error(`paint-first: no ${start ? 'entry script in index.html' : `${START_SCRIPT} chunk`}`);
        const app = entry[1]!;
        // React's DOM renderer, a chunk of its own (vite.config.ts), which the start script evaluates first.
        const renderer = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === REACT_DOM_CHUNK);
        const first = renderer ? ` data-first="/${renderer.fileName}"` : '';
        // What the start script imports itself (the boot error screen, shared with the app) it needs at once.
        const startImports = new Set(start.imports.map((file) => `/${file}`));
        const appPreloads = html.replace(MODULE_PRELOAD, (_, href: string) => preload(href, startImports.has(href) ? 'auto' : 'low'));
        const missing = [...startImports].filter((href) => !appPreloads.includes(`href="${href}"`));
        return appPreloads.replace(
          entry[0],
          [`<script type="module" crossorigin src="/${start.fileName}" data-app="${app}"${first}></script>`, preload(app, 'low'), ...missing.map((href) => preload(href, 'auto'))].join('\n    '),
        );
      },
    },
  };
}
