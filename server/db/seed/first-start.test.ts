import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import * as t from '../schema/index.ts';
import { demoPassword, demoUsers } from './accounts.ts';
import { administratorHint, seedAtStart } from './first-start.ts';

const sessionSecret = 'production-secret-production-secret-0000';
/** What `NODE_ENV=production SESSION_SECRET=… npm start` reads, plus the given variables. */
const production = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: sessionSecret, ...env });
const small = { offers: 10, summer: 4, articles: 2, events: 2 };
const staffLogins = demoUsers.filter((u) => u.roles.length > 0).map((u) => u.email);

describe('the first start on an empty database', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('in production seeds no account, and the README password opens nothing', async () => {
    app = await createTestApp({ seed: false });
    const db = app.database.db;
    expect(await seedAtStart(db, production())).toBe('essentials');
    expect(await db.$count(t.users)).toBe(0);
    for (const email of staffLogins) {
      const { res } = await login(app.app, email, demoPassword);
      expect(res.statusCode).toBe(422);
    }
    // The portal still renders: its settings and the official districts are there.
    const content = await app.app.inject({ url: '/api/content' });
    expect(content.statusCode).toBe(200);
    expect(content.json().data.districts.length).toBeGreaterThan(0);
    expect(await administratorHint(db, production())).toMatch(/npm run admin:create/);
    // A later start leaves the database alone.
    expect(await seedAtStart(db, production({ SEED_DEMO: 'true' }))).toBe('none');
  });

  it('in production seeds the demo only when asked, with passwords nobody knows', async () => {
    app = await createTestApp({ seed: false });
    const db = app.database.db;
    expect(await seedAtStart(db, production({ SEED_DEMO: 'true' }), small)).toBe('demo');
    expect(await db.$count(t.users)).toBe(demoUsers.length);
    const { res, cookies } = await login(app.app, 'admin@example.org', demoPassword);
    expect(res.statusCode).toBe(422);
    const me = await app.app.inject({ url: '/api/backend/me', cookies });
    expect(me.statusCode).toBe(401);
    const hashes = await db.select({ hash: t.users.passwordHash }).from(t.users);
    expect(new Set(hashes.map((h) => h.hash)).size).toBe(demoUsers.length);
  });

  it('outside production seeds the demo city with the README password', async () => {
    app = await createTestApp({ seed: false });
    const db = app.database.db;
    expect(await seedAtStart(db, loadConfig({ NODE_ENV: 'development' }), small)).toBe('demo');
    const { res } = await login(app.app, 'admin@example.org', demoPassword);
    expect(res.statusCode).toBe(200);
    expect(await administratorHint(db, loadConfig({ NODE_ENV: 'development' }))).toBeUndefined();
  });
});
