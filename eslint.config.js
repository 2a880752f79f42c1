import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**', '**/test/**', '**/testing/**', '**/bench/**'];

/*
 * The server's layers, top to bottom. A file may import its own layer and the ones below, never one above:
 *   entry      server.ts, start-server.ts, cluster-primary.ts, cli/, testing/, mikro-orm.config.ts
 *   app        app.ts (wires plugins and routes)
 *   pages      preview/, ssr/, public/, seeders/
 *   resources  resources/<name>/ (CRUD bindings, rules, hand-written routes)
 *   framework  plugins/ (Fastify plugins: wiring of the services below), crud/ (the generic CRUD layer)
 *   services   auth/, audit/, live/, push/, builds/, db/, cache/, cdn/, changes/, storage/, search/, content/, security/,
 *              view-counts/, migrations/, config.ts, http-errors.ts
 *   model      model/ (the entities, their base properties and column types): imported from anywhere,
 *              it imports only itself and shared-types (whose limits size its columns)
 */
const server = (p) => `server/src/${p}`;
const ENTRY = [server('{server,start-server,cluster-primary,mikro-orm.config}.ts'), server('{cli,testing}/**')];
const APP = [server('app.ts{,}')];
const PAGES = [server('{preview,ssr,public,seeders}/**')];
const RESOURCES = [server('resources/**')];
const FRAMEWORK = [server('{plugins,crud}/**')];
const SERVICES = [
  server('{auth,audit,live,push,builds,db,cache,cdn,changes,storage,search,content,security,view-counts,migrations}/**'),
  server('{config,http-errors,node-env,restart-backoff}.ts'),
];
const MODEL = [server('model/**')];

const layerZones = [
  {
    target: [...APP, ...PAGES, ...RESOURCES, ...FRAMEWORK, ...SERVICES, ...MODEL],
    from: ENTRY,
    message: 'Only entry points import the entry layer.',
  },
  {
    target: [...PAGES, ...RESOURCES, ...FRAMEWORK, ...SERVICES, ...MODEL],
    from: APP,
    message: 'app.ts is the wiring point; nothing below imports it.',
  },
  {
    target: [...RESOURCES, ...FRAMEWORK, ...SERVICES, ...MODEL],
    from: PAGES,
    message: 'Public pages, previews and seeders sit above the resources.',
  },
  {
    target: [...FRAMEWORK, ...SERVICES, ...MODEL],
    from: RESOURCES,
    message: 'The resources sit above the generic layers and the services; move what they share down.',
  },
  {
    target: [...SERVICES, ...MODEL],
    from: FRAMEWORK,
    message: 'plugins/ and crud/ sit above the services they wire; move what a service needs down.',
  },
  {
    target: MODEL,
    from: [server('!(model)/**'), server('*.ts')],
    message: 'model/ is the bottom layer: an entity imports only other model files and shared-types.',
  },
  {
    target: [server('**/!(orm-options).ts')],
    from: [server('db/entities.ts{,}')],
    message: 'The entity list is for the ORM options; import an entity from its own file.',
  },
];

// One feature (public site) or resource (admin) never reaches into another's files: shared code moves down.
const siblingZones = (dir, what) =>
  foldersIn(dir).map((name) => ({
    target: `${dir}${name}/**`,
    from: `${dir}!(${name})/**`,
    message: `One ${what} does not import another's internals; move what they share to a shared folder.`,
  }));

const packageZones = [
  { target: 'shared-types/**', from: ['server/**', 'admin/**', 'public-site/**'], message: 'shared-types is the bottom package.' },
  { target: 'server/src/**', from: ['admin/**', 'public-site/**'], message: 'The server does not import the apps.' },
  { target: 'admin/src/**', from: ['server/**', 'public-site/**'], message: 'The admin app imports only shared-types.' },
  { target: 'public-site/src/**', from: ['server/**', 'admin/**'], message: 'The public site imports only shared-types.' },
];

const restricted = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'server/src/migrations/.snapshot-*', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Control characters in patterns are deliberate here: user text and terminal output are cleaned of them.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': restricted(packageZones),
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': restricted([...packageZones, ...layerZones]) },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['shared-types/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@meydan/*'], message: 'shared-types imports no other package of the workspace.' }] },
      ],
    },
  },
  {
    files: ['admin/**/*.{ts,tsx}', 'public-site/**/*.{ts,tsx}'],
    ignores: ['**/e2e/**', '**/bench/**', '**/scripts/**', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@meydan/server', '@meydan/server/*'], message: 'The apps talk to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restricted([
        ...packageZones,
        ...siblingZones('admin/src/resources/', 'admin resource'),
        {
          target: 'admin/src/!(resources)/**',
          from: 'admin/src/resources/**',
          except: [],
          message: 'Shared admin code does not import a resource.',
        },
      ]),
    },
  },
  {
    files: ['public-site/src/**/*.{ts,tsx}'],
    rules: {
      // The browser bundle carries no schema library: schemas and the all-in-one root are for the server and admin.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@meydan/shared-types', message: 'Import an entry point (e.g. @meydan/shared-types/public).' }],
          patterns: [
            {
              group: ['@meydan/shared-types/schemas', '@sinclair/typebox', '@sinclair/typebox/*'],
              message: 'The public site imports no TypeBox; types come from @meydan/shared-types/public.',
            },
            { group: ['@meydan/server', '@meydan/server/*'], message: 'The apps talk to the server over HTTP only.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': restricted([
        ...packageZones,
        ...siblingZones('public-site/src/features/', 'feature'),
        {
          target: ['public-site/src/components/**', 'public-site/src/lib/**', 'public-site/src/config/**'],
          from: ['public-site/src/features/**', 'public-site/src/app/**'],
          message: 'Shared code sits below the features and the app.',
        },
        { target: 'public-site/src/features/**', from: 'public-site/src/app/**', message: 'Features do not import the app shell.' },
      ]),
    },
  },
);
