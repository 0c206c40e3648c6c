// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

/**
 * The web's layers: code flows shared -> api, components, lib -> features -> app. A feature
 * holds screens, their components and hooks (features/<feature>/{components,hooks,lib}); it
 * reaches the API, the shared UI and the utilities through '@/api', '@/components' and '@/lib',
 * never another feature nor the app layer. `levels` is how deep a feature's files sit below
 * features/: two for most, three for lives, grouped by part
 * (features/lives/<part>/{components,hooks,lib}, the parts list, room, schedule, replay, profile).
 */
const featureImports = (/** @type {number} */ levels) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^@/(?!api/|components/|lib/|test/)',
          message:
            'A feature imports only @/api, @/components and @/lib: never another feature nor the app layer.',
        },
        {
          regex: `^(\\.\\./){${levels}}`,
          message:
            'A feature never climbs out of its folder (no other feature, no app layer): use @/api, @/components or @/lib.',
        },
        {
          regex: '^\\.\\.?/(.*/)?api/',
          message: 'API code lives in @/api/<domain>/<verb-noun>.ts, not in a feature.',
        },
      ],
    },
  ],
});
const featureBoundaries = [
  { files: ['apps/web/src/features/**/*.{ts,tsx}'], rules: featureImports(2) },
  // A part of lives reaches another part (the list shows the schedule's buttons): '../../' stays inside lives.
  { files: ['apps/web/src/features/lives/*/*/**/*.{ts,tsx}'], rules: featureImports(3) },
];

/** The shared web layers (api, components, lib) never import a feature nor the app layer. */
const sharedLayerBoundaries = {
  files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@/|(\\.\\./)+)(features|app)(/|$)',
            message: 'api, components and lib sit below the features and the app: they never import them.',
          },
        ],
      },
    ],
  },
};

/** The API layer is data only: no feature, no app layer, no UI components. */
const apiBoundaries = {
  files: ['apps/web/src/api/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@/|(\\.\\./)+)(features|app)(/|$)',
            message: 'api, components and lib sit below the features and the app: they never import them.',
          },
          {
            regex: '^(@/|(\\.\\./)+)components(/|$)',
            message: 'The API layer holds data, not UI: it never imports components.',
          },
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
/**
 * Inside a module, `../likes/likes.repo.ts` reaches into a sibling module from the module's own
 * folder, and one `../` more from each level of subfolder (modules/lives/room/,
 * modules/lives/media/janus/); `../media/` seen from modules/lives/room/ is the module's own.
 */
const fromSibling = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.)[^/]+/(?!index\\.ts$)`,
  message: deepModuleImport,
});
/** The layers: lib/ and db/ are the bottom; modules use lib, db, storage and ai, never above. */
const belowModules = {
  regex: '^(\\.\\./)+(modules|plugins|realtime)(/|$)',
  message: 'lib/ and db/ sit below the modules, plugins and realtime: they never import them.',
};
const belowPlugins = {
  regex: '^(\\.\\./)+(plugins|realtime|app\\.ts$|server\\.ts$)',
  message: 'A module sits below the plugins, realtime and the app: move what it needs down to lib/.',
};
/** The assistant's laboratory (corpora, held-out splits, training) runs offline: the server never loads it. */
const fromLab = {
  regex: '(^|/)tools/assistant(/|$)',
  message: 'The server never imports the assistant’s laboratory (tools/assistant): it runs offline.',
};
const serverImports = (files, patterns) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const serverModuleBoundaries = [
  serverImports(['apps/server/src/**/*.ts'], [fromOutside, fromLab]),
  serverImports(['apps/server/src/{lib,db}/**/*.ts'], [fromOutside, fromLab, belowModules]),
  // A module's files, at each depth its folders go to.
  ...['*', '*/*', '*/*/*', '*/*/*/*'].map((path, i) =>
    serverImports(
      [`apps/server/src/modules/*/${path}.ts`],
      [fromOutside, fromSibling(i + 1), fromLab, belowPlugins],
    ),
  ),
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

/**
 * Small functions: none in the apps' sources is over 120 lines (a screen, a hook or a handler that
 * grows past that is split by concern). Data tables are values, not functions, so they are not
 * counted; tests are left out.
 */
const functionSize = {
  files: ['apps/*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'max-lines-per-function': ['error', { max: 120 }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prepaint/**',
      'data/**',
      '**/*.d.ts',
      'apps/server/src/db/migrations/**',
    ],
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
  ...featureBoundaries,
  sharedLayerBoundaries,
  apiBoundaries,
  ...serverModuleBoundaries,
  functionSize,
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
