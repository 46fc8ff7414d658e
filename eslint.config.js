// Lint, and the layer table of DESIGN.md as a rule: the path of a file says which APIs it may use.
import js from '@eslint/js';
import { builtinModules } from 'node:module';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE = ['node:*', ...builtinModules, ...builtinModules.map((m) => `${m}/*`)];

/**
 * Forbidden imports for one layer: each group (or { regex, message }) with the reason a person
 * reads in the lint error. A later layer that also matches a file replaces the earlier one's list.
 */
function layer(files, forbidden, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbidden.map((entry) => (Array.isArray(entry) ? { group: entry[0], message: entry[1] } : entry)) },
      ],
    },
  };
}

const noElectron = [['electron', 'electron/*'], 'This layer must not import electron (DESIGN.md, layers).'];
const noNode = [NODE, 'This layer runs without Node: no Node built-ins (DESIGN.md, layers).'];
const renderer = [
  noElectron,
  noNode,
  [['**/electron/**'], 'The renderer reaches main only through the bridge (renderer/common/bridge.ts).'],
];

export default tseslint.config(
  { ignores: ['out/', 'dist/', 'node_modules/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  layer(['shared/**'], [
    noElectron,
    noNode,
    [['**/electron/**', '**/renderer/**', '**/test/**'], 'shared/ imports nothing but shared/ and pure libraries.'],
  ]),
  layer(['renderer/**'], renderer),
  // Features grow side by side (DESIGN.md, growing by capability): what two of them need moves
  // to common/, which in turn knows no feature.
  layer(['renderer/common/**'], [
    ...renderer,
    { regex: '^\\.\\./(?!\\.\\./)', message: 'renderer/common/ is what features share: it imports no feature, nor the route table.' },
  ]),
  layer(['renderer/*/**'], [
    ...renderer,
    { regex: '^\\.\\./(?!common/|\\.\\./|links\\.js$)', message: 'A feature imports common/, shared/ and the links to views (links.ts), never another feature (move what both need to renderer/common/) nor the route table, which loads the features.' },
  ], ['renderer/common/**']),
  layer(['electron/core/**'], [
    noElectron,
    [['**/demo/**', '**/demo', '**/main/**', '**/preload/**', '**/web/**', '**/renderer/**'], 'The core never imports demo, main, preload, web or renderer.'],
  ]),
  layer(['electron/demo/**'], [
    noElectron,
    [['**/core/**', '**/main/**', '**/preload/**', '**/web/**', '**/renderer/**'], 'The demo servers use shared/ and Node only.'],
  ]),
  layer(['electron/web/**'], [
    noElectron,
    [['**/main/**', '**/preload/**', '**/renderer/**'], 'Browser mode wires core, demo and shared only.'],
  ]),
  layer(['electron/preload/**'], [
    noNode,
    [['**/core/**', '**/demo/**', '**/main/**', '**/web/**', '**/renderer/**'], 'A preload imports only the shared contract and electron.'],
  ]),
  layer(['electron/main/**'], [
    [['**/renderer/**', '**/preload/**', '**/web/**'], 'main wires core, demo and shared; the renderer is loaded, not imported.'],
  ]),
);
