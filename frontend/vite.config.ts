import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where /api and /socket.io go in dev and preview; the built app is served by the backend on the same origin. */
const apiTarget = process.env.TRIBAL_API_TARGET ?? 'http://localhost:3000';

// The browser's Host is passed on (changeOrigin: false): the API accepts the admin's cookie-authenticated writes
// only from the origin a request was addressed to (or PUBLIC_URL, CORS_ORIGINS), here the dev server's.
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Compile the contracts from their TypeScript source: the package's own entry is the CommonJS build the
    // backend uses.
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@tribal/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  build: {
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The chart library is large and only the standings chart needs it: its own chunk, loaded with the chart.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|decimal\.js-light|eventemitter3|es-toolkit|immer|reselect|@reduxjs|redux|react-redux|use-sync-external-store|tiny-invariant|clsx)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
