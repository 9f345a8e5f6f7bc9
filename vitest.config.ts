import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeParts } from './vite.config.ts';

// One runner, three projects: pure domain rules, the server through app.inject against a
// fresh database per file, and React components in jsdom.

// Per test and hook: Vitest's 5 s is a measure of a quiet machine, and a test that waits on
// nothing but the CPU is not wrong because other work shares it. A test that hangs still fails.
const timeouts = { testTimeout: 30_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    // Both cores of a CI machine; tests share no state across files (a database per file,
    // a fresh query client and fetch mock per test).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
          ...timeouts,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          ...timeouts,
          // A file's beforeAll builds the app over a freshly seeded database.
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [localeParts(), react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts', 'web/src/test/async-timeout.ts'],
          ...timeouts,
        },
      },
    ],
  },
});
