/**
 * The portal as the benchmarks run it: a seeded scratch database and the real server
 * (`server/main.ts`, NODE_ENV=production) on a free port, limits raised so the load
 * generator is measured rather than fended off.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { removeOnExit, run, start, waitFor } from './processes.ts';

export const HOST = '127.0.0.1';

/** The caller's environment without the variables that would point a child elsewhere. */
export const baseEnv: NodeJS.ProcessEnv = { ...process.env };
delete baseEnv.DATABASE_URL;
delete baseEnv.REDIS_URL;
delete baseEnv.TEST_DATABASE_URL;

/** Seeds the database of `env` with a city of `offers` offers; returns the seconds it took. */
export async function seedCity(env: NodeJS.ProcessEnv, offers: number): Promise<number> {
  const started = performance.now();
  await run('npm', ['run', 'seed', '--', '--offers', String(offers)], env);
  return Math.round((performance.now() - started) / 100) / 10;
}

/** A temporary folder removed when the benchmark ends. */
export function scratchDir(prefix = 'acc-bench-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  removeOnExit(dir);
  return dir;
}

/** Starts the server over the database of `env` and returns its base URL once /healthz answers. */
export async function startPortal(name: string, env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  start(name, ['--import', 'tsx', 'server/main.ts'], {
    ...baseEnv,
    ...env,
    PORT: String(port),
    HOST,
    PUBLIC_URL: base,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // One client hammering one route is the point here, not something to fend off.
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await waitFor(`${base}/healthz`, 180_000);
  return base;
}
