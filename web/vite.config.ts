import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import type * as Contract from '../shared/src/contract/endpoints';

/**
 * `virtual:tandem/endpoint-routes`: method, path and envelope flags of every endpoint of the
 * contract, derived from it at build time. The API client needs only these at run time; the zod
 * schemas stay on the server and in the types, so the browser does not download zod for them.
 */
const endpointRoutesModule = 'virtual:tandem/endpoint-routes';
const contractFile = fileURLToPath(new URL('../shared/src/contract/endpoints.ts', import.meta.url));
type ContractModule = typeof Contract;

function endpointRoutes(): Plugin {
  return {
    name: 'tandem-endpoint-routes',
    resolveId: (id) => (id === endpointRoutesModule ? `\0${endpointRoutesModule}` : undefined),
    async load(id) {
      if (id !== `\0${endpointRoutesModule}`) return undefined;
      this.addWatchFile(contractFile);
      const { module } = await runnerImport<ContractModule>(contractFile);
      const { endpoints } = module;
      const routes = Object.fromEntries(
        Object.entries(endpoints).map(([endpointId, endpoint]) => [
          endpointId,
          {
            method: endpoint.method,
            path: endpoint.path,
            raw: endpoint.raw,
            successStatus: endpoint.successStatus,
            download: endpoint.download,
          },
        ]),
      );
      return `export const endpointRoutes = ${JSON.stringify(routes)};`;
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
];

export default defineConfig({
  base: basePath,
  plugins: [react(), endpointRoutes(), withoutMaplibreCss()],
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
