import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The endpoint groups' folders: each is one Lambda's code and may not import another's. */
const endpointGroupDirs = readdirSync(new URL('./functions/src/groups', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      'bench/results/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // shared/ is the agreement between both sides: no I/O, no runtime-specific imports.
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@aws-sdk/*', 'react', '@tandem/functions/*', '@tandem/web/*'] },
      ],
    },
  },
  {
    // Regular layout: no import cycles in the packages' sources (type-only imports are not cycles).
    files: ['shared/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow imports: ours are TypeScript.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['shared', 'functions', 'web'].map((dir) => `${import.meta.dirname}/${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Each group is its own Lambda: what two groups share lives outside functions/src/groups.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: endpointGroupDirs.map((group) => ({
            target: `./functions/src/groups/${group}`,
            from: './functions/src/groups',
            except: [`./${group}`],
            message: 'Endpoint groups do not import each other: move what they share out of groups/.',
          })),
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Bulletproof layering: app → features → ui/lib/config; features never import each other.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message: "Features do not import each other; import your own feature's files relatively.",
            },
            {
              group: ['../../*'],
              message: 'Leave a feature through `@/` (ui, lib, config), never by a relative path.',
            },
            { group: ['@/app/*'], message: 'Features do not import the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/{ui,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../features/*', '@/app/*', '../app/*'],
              message: 'ui/lib/config sit below features and the app.',
            },
          ],
        },
      ],
    },
  },
);
