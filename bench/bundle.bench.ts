/**
 * Initial JavaScript per route, as a browser downloads it: opens each route of the built app
 * in Debian's Chromium, collects every JavaScript response until the network is idle, and
 * reports the gzip-compressed bytes (level 9) against the 150 KB budget of ARCHITECTURE.md.
 * Exits with 1, naming each route over budget, when one is; `--files` lists each route's files.
 *
 *   npx vite build && node --import tsx bench/bundle.bench.ts [--files]
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
const listFiles = process.argv.includes('--files');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const routes = [
  '/',
  '/news',
  '/events',
  '/meta/faq',
  '/active-city-summer',
  '/design-system',
  '/login',
  '/register',
  '/playground/statistics',
  '/develop',
  '/peptalk',
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
  const results: {
    route: string;
    files: number;
    gzipBytes: number;
    withinBudget: boolean;
    perFile: { file: string; gzipBytes: number }[];
  }[] = [];
  for (const route of routes) {
    const page = await browser.newPage();
    const bodies: Promise<{ file: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      bodies.push(
        response.body().then((body) => ({ file, gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    const perFile = (await Promise.all(bodies)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = perFile.reduce((sum, f) => sum + f.gzipBytes, 0);
    results.push({
      route,
      files: perFile.length,
      gzipBytes,
      withinBudget: gzipBytes <= budgetBytes,
      perFile,
    });
    await page.close();
  }
  await browser.close();
  console.log('\nInitial JavaScript per route (gzip -9), budget 150 KB:');
  for (const r of results) {
    console.log(
      `  ${r.route.padEnd(22)} ${kb(r.gzipBytes).padStart(9)} in ${r.files} files ${r.withinBudget ? 'ok' : 'OVER BUDGET'}`,
    );
    if (listFiles) {
      for (const f of r.perFile) console.log(`      ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
    }
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/bundle.json',
    JSON.stringify({ measuredAt: new Date().toISOString(), budgetBytes, results }, null, 2),
  );
  const over = results.filter((r) => !r.withinBudget);
  for (const r of over) {
    console.error(
      `OVER BUDGET: ${r.route} loads ${kb(r.gzipBytes)} of JavaScript (gzip), ${kb(r.gzipBytes - budgetBytes)} more than the ${kb(budgetBytes)} budget`,
    );
  }
  if (over.length > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
