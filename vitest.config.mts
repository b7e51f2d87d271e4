import { defineConfig } from 'vitest/config';

/**
 * Three levels, named by file suffix (STYLE.md): unit tests beside the code (`*.spec.ts`, no I/O), integration
 * tests against the machine's real Postgres, Redis and SMTP (`*.int.spec.ts`), browser tests in Chromium against
 * the built app (`*.e2e.spec.ts`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['libs/*/src/**/*.spec.ts', 'backend/src/**/*.spec.ts', 'frontend/src/**/*.spec.{ts,tsx}'],
          environment: 'node',
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
        },
      },
      {
        test: {
          name: 'browser',
          include: ['frontend/test/**/*.e2e.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
