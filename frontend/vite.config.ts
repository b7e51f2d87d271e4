import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** Where /api and /socket.io go in dev and preview; the built app is served by the backend on the same origin. */
const apiTarget = process.env.TRIBAL_API_TARGET ?? 'http://localhost:3000';

// The browser's Host is passed on (changeOrigin: false): the API accepts the admin's cookie-authenticated writes
// only from the origin a request was addressed to (or PUBLIC_URL, CORS_ORIGINS), here the dev server's.
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
};

/**
 * The contracts declare themselves free of side effects (`"sideEffects": false`), but a bundler applies that to
 * whole modules only: a top-level `const XSchema = z.object({ tz: zoneParam.optional() })` the web app never uses
 * is still built on every page, since `zoneParam.optional()` might do something. This marks each top-level value
 * of a contracts module as pure (`@__PURE__` on its initializer's call), so what the web app does not use is left
 * out, and what it uses is built where it is used.
 */
function contractsArePure(): Plugin {
  const contract = /libs[\\/]contracts[\\/]src[\\/][\w-]+(?<!\.spec)\.ts$/;
  // `const Name = call(` or `const Name = root\n  .chain(`: the comment marks the initializer's outermost call.
  const topLevelValue = /^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(?=[\w$.]+(?:\(|\s*\n\s*\.))/gm;
  // Inside it, a field built from a named schema (`zoneParam.optional()`, `RowSchema.partial()`) is a call of its
  // own, kept for its possible effects unless marked too. Not in comments (a `*/` would end a doc comment).
  const namedSchemaCall = /(?<![\w$.])(?!z\.)(?=[A-Za-z_$][\w$]*\.(?:optional|nullable|partial|extend|array)\()/g;
  const comment = /^\s*(?:\/\/|\/\*|\*)/;
  return {
    name: 'tribal-contracts-are-pure',
    enforce: 'pre',
    transform(code, id) {
      if (!contract.test(id)) return null;
      const marked = code
        .replace(topLevelValue, '$1/* @__PURE__ */ ')
        .split('\n')
        .map((line) => (comment.test(line) ? line : line.replace(namedSchemaCall, '/* @__PURE__ */ ')))
        .join('\n');
      return { code: marked, map: null };
    },
  };
}

/**
 * The service worker is built after the bundle is written (vite-plugin-pwa's closeBundle), where the compression
 * plugin never sees it: it is precompressed here, last, as that plugin does every other file (brotli 11, gzip 9).
 */
function precompressServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tribal-precompress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const worker = resolve(outDir, 'sw.js');
        const body = await readFile(worker);
        await writeFile(`${worker}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${worker}.gz`, gzipSync(body, { level: 9 }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    contractsArePure(),
    react(),
    // Issue 30: installable, useful offline, and notified. The service worker precaches the app shell (not the
    // admin's screens), answers a page's URL with index.html offline, takes a new release only when the person taps
    // "Reload" (registerType prompt; the bar is components/layout/update-bar.tsx), and shows web push notifications.
    // It is our own typed worker, src/service-worker/sw.ts (injectManifest): push and notificationclick need
    // handlers of our own, which a generated worker could only importScripts untyped and unbundled. The worker keeps
    // everything generateSW did here (its header says what); the precache list is still built from these globs.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Tribal Pool',
        short_name: 'Tribal Pool',
        description: 'Fantasy pools for every Survivor season, with live standings.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f3b2d',
        background_color: '#f7f1e6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The admin's and commissioner's screens load when opened, online: a participant's phone never stores them.
        // Nor the chart library (about 90 KiB): a chart needs the server's history, so offline it is never drawn,
        // and online it loads when opened (then kept by the browser's cache, immutable). Each arriving viewer's
        // first visit is that much lighter (bench:live).
        globIgnores: [
          '**/admin-*',
          '**/league-manage-*',
          '**/charts-*',
          '**/standings-chart-*',
          'castaways/**',
          'operations-manual.html',
        ],
      },
    }),
    precompressServiceWorker(),
    // Precompressed at build time, served by the app process (and nginx) by Accept-Encoding: brotli, else gzip.
    compression({
      include: /\.(html|css|js|mjs|svg|json|webmanifest)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
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
      // A zod schema the web app never uses is still built when its module loads, unless the bundler knows that
      // building it does nothing else: every `z.…` call and chain is declared pure, and the contracts' own schema
      // helpers say so where they are declared (`@__NO_SIDE_EFFECTS__`). Building schemas was the largest part of a
      // phone's first page before it could render (issue 30; docs/on-a-phone.md).
      treeshake: { manualPureFunctions: ['z'] },
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
            // Passkeys' browser library only on the screens that sign in or add one, not in every page's vendor chunk.
            { name: 'vendor', test: /node_modules[\\/](?!@simplewebauthn[\\/])/ },
            // The app's own shared code (API client, stores, hooks): one chunk, not a dozen of under a kilobyte,
            // each costing a phone a request and a kilobyte of headers on first load. Not the contracts: a module
            // put in a named group keeps every statement, so each page built every schema of the contracts; left
            // to the bundler, each chunk holds only the schemas its screens use.
            {
              name: 'app-shared',
              // Scripts only: a stylesheet of its own would be one more render-blocking request.
              test: (id) => !id.endsWith('.css') && /frontend[\\/]src[\\/](lib|hooks|stores)[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass predates Dart Sass's module system: its own deprecation notices are not ours to fix.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { proxy },
  preview: { proxy },
});
