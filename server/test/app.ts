import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { testConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedDemo, type SeedOptions } from '../db/seed/index.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { withDatabase } from './global-setup.ts';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/** A fresh database cloned from the migrated template: PGlite by default, PostgreSQL on request. */
export async function createTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([readFileSync(template.file)]),
    });
    return { database, drop: () => database.close() };
  }
  const name = `portal_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(template.url, name) });
  return {
    database,
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

type Options = {
  config?: Partial<Config>;
  seed?: Partial<SeedOptions> | false;
  /** Another test app's database: two app servers over one database (scale-out tests). */
  shareDatabaseOf?: TestApp;
  /** A payment provider instead of the one the configuration chooses (Stripe against a fake). */
  payments?: AppDeps['payments'];
  /** Receives the app's log lines (set LOG_LEVEL in config to see them). */
  logStream?: { write(line: string): void };
};

/** Builds the whole app over a fresh database, seeded with a small demo city unless told not to. */
export async function createTestApp(options: Options = {}): Promise<TestApp> {
  const { database, drop } = options.shareDatabaseOf
    ? { database: options.shareDatabaseOf.database, drop: async () => undefined }
    : await createTestDatabase();
  if (options.seed !== false && !options.shareDatabaseOf) {
    await seedDemo(database.db, {
      offers: 20,
      summer: 28,
      articles: 8,
      events: 8,
      ...options.seed,
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-app-'));
  const config = testConfig({
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    ...options.config,
  });
  const app = await buildApp(config, {
    database,
    ownsDatabase: false,
    sessionSecret: config.SESSION_SECRET!,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookies from a response's Set-Cookie headers, as a name → value map. */
export function cookiesOf(response: {
  cookies: { name: string; value: string }[];
}): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

/** Fetches the CSRF cookie like the browser does before a form post. */
export async function csrf(app: FastifyInstance, cookies: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/csrf-cookie', cookies });
  const token = cookiesOf(res)['XSRF-TOKEN'] as string;
  return { cookies: { ...cookies, 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': token } };
}

/** Logs a demo user in and returns the cookies of the new session (with a fresh CSRF token). */
export async function login(app: FastifyInstance, email: string, password: string) {
  const pre = await csrf(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    cookies: pre.cookies,
    headers: pre.headers,
    payload: { email, password, remember: true },
  });
  const cookies = { ...pre.cookies, ...cookiesOf(res) };
  return { res, cookies, headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] as string } };
}
