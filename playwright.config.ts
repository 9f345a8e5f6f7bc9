import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './scripts/free-port.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// The config is evaluated again in every worker process. Ports and data directories are
// therefore chosen once, in the main process, and handed down through the environment
// (workers inherit it), so every process sees the same servers.
const isMainProcess = process.env.TEST_WORKER_INDEX === undefined;

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_COMPLEX_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'acc-e2e-'));
  process.env.E2E_COMPLEX_DATA_DIR = mkdtempSync(join(tmpdir(), 'acc-e2e-complex-'));
  if (isMainProcess) {
    // The web servers are stopped before the runner exits; then the databases can go.
    const dirs = [process.env.E2E_DATA_DIR, process.env.E2E_COMPLEX_DATA_DIR];
    process.on('exit', () => {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });
  }
}

const host = '127.0.0.1';
export const baseURL = `http://${host}:${process.env.E2E_PORT}`;
process.env.E2E_BASE_URL = baseURL;
// The consent spec's second half runs against this server (CONSENT_VARIANT=complex).
process.env.E2E_COMPLEX_URL = `http://${host}:${process.env.E2E_COMPLEX_PORT}`;
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('hex');

// The built app as it ships, with a fresh database per run (first start migrates and seeds
// the demo content).
const serverEnv = (port: string, dataDir: string, extra: Record<string, string> = {}) => ({
  PORT: port,
  HOST: host,
  PUBLIC_URL: `http://${host}:${port}`,
  DATA_DIR: dataDir,
  // 'test' behaves like production except that the outbox is readable at /dev/mailbox, which
  // the sign-up and newsletter specs open like a person would open their inbox.
  NODE_ENV: 'test',
  SESSION_SECRET: process.env.E2E_SESSION_SECRET!,
  LOG_LEVEL: 'warn',
  // Two browsers share one IP here; the suite is not the crowd the limit guards against.
  RATE_LIMIT_PER_MINUTE: '100000',
  // Sign-up, password and newsletter specs send many mails and log in often from one address.
  MAIL_REQUESTS_PER_MINUTE: '1000',
  MAILS_PER_RECIPIENT_PER_HOUR: '1000',
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  PASSWORD_RESETS_PER_MINUTE: '1000',
  ACCOUNT_CHANGES_PER_MINUTE: '1000',
  UPLOADS_PER_MINUTE: '1000',
  // Lets a run serve a private build (WEB_DIST_DIR=/tmp/x) while dist/web is being rebuilt.
  ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  ...extra,
});

const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  // First start migrates and seeds a fresh database; a slow CI machine needs some slack.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: isCI,
  // One retry in CI: a test that passes only on its retry is still listed as flaky in the
  // report, so the instability stays visible without failing an otherwise green run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'de-DE',
    // Motion (the highlights carousel turning every 7 s, fade-ins) would race the axe scans
    // and catch text mid-fade. The carousel specs switch motion back on where they test it.
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: true,
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      name: 'portal',
      command: 'node --import tsx server/main.ts',
      url: `${baseURL}/healthz`,
      env: serverEnv(process.env.E2E_PORT, process.env.E2E_DATA_DIR!),
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'portal-complex-consent',
      command: 'node --import tsx server/main.ts',
      url: `${process.env.E2E_COMPLEX_URL}/healthz`,
      env: serverEnv(process.env.E2E_COMPLEX_PORT, process.env.E2E_COMPLEX_DATA_DIR!, {
        CONSENT_VARIANT: 'complex',
      }),
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
