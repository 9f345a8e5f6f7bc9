import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeParts } from './vite.config.ts';

// One runner, three projects: pure domain rules, the server through app.inject against a
// fresh database per file, and React components in jsdom.
export default defineConfig({
  test: {
    // Both cores of a CI machine; tests share no state across files (a database per file,
    // a fresh query client and fetch mock per test).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        plugins: [localeParts(), react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
