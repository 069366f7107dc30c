// ESLint for the whole frontend (flat config). Three kinds of rule, each a promise the code keeps:
//  - TypeScript and React (typescript-eslint, eslint-plugin-react, eslint-plugin-react-hooks);
//  - architecture: features never import each other, lib/ and components/ never import a
//    feature, only app/ puts features together (eslint-plugin-boundaries);
//  - every visible word goes through i18next: no string literal in JSX (eslint-plugin-i18next).
// `npm test` runs it before Vitest, so the Maven build and CI fail on a violation.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TESTS = ['src/**/*.test.{ts,tsx}', 'src/testing/**'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'playwright-report/', 'test-results/', 'blob-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: globals.browser },
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'components', pattern: 'src/components' },
        { type: 'testing', pattern: 'src/testing' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
            { from: { element: { type: 'components' } }, allow: { to: { element: { types: ['lib', 'components'] } } } },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: ['lib', 'components'] } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
            { from: { element: { types: ['app', 'testing'] } }, allow: { to: { element: { types: ['*'] } } } },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the shared test helpers; production code may not.
    files: TESTS,
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: TESTS,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            exclude: ['className', 'style', 'type', 'key', 'id', 'width', 'height', 'href', 'download', 'accept', 'inputMode',
              'autoComplete', 'role', 'textAnchor', 'dy', 'viewBox', 'points', 'scope', 'lang', 'dateTime', 'data-testid', 'aria-live',
              'aria-current', 'value', 'i18nKey', 'htmlFor'],
          },
        },
      ],
    },
  },
  {
    files: ['*.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
);
