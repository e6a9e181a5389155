// The import-cycle check of CI (`npm run cycles`, issue 22 §2): no module in src/ may reach itself
// through its imports. A cycle ties areas together so that none can change or be tested alone, and
// it makes the order in which modules initialise depend on who is imported first.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle in src/. Move what both sides need into a module of its own ' +
        '(src/shared, src/server/documents, an area index.ts) so the imports point one way.',
      from: { path: '^src/' },
      to: {
        circular: true,
        // Type-only imports are allowed in a cycle: they are erased at build time
        // (verbatimModuleSyntax), so they neither load modules nor order their start-up. A pair of
        // types that name each other (a DTO and its parts) is not worth a third file.
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are part of the graph (so the exception above is explicit, not an accident
    // of the parser).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
