import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import type * as Contract from '../shared/src/contract/endpoints';
import type * as ProjectEntities from '../shared/src/contract/project-entities';
import type * as EntityViewData from '../shared/src/entity-kit/entity-view-data';

/**
 * Modules derived from the shared contract at build time, so the browser gets plain data and not the
 * zod schemas it is declared with:
 * - `virtual:tandem/endpoint-routes`: method, path and envelope flags of every endpoint, for the API
 *   client (in the shell);
 * - `virtual:tandem/endpoint-permissions`: every endpoint's declared permission, to hide what the user
 *   may not call (a module of its own, so only the lazy pages that ask load it, not the shell);
 * - `virtual:tandem/contract-constants`: the limits and lists named in `contractConstants`, whose
 *   shared modules also declare schemas;
 * - `virtual:tandem/entity-views`: every project-entity declaration as plain data (`entityViewData`),
 *   so a kit entity's pages need no hand-written mirror of its fields.
 */
const endpointRoutesModule = 'virtual:tandem/endpoint-routes';
const endpointPermissionsModule = 'virtual:tandem/endpoint-permissions';
const contractConstantsModule = 'virtual:tandem/contract-constants';
const entityViewsModule = 'virtual:tandem/entity-views';
const sharedFile = (path: string) => fileURLToPath(new URL(`../shared/src/${path}`, import.meta.url));
const contractFile = sharedFile('contract/endpoints.ts');
type ContractModule = typeof Contract;

/** Exports of zod-declaring shared modules the web app needs as values (shared/src/<module>.ts). */
const contractConstants: Record<string, readonly string[]> = {
  'organisations/schemas': [
    'NAME_MAX_LENGTH',
    'DESCRIPTION_MAX_LENGTH',
    'EMAIL_MAX_LENGTH',
    'organisationUserExportColumns',
  ],
  'projects/schemas': ['SETTINGS_LIST_MAX_ITEMS'],
};

const exportConst = (name: string, value: unknown) => `export const ${name} = ${JSON.stringify(value)};`;

function contractModules(): Plugin {
  const virtualIds = [
    endpointRoutesModule,
    endpointPermissionsModule,
    contractConstantsModule,
    entityViewsModule,
  ];
  return {
    name: 'tandem-contract-modules',
    resolveId: (id) => (virtualIds.includes(id) ? `\0${id}` : undefined),
    async load(id) {
      if (id === `\0${entityViewsModule}`) {
        const entitiesFile = sharedFile('contract/project-entities.ts');
        this.addWatchFile(entitiesFile);
        const [{ module: registry }, { module: viewData }] = await Promise.all([
          runnerImport<typeof ProjectEntities>(entitiesFile),
          runnerImport<typeof EntityViewData>(sharedFile('entity-kit/entity-view-data.ts')),
        ]);
        const views = registry.projectEntities.map((entity) => [
          entity.declaration.name,
          viewData.entityViewData(entity),
        ]);
        return exportConst('entityViews', Object.fromEntries(views));
      }
      if (id === `\0${contractConstantsModule}`) {
        const lines = [];
        for (const [module, names] of Object.entries(contractConstants)) {
          const file = sharedFile(`${module}.ts`);
          this.addWatchFile(file);
          const { module: values } = await runnerImport<Record<string, unknown>>(file);
          for (const name of names) {
            if (!(name in values)) throw new Error(`shared/src/${module}.ts exports no ${name}`);
            lines.push(exportConst(name, values[name]));
          }
        }
        return lines.join('\n');
      }
      if (id !== `\0${endpointRoutesModule}` && id !== `\0${endpointPermissionsModule}`) return undefined;
      this.addWatchFile(contractFile);
      const { module } = await runnerImport<ContractModule>(contractFile);
      const endpoints = Object.entries(module.endpoints);
      if (id === `\0${endpointPermissionsModule}`) {
        // Grouped by permission (a few dozen distinct ones for hundreds of endpoints): every grid and form page
        // loads this table, and the grouped form is a third smaller than one entry per endpoint.
        const idsByPermission = new Map<string, string[]>();
        for (const [endpointId, endpoint] of endpoints) {
          const key = JSON.stringify(endpoint.permission);
          idsByPermission.set(key, [...(idsByPermission.get(key) ?? []), endpointId]);
        }
        const groups = [...idsByPermission].map(([permission, ids]) => [
          JSON.parse(permission),
          ids.join(' '),
        ]);
        return `export const endpointPermissions = Object.fromEntries(${JSON.stringify(groups)}.flatMap(([permission, ids]) => ids.split(' ').map((id) => [id, permission])));`;
      }
      const routes = endpoints.map(([endpointId, endpoint]) => [
        endpointId,
        {
          method: endpoint.method,
          path: endpoint.path,
          raw: endpoint.raw,
          successStatus: endpoint.successStatus,
          download: endpoint.download,
        },
      ]);
      return exportConst('endpointRoutes', Object.fromEntries(routes));
    },
  };
}

/**
 * Plotly's trace registry `require`s maplibre's stylesheet when a map trace is registered. We register
 * only pie and bar, but the bundler cannot see the condition and would ship 65 KB of map CSS with the
 * chart chunk: resolve it to an empty module instead.
 */
const maplibreCss = 'maplibre-gl/dist/maplibre-gl.css';
function withoutMaplibreCss(): Plugin {
  return {
    name: 'tandem-without-maplibre-css',
    enforce: 'pre',
    resolveId: (id) => (id === maplibreCss ? `\0${maplibreCss}.js` : undefined),
    load: (id) => (id === `\0${maplibreCss}.js` ? 'export {};' : undefined),
  };
}

/** `/app/` style: leading and trailing slash, `/` when unset (the local stack serves at the root). */
const basePath = (() => {
  const raw = process.env.VITE_BASE_PATH?.trim();
  if (!raw || raw === '/') return '/';
  return `/${raw.replace(/^\/+|\/+$/g, '')}/`;
})();

/** The local Node server (`npm start`) that serves the API and the login endpoints. */
const localServer = process.env.TANDEM_LOCAL_SERVER ?? 'http://localhost:3000';

// Vendor code changes far less often than ours: separate chunks keep it cached across deploys.
const vendorChunks = [
  // Higher priority first: React is a dependency of Mantine and must not be pulled into its chunk.
  {
    name: 'react',
    priority: 20,
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
  },
  // Everything of Mantine the shell itself draws (loader, error screens: `$initial`) in one chunk, instead of one
  // request per component, hook and utility, on each of the two boots around sign-in (tests/e2e/boot.spec.ts).
  {
    name: 'mantine-shell',
    priority: 13,
    test: /[\\/]node_modules[\\/]@mantine[\\/]/,
    tags: ['$initial' as const],
  },
  // The debounce hooks the lists and grids call themselves, apart from the rest: a grid need not download every
  // hook Mantine's pop-ups use.
  {
    name: 'mantine-debounce',
    priority: 12,
    test: /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/].*use-debounced-/,
  },
  // The rest of Mantine's hooks and utilities and the icons are many tiny modules the routes share: one chunk each
  // instead of one request per hook or icon.
  { name: 'mantine-hooks', priority: 10, test: /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]/ },
  { name: 'icons', priority: 10, test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
  {
    name: 'mantine-utils',
    priority: 10,
    test: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]utils[\\/]/,
  },
];

export default defineConfig({
  base: basePath,
  plugins: [react(), contractModules(), withoutMaplibreCss()],
  // Plotly's CommonJS dependencies (has-hover, native-promise-only) read Node's `global`, which
  // browsers do not have: without this the chart chunk throws a ReferenceError when it loads.
  define: { global: 'globalThis' },
  // The dev server pre-bundles dependencies without `define`: the same replacement there.
  optimizeDeps: { rolldownOptions: { transform: { define: { global: 'globalThis' } } } },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: localServer, changeOrigin: false },
      '/auth': { target: localServer, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // zod schema builders have no side effects: a shared module imported for a constant or a rule
      // does not drag its schemas (and zod) into the browser bundle.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    // Which files: the root vitest.config.ts (the `web` and `web-isolated` projects).
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
