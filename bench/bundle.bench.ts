/**
 * Initial JavaScript per route, as a browser downloads it: opens each route of the built app
 * in Debian's Chromium, collects every JavaScript response until the network is idle, and
 * reports the gzip-compressed bytes (level 9) against the 150 KB budget of ARCHITECTURE.md.
 *
 *   npx vite build && node --import tsx bench/bundle.bench.ts
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort } from '../scripts/free-port.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

const budgetBytes = 150 * 1024;
const routes = [
  '/',
  '/news',
  '/events',
  '/meta/faq',
  '/active-city-summer',
  '/design-system',
  '/login',
  '/register',
  '/en',
];

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bundle-bench-'));
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results: { route: string; files: number; gzipBytes: number; withinBudget: boolean }[] = [];
  for (const route of routes) {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    const sizes = (await Promise.all(bodies)).map((b) => gzipSync(b, { level: 9 }).length);
    const gzipBytes = sizes.reduce((a, b) => a + b, 0);
    results.push({ route, files: sizes.length, gzipBytes, withinBudget: gzipBytes <= budgetBytes });
    await page.close();
  }
  await browser.close();
  console.log('\nInitial JavaScript per route (gzip -9), budget 150 KB:');
  for (const r of results) {
    console.log(
      `  ${r.route.padEnd(22)} ${(r.gzipBytes / 1024).toFixed(1).padStart(6)} KB in ${r.files} files ${r.withinBudget ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/bundle.json',
    JSON.stringify({ measuredAt: new Date().toISOString(), budgetBytes, results }, null, 2),
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
