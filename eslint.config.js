import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import { featureZones } from './eslint.boundaries.js';

// Import boundaries of ARCHITECTURE.md: domain stands alone; web and server never meet;
// only server/adapters talks to the outside world's SDKs.
const forbid = (patterns, message) => [
  'error',
  { patterns: patterns.map((group) => ({ group: [group], message })) },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  // Feature boundaries (docs/architecture.md "Import rules") and no import cycles anywhere.
  {
    files: ['domain/**/*.ts', 'server/**/*.ts', 'web/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // A cycle is fixed, never switched off: no disable comment may name import-x/no-cycle or these
  // guards (nor disable every rule at once); only line-level disable comments exist, so no block
  // or inline config turns a rule off for a whole file; a disable that suppresses nothing fails.
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'import-x/no-cycle',
        '@eslint-community/eslint-comments/*',
      ],
      '@eslint-community/eslint-comments/no-use': [
        'error',
        { allow: ['eslint-disable-next-line', 'eslint-disable-line'] },
      ],
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/server/**', '**/web/**', 'node:*', 'react', 'react-dom'],
        'domain/ is pure: no server, web, DOM or Node imports.',
      ),
    },
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': forbid(
        ['**/server/**', 'node:*'],
        'web/ never imports server code or Node APIs.',
      ),
    },
  },
  {
    files: ['server/**'],
    ignores: ['server/adapters/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['**/web/**', 'nodemailer', 'stripe', 'arctic', '@aws-sdk/*', 'ioredis'],
        'Only server/adapters talks to the outside world; server/ never imports web/.',
      ),
    },
  },
);
