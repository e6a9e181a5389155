// The import-cycle check of CI (`npm run cycles`, issue 22 §2): no module in src/ may reach itself
// through its imports. A cycle ties modules together so that none can change or be tested alone, and
// it makes the order in which modules start depend on which one is imported first.
//
// Type-only imports count too (tsPreCompilationDeps): they are erased at build time, but a type cycle
// still means two modules that cannot be read or moved apart. src/ has none; where two modules need
// one type, it lives in a file of its own (e.g. db/driver.ts, search/memory-index/query.ts). Should a
// type-only cycle ever be worth keeping, allow it here explicitly with
//   to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } }
// and say why.
//
// The business areas under src/server/services/ also form no cycle between them: each area exports
// through its index.ts (an ESLint zone in eslint.config.js forbids deep imports between areas), so a
// cycle between two areas is a cycle between their index modules and fails here.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle in src/. Move what both sides need into a module of its own ' +
        '(src/shared, src/server/documents, a type file, an area of its own) so the imports point one way.',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
