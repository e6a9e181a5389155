/**
 * V8's explicit compile hint for the scripts every page runs at once (issue 10 §2). V8 compiles most
 * functions only when they are first called, on the main thread: creating the router and rendering
 * the first page then compile a good part of react-router and React while the page waits. A file
 * that starts with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, on a
 * background thread (v8.dev/blog/explicit-compile-hints). Measured on the cart page, unthrottled:
 * `createBrowserRouter` took 14 ms in the median, 6 ms with the hint.
 *
 * Only the app's entry (react-router and the app's core) and React's renderer get it: their code
 * runs on every page load. Compiling a lazy page's code ahead would cost more than it saves.
 */
import type { Plugin } from 'vite';

/** The comment V8 reads; it must be the file's first line. */
export const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';

/** The code-splitting group React's renderer is in (vite.config.ts). */
export const REACT_DOM_CHUNK = 'react-dom';

interface ChunkFacts {
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * The app's entry: index.html's script (src/main.tsx). Not the start script (src/paint-first.ts) nor the
 * server's pre-rendering module, which are entries too.
 */
const isAppEntry = (chunk: ChunkFacts) => chunk.isEntry && /(^|[\\/])index\.html$/.test(chunk.facadeModuleId ?? '');

/** Whether a chunk gets the hint: the app's entry and React's renderer. */
export const wantsCompileHint = (chunk: ChunkFacts): boolean => isAppEntry(chunk) || chunk.name === REACT_DOM_CHUNK;

/** A source map's mappings with one line put before the code they map: each ';' starts a line. */
export const shiftedOneLine = (mappings: string): string => `;${mappings}`;

/**
 * Puts the hint on the first line of those chunks. After every other plugin's generateBundle: Vite's
 * own puts the table of lazy imports' dependencies (`__vite__mapDeps`) first in a chunk there. The
 * file's name keeps the hash of its code without the comment, which changes nothing the browser runs.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'kursmarkt:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk)) continue;
          chunk.code = `${COMPILE_ALL_FUNCTIONS}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = shiftedOneLine(chunk.map.mappings);
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: shiftedOneLine(map.mappings) });
          }
        }
      },
    },
  };
}
