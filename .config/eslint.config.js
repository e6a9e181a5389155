// ESLint flat config. It lives in .config/ because the project's top level is kept to the design card.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Machines decide, src/ does: a machine never reaches for the browser, HTTP or the router.
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['ky', 'oidc-client-ts', 'react*', '../src/*'] }],
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
