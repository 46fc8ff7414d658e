// Lint, and the layer table of DESIGN.md as a rule: the path of a file says which APIs it may use.
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { builtinModules } from 'node:module';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE = ['node:*', ...builtinModules, ...builtinModules.map((m) => `${m}/*`)];

/**
 * `no-restricted-imports` reads static imports and re-exports only; an `import('…')` would walk
 * around the layers (a lazy view, a module loaded on demand). This rule hands the specifier of
 * each dynamic import with a fixed text to that same rule, with the same options, so both
 * refuse exactly the same paths with the same words. A computed specifier cannot be checked.
 */
const restrictedImports = builtinRules.get('no-restricted-imports');
const layers = {
  rules: {
    'no-restricted-dynamic-imports': {
      meta: { ...restrictedImports.meta, docs: { description: 'The layer table, for dynamic import() too.' } },
      create(context) {
        const check = restrictedImports.create(context).ImportDeclaration;
        return {
          ImportExpression(node) {
            const { source } = node;
            const text =
              source.type === 'Literal' ? source.value
              : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked
              : null;
            if (typeof text !== 'string') return;
            const declaration = { type: 'ImportDeclaration', source: { ...source, type: 'Literal', value: text }, specifiers: [] };
            check({ ...declaration, loc: node.loc, range: node.range, parent: node.parent });
          },
        };
      },
    },
  },
};

/**
 * Forbidden imports for one layer: each group (or { regex, message }) with the reason a person
 * reads in the lint error. A later layer that also matches a file replaces the earlier one's list.
 */
function layer(files, forbidden, ignores = []) {
  const options = { patterns: forbidden.map((entry) => (Array.isArray(entry) ? { group: entry[0], message: entry[1] } : entry)) };
  return {
    files,
    ignores,
    plugins: { layers },
    rules: {
      'no-restricted-imports': ['error', options],
      'layers/no-restricted-dynamic-imports': ['error', options],
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

// renderer/common/ knows no feature; a feature knows common/, shared/ and the links, no other feature.
const commonOnly = { regex: '^\\.\\./(?!\\.\\./)', message: 'renderer/common/ is what features share: it imports no feature, nor the route table.' };
const featureOnly = {
  regex: '^\\.\\./(?!common/|\\.\\./|links\\.js$)',
  message: 'A feature imports common/, shared/ and the links to views (links.ts), never another feature (move what both need to renderer/common/) nor the route table, which loads the features.',
};
// Views only render: what they ask of main goes through their feature's store (docs/renderer.md, "Stores").
const noBridgeInViews = [['**/bridge.js', '**/bridge'], 'A view (.svelte) does not call main: its feature’s store (renderer/<feature>/<feature>.svelte.ts) owns the bridge calls (docs/renderer.md, Stores).'];

const core = [
  noElectron,
  [['**/demo/**', '**/demo', '**/main/**', '**/preload/**', '**/web/**', '**/renderer/**'], 'The core never imports demo, main, preload, web or renderer.'],
];
const CORE_AREAS = ['account', 'appliance', 'codes', 'confirm', 'exchange', 'fiat', 'funds', 'gateway', 'keys', 'lock', 'market', 'settings', 'static', 'tray'];

export default tseslint.config(
  // shared/i18n/paraglide: compiled from messages/*.json by npm run messages (checked by a test, not by hand).
  { ignores: ['out/', 'dist/', 'node_modules/', 'coverage/', '.tmp/', 'shared/i18n/paraglide/'] },
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
  layer(['renderer/common/**'], [...renderer, commonOnly]),
  layer(['renderer/*/**'], [...renderer, featureOnly], ['renderer/common/**']),
  // The same for views, and no bridge (a later block replaces the rule, so each repeats its layer's list).
  layer(['renderer/*.svelte'], [...renderer, noBridgeInViews]),
  layer(['renderer/common/**/*.svelte'], [...renderer, commonOnly, noBridgeInViews]),
  layer(['renderer/*/**/*.svelte'], [...renderer, featureOnly, noBridgeInViews], ['renderer/common/**']),
  layer(['electron/core/**'], core),
  // Floors inside the core (docs/architecture.md): base/ holds what every part stands on and
  // stands on nothing of the core; the areas use base/ and each other, never the IPC adapters
  // on top of them (ipc/) nor the composition root (app.ts, services.ts) that wires them.
  layer([`electron/core/{${CORE_AREAS.join(',')}}/**`], [
    ...core,
    { regex: '^(\\.\\./)+(ipc(/|$)|app\\.js$|services\\.js$)', message: 'An area of the core never imports ipc/ (the adapters on top of it) nor app.ts or services.ts (the composition root): they import the area.' },
  ]),
  layer(['electron/core/base/**'], [
    ...core,
    { regex: '^\\.\\./(?!\\.\\./)', message: 'electron/core/base/ is the floor of the core: it imports shared/ and Node only, nothing else of the core.' },
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
