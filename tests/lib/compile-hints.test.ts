/**
 * The build's compile hint (src/build/compile-hints.ts): the app's entry and React's renderer start
 * with V8's `//# allFunctionsCalledOnLoad`, on their first line, and their source maps still point
 * at the same code; every other chunk stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { COMPILE_ALL_FUNCTIONS, compileHintsPlugin } from '../../src/build/compile-hints';

interface FakeChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  code: string;
  map: { mappings: string } | null;
}

const chunk = (name: string, isEntry: boolean, facadeModuleId: string | null): FakeChunk => ({
  type: 'chunk',
  name,
  fileName: `assets/${name}-hash.js`,
  isEntry,
  facadeModuleId,
  code: 'const __vite__mapDeps=(i)=>i;\nexport{a};',
  map: { mappings: 'AAAA;AACA' },
});

function build() {
  const bundle: Record<string, FakeChunk | { type: 'asset'; source: string }> = {
    'assets/index-hash.js': chunk('index', true, '/app/index.html'),
    'assets/index-hash.js.map': { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) },
    'assets/react-dom-hash.js': chunk('react-dom', false, null),
    'assets/paint-first-hash.js': chunk('paint-first', true, '/app/src/paint-first.ts'),
    'assets/CartPage-hash.js': chunk('CartPage', false, '/app/src/features/cart/CartPage.tsx'),
  };
  const hook = compileHintsPlugin().generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
  return bundle;
}

const codeOf = (bundle: ReturnType<typeof build>, file: string) => (bundle[file] as FakeChunk).code;

describe('the compile hint', () => {
  it('opens the app entry and React’s renderer, before the table of lazy imports', () => {
    const bundle = build();
    for (const file of ['assets/index-hash.js', 'assets/react-dom-hash.js']) {
      expect(codeOf(bundle, file).split('\n')[0]).toBe(COMPILE_ALL_FUNCTIONS);
      expect(codeOf(bundle, file)).toContain('\nconst __vite__mapDeps=');
    }
  });

  it('leaves the start script, the server’s module and lazy pages alone', () => {
    const bundle = build();
    expect(codeOf(bundle, 'assets/paint-first-hash.js')).not.toContain(COMPILE_ALL_FUNCTIONS);
    expect(codeOf(bundle, 'assets/CartPage-hash.js')).not.toContain(COMPILE_ALL_FUNCTIONS);
  });

  it('moves the source maps down one line with the code', () => {
    const bundle = build();
    expect((bundle['assets/index-hash.js'] as FakeChunk).map?.mappings).toBe(';AAAA;AACA');
    const written = JSON.parse((bundle['assets/index-hash.js.map'] as { source: string }).source) as { mappings: string; version: number };
    expect(written).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });
});
