// @ts-check
/**
 * ESLint flat config. Besides the usual TypeScript and React-hooks rules it enforces the layers
 * (docs/architecture.md "Layering rules"):
 * - `machines/` and `streams/` are pure: no Node APIs, no DOM-only packages, no imports from src/ or server/;
 * - `src/` and `server/` never import each other;
 * - overlays load no console code, `src/shared` imports neither entry;
 * - a console feature never imports another feature (zones generated from the folders that exist), nor the app
 *   shell (src/console/app composes the features, not the other way round);
 * - server infrastructure (plugins, db, kv, http, live) never imports the feature modules: it declares what it
 *   needs (server/plugins/ports.ts) and the modules register it;
 * - no import cycles anywhere.
 */
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'src/console/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

/** One zone per feature: it may import from itself only among the features. */
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'A feature never imports another feature; compose them in src/console/app.',
}));

/** Server infrastructure: below the feature modules, which it reaches only through decorators and ports. */
const serverInfrastructure = ['plugins', 'db', 'kv', 'http', 'live'];
const infrastructureZones = serverInfrastructure.map((folder) => ({
  target: `./server/${folder}`,
  from: './server/modules',
  message: 'Server infrastructure never imports a feature module; declare what it needs in server/plugins/ports.ts and let the module decorate the app.',
}));

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'stream', 'worker_threads', 'url', 'util', 'events', 'buffer'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.node.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'machines/ is pure and shared: it never imports the browser app.' },
            { target: './machines', from: './server', message: 'machines/ is pure and shared: it never imports the server.' },
            { target: './streams', from: './src', message: 'streams/ is pure and shared: it never imports the browser app.' },
            { target: './streams', from: './server', message: 'streams/ is pure and shared: it never imports the server.' },
            { target: './src', from: './server', message: 'The browser never imports the server; share wire types through streams/contracts.' },
            { target: './server', from: './src', message: 'The server never imports the browser app; share wire types through streams/contracts.' },
            { target: './src/overlays', from: './src/console', message: 'Overlays load no console code.' },
            { target: './src/console', from: './src/overlays', message: 'The console does not import overlay code.' },
            { target: './src/shared', from: './src/console', message: 'src/shared is used by both entries and imports neither.' },
            { target: './src/shared', from: './src/overlays', message: 'src/shared is used by both entries and imports neither.' },
            { target: `./${featuresDir}`, from: './src/console/app', message: 'A feature never imports the app shell; move what both need to src/shared.' },
            ...featureZones,
            ...infrastructureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts', 'streams/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeBuiltins, message: 'machines/ and streams/ are pure: no Node APIs (they also run in the browser).' },
            { group: ['react', 'react-dom', 'react-*', '@chakra-ui/*', 'axios', 'ioredis', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'fastify-*', '@fastify/*'], message: 'machines/ and streams/ are pure: no I/O, no DOM, no UI.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'localStorage', 'fetch', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{ts,js,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
