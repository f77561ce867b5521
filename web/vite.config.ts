import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
  // Mantine's own dependencies (floating-ui, clsx, ...) follow it in (includeDependenciesRecursively).
  { name: 'mantine', priority: 10, test: /[\\/]node_modules[\\/]@mantine[\\/]/ },
];

export default defineConfig({
  base: basePath,
  plugins: [react()],
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
