// ESLint flat config. It lives in .config/ because the project's top level is kept to the design card.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependency zones (ARCHITECTURE.md "Layout", ADR 008). Browser code never imports the server.
const NO_SERVER = {
  group: ['**/server', '**/server/**', '!react-dom/server'],
  message: 'Browser code never imports src/server.',
};
const NO_APP = {
  regex: '^(\\.\\./)+app(/|$)',
  message:
    'Features do not import src/app: the global actors come from src/state, shared pieces live in src/components or src/lib.',
};
// A feature file `depth` folders below src/features/<area>/ reaching into another area's folder.
const otherFeature = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}[^.]`,
  message: 'No feature imports another feature: move shared pieces to src/components or src/lib.',
});
const featureZone = (depth) => ({
  files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_APP, otherFeature(depth)] }] },
});

// The server never imports browser code.
const NO_BROWSER = ['**/features/*', '**/app/*', '**/lib/*', '**/api/*', 'react*'];
// A file `depth` folders below src/server/services/<area>/ reaching into another area's files
// instead of its index.ts: the areas export through index.ts and form no cycle (npm run cycles).
const otherAreaDeep = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}[a-z0-9-]+/(?!index\\.ts$)`,
  message:
    'A business area imports another only through its index.ts (services/<area>/index.ts); shared pieces go to src/server/documents, src/shared or an area of their own.',
});
// A one-file area (services/<name>.ts) reaching into an area folder's files.
const areaFolderDeep = {
  regex: '^\\./[a-z0-9-]+/(?!index\\.ts$)',
  message: otherAreaDeep(0).message,
};
const serviceAreaZone = (depth) => ({
  files: [`src/server/services/*/${'*/'.repeat(depth)}*.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: NO_BROWSER }, otherAreaDeep(depth)] }] },
});

export default tseslint.config(
  // .stryker/: Stryker's sandboxes (copies of the project) and its results (npm run mutation).
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'node_modules/**', '.stryker/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/features/**', 'src/app/**', 'src/components/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**'],
    ignores: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER] }] },
  },
  {
    // No function above cyclomatic complexity 20 in src/ or machines/ (a machine's guards and actions
    // included): a view reads a view-model of its machine's tags, not a chain of matches() (issue 22).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: { complexity: ['error', 20] },
  },
  {
    // Playwright reads a fixture's dependencies from a destructured first parameter, empty when it has none.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  featureZone(0),
  featureZone(1),
  featureZone(2),
  {
    // Machines decide, src/ does: a machine never reaches for the browser, HTTP or the router. Of
    // src/ it may import only src/shared (types and constants; ARCHITECTURE.md "Layout").
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['ky', 'oidc-client-ts', 'react*'],
              message: 'Machines decide; src/ does the HTTP, sign-in and views.',
            },
            {
              group: ['../src/*', '!../src/shared'],
              message: 'Machines import only types and constants from src/shared.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'localStorage', 'sessionStorage', 'document', 'fetch'],
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_BROWSER }] },
  },
  // After the server's zone: a file's last no-restricted-imports setting wins, so these repeat NO_BROWSER.
  {
    files: ['src/server/services/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: NO_BROWSER }, areaFolderDeep] }] },
  },
  serviceAreaZone(0),
  serviceAreaZone(1),
  serviceAreaZone(2),
);
