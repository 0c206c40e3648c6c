// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

/** Features never import each other: code flows shared -> features -> app. */
const featureBoundaries = {
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/features/*', '!**/features/*/**'], message: 'Features do not import each other.' },
          { group: ['../../*/**', '@/features/**'], message: 'Features do not import each other.' },
          { group: ['**/app/**'], message: 'Features do not import the app layer.' },
        ],
      },
    ],
  },
};

/**
 * Server modules expose what others may use through their index.ts: a file may import another
 * module's index, never a file inside it (modules/<name>/index.ts is the module's contract).
 */
const deepModuleImport = 'Import another module through its index.ts, not a file inside it.';
const fromOutside = { regex: '(^|/)modules/[^/]+/(?!index\\.ts$)', message: deepModuleImport };
/** Inside a module, `../likes/likes.repo.ts` reaches into a sibling module. */
const fromSibling = { regex: '^\\.\\./(?!\\.)[^/]+/(?!index\\.ts$)', message: deepModuleImport };
const serverModuleBoundaries = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fromOutside] }] },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fromOutside, fromSibling] }] },
  },
  {
    // No import cycles in the server or the shared package: each layer and module depends downwards.
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    // import-x follows only the extensions it is told of, parsed with the TypeScript parser.
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts', 'apps/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  featureBoundaries,
  ...serverModuleBoundaries,
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@receptari/server*', '@receptari/web*'],
              message: 'shared imports no app.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
