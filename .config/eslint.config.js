// ESLint flat config. It lives in .config/ because the project's top level is kept to the design card.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependency zones (ARCHITECTURE.md "Layout", ADR 008). Browser code never imports the server.
const NO_SERVER = { group: ['**/server', '**/server/**', '!react-dom/server'], message: 'Browser code never imports src/server.' };
const NO_APP = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'Features do not import src/app: the global actors come from src/state, shared pieces live in src/components or src/lib.',
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

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'node_modules/**'] },
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
            { group: ['ky', 'oidc-client-ts', 'react*'], message: 'Machines decide; src/ does the HTTP, sign-in and views.' },
            { group: ['../src/*', '!../src/shared'], message: 'Machines import only types and constants from src/shared.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'localStorage', 'sessionStorage', 'document', 'fetch'],
    },
  },
  {
    // The server never imports browser code.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/*', '**/app/*', '**/lib/*', '**/api/*', 'react*'] }],
    },
  },
);
