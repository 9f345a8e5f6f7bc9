import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { demoPassword } from '../server/db/seed/accounts.ts';
import { seedAtStart } from '../server/db/seed/first-start.ts';
import { createTestApp, csrf, login, type TestApp } from '../server/test/app.ts';
import { createAdministrator, parseAdminArgs, UsageError } from './admin-create.ts';

const newPassword = 'Sportamt-Verwaltung-48';
const publicUrl = 'https://portal.example';

/** Follows the printed link as the browser's reset page does. */
async function setPassword(t: TestApp, url: string, password = newPassword) {
  const link = new URL(url);
  const pre = await csrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    cookies: pre.cookies,
    headers: pre.headers,
    payload: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password,
      password_confirmation: password,
    },
  });
}

async function backendMe(t: TestApp, email: string, password: string) {
  const { res, cookies } = await login(t.app, email, password);
  const me = await t.app.inject({ url: '/api/backend/me', cookies });
  return { login: res.statusCode, me };
}

describe('admin:create on a real install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const production = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) });
    await seedAtStart(t.database.db, production);
  });
  afterAll(() => t.close());

  it('creates an admin whose one-time link sets the password that then signs in', async () => {
    const input = parseAdminArgs(['--email', ' Leitung@City.example ', '--name', 'Jonas Wolff']);
    expect(input).toEqual({ email: 'leitung@city.example', name: 'Jonas', surname: 'Wolff' });
    const result = await createAdministrator(t.database.db, input, { publicUrl });
    expect(result).toMatchObject({ created: true, username: 'leitung' });
    expect(result.link!.url).toMatch(
      /^https:\/\/portal\.example\/password\/reset\?email=leitung%40city\.example&token=[\w-]{43}$/,
    );
    // Nothing signs in before the link is used.
    expect((await login(t.app, 'leitung@city.example', demoPassword)).res.statusCode).toBe(422);

    expect((await setPassword(t, result.link!.url)).statusCode).toBe(200);
    const { login: signedIn, me } = await backendMe(t, 'leitung@city.example', newPassword);
    expect(signedIn).toBe(200);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.permissions).toContain('roles');

    // The link works once.
    const again = await setPassword(t, result.link!.url, 'Noch-ein-Passwort-49');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['passwords.token']);
    expect(
      (await login(t.app, 'leitung@city.example', 'Noch-ein-Passwort-49')).res.statusCode,
    ).toBe(422);
  });

  it('promotes the account that has the address, confirming and unblocking it', async () => {
    const db = t.database.db;
    await db.insert(users).values({
      name: 'Mira',
      surname: 'Kaya',
      username: 'mira',
      email: 'mira@city.example',
      roles: ['moderator'],
      blockedAt: new Date(),
    });
    const result = await createAdministrator(db, parseAdminArgs(['--email', 'MIRA@city.example']), {
      publicUrl,
    });
    expect(result).toMatchObject({
      created: false,
      username: 'mira',
      changes: ['admin role added', 'address marked as confirmed', 'block lifted'],
    });
    const [row] = await db.select().from(users).where(eq(users.email, 'mira@city.example'));
    expect(row).toMatchObject({ roles: ['moderator', 'admin'], blockedAt: null, name: 'Mira' });
    expect((await setPassword(t, result.link!.url)).statusCode).toBe(200);
    expect((await backendMe(t, 'mira@city.example', newPassword)).me.statusCode).toBe(200);
    // Asking again changes nothing and gives a new link; the old one no longer works.
    const second = await createAdministrator(db, parseAdminArgs(['--email', 'mira@city.example']), {
      publicUrl,
    });
    expect(second.changes).toEqual([]);
    expect(second.link!.url).not.toBe(result.link!.url);
  });

  it('refuses a bad address, a missing one and a password on the command line', () => {
    const refused = (args: string[]) => {
      try {
        parseAdminArgs(args);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${args.join(' ')}`);
    };
    expect(refused(['--email', 'not-an-address'])).toBe(
      '--email "not-an-address": Please enter a valid e-mail address.',
    );
    expect(refused([])).toMatch(/--email: the address is required/);
    expect(refused(['--email', 'a@city.example', '--password', 'x'])).toMatch(/never given/);
    expect(refused(['--email', 'a@city.example', '--role', 'editor'])).toMatch(/--role/);
    expect(refused(['--email', 'a@city.example', '--name', 'x'.repeat(101)])).toMatch(
      /--name .*too long/,
    );
  });
});

describe('the admin:create command', () => {
  const root = path.resolve(import.meta.dirname, '..');
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), 'admin-create-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data'), ...env };
    delete base.DATABASE_URL;
    return promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-create.ts', ...args],
      { cwd: root, env: base },
    );
  };

  it('ends with 64 and names the problem for bad input', async () => {
    await expect(run(['--email', 'nobody'])).rejects.toMatchObject({
      code: 64,
      stderr: expect.stringContaining('--email "nobody": Please enter a valid e-mail address.'),
    });
    await expect(run(['--email', 'a@city.example'], { PORT: 'eighty' })).rejects.toMatchObject({
      code: 78,
      stderr: expect.stringContaining('PORT'),
    });
  });

  it('writes the administrator into the database in DATA_DIR and prints the link', async () => {
    const { stdout } = await run(['--email', 'it@city.example'], {
      PUBLIC_URL: 'https://sport.city.example',
    });
    expect(stdout).toContain('Created the administrator it@city.example (username admin_it)');
    expect(stdout).toMatch(
      /^https:\/\/sport\.city\.example\/password\/reset\?email=it%40city\.example&token=\S+$/m,
    );
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data', 'db') });
    try {
      const [row] = await database.db.select().from(users);
      expect(row).toMatchObject({ email: 'it@city.example', roles: ['admin'] });
      expect(row!.emailVerifiedAt).not.toBeNull();
    } finally {
      await database.close();
    }
  }, 120_000);
});
