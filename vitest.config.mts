import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three levels, named by file suffix (STYLE.md): unit tests beside the code (`*.spec.ts`, no I/O), integration
 * tests against the machine's real Postgres, Redis and SMTP (`*.int.spec.ts`), browser tests in Chromium against
 * the built app (`*.e2e.spec.ts`). Screens' hooks and components are unit tests too (`*.spec.tsx`, Testing
 * Library in happy-dom): the `components` project, run with `unit` by `npm run test:unit`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'libs/*/src/**/*.spec.ts',
            'backend/src/**/*.spec.ts',
            'frontend/src/**/*.spec.{ts,tsx}',
            // the architecture's own counts (issue 35), read from the tree
            'tools/**/*.spec.ts',
          ],
          environment: 'node',
          // Specs of screens need a DOM: the components project runs them.
          exclude: [...configDefaults.exclude, 'frontend/src/**/*.spec.tsx'],
          // Pure rules and functions: the files share a worker's loaded modules (57 s to 8 s). Screens' specs (the
          // components project) stay isolated: their stores live at module level.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        // The frontend's own paths (frontend/tsconfig.json), contracts from source as the app's build reads them.
        resolve: {
          alias: {
            '@tribal/contracts': fileURLToPath(new URL('./libs/contracts/src/index.ts', import.meta.url)),
            '@': fileURLToPath(new URL('./frontend/src', import.meta.url)),
          },
        },
        test: {
          name: 'components',
          include: ['frontend/src/**/*.spec.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'int',
          include: ['backend/test/**/*.int.spec.ts'],
          // Tests of start-up and shutdown run the built `node backend/dist/main.js`: built once per run.
          globalSetup: ['backend/test/support/build-once.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has its own database and Redis prefix; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // The files of a worker share its loaded modules: each file still starts its own app on its own database,
          // and nothing of the app is kept at module level between apps, but importing Nest, TypeORM, BullMQ and the
          // whole backend again for each of 85 files took about 3 s a file (the phase: 442 s to 260 s).
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['frontend/test/**/*.e2e.spec.ts'],
          // Each file's app starts on a copy of one database migrated for the run.
          globalSetup: ['frontend/test/support/migrated-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A page waited on (`expect.poll`) answers within a second on an idle machine, but a loaded 2-core CI machine
          // may take a few: wait up to 10 s rather than fail on the machine's speed.
          expect: { poll: { timeout: 10_000 } },
          // Each file starts its own app and Chromium; two at a time halves the suite on a 2-core machine (the
          // accessibility sweep, the longest, is one file per width for the same reason).
          maxWorkers: 2,
        },
      },
    ],
  },
});
