import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csrf, createTestApp, login, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

// Every per-route limit comes from the configuration (README), so a test server or a
// busy deployment can raise it; each one still stops the call after its configured count.
describe('configured per-route limits', () => {
  let t: TestApp;
  let anna: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        MAILS_PER_RECIPIENT_PER_HOUR: 2,
        MAIL_REQUESTS_PER_MINUTE: 50,
        PASSWORD_RESETS_PER_MINUTE: 2,
        ACCOUNT_CHANGES_PER_MINUTE: 2,
        UPLOADS_PER_MINUTE: 2,
      },
    });
    anna = await login(t.app, 'anna@example.org', demoPassword);
  });
  afterAll(() => t.close());

  async function statuses(times: number, call: () => Promise<{ statusCode: number }>) {
    const seen: number[] = [];
    for (let i = 0; i < times; i++) seen.push((await call()).statusCode);
    return seen;
  }

  it('limits password resets to PASSWORD_RESETS_PER_MINUTE', async () => {
    const pre = await csrf(t.app);
    const seen = await statuses(3, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        ...pre,
        payload: {
          email: 'anna@example.org',
          token: 'not-a-token',
          password: 'Alsterlauf-Sonne-26',
          password_confirmation: 'Alsterlauf-Sonne-26',
        },
      }),
    );
    expect(seen).toEqual([422, 422, 429]);
  });

  it('limits the mails one address receives to MAILS_PER_RECIPIENT_PER_HOUR, whoever asks', async () => {
    const pre = await csrf(t.app);
    const ask = (url: string, email: string) =>
      t.app.inject({ method: 'POST', url, ...pre, payload: { email } });
    const resets = await statuses(3, () => ask('/api/auth/forgot-password', 'ben@example.org'));
    expect(resets).toEqual([200, 200, 429]);
    expect((await ask('/api/auth/forgot-password', 'anna@example.org')).statusCode).toBe(200);
    // A confirmation is sent again only after a minute (newsletter's own rule): the clock moves
    // on between the sign-ups, within the hour the recipient limit counts.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const newsletter: number[] = [];
      for (let i = 0; i < 3; i++) {
        newsletter.push((await ask('/api/newsletter', 'inbox@example.org')).statusCode);
        vi.setSystemTime(Date.now() + 61_000);
      }
      expect(newsletter).toEqual([200, 200, 429]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits password changes to ACCOUNT_CHANGES_PER_MINUTE', async () => {
    const seen = await statuses(3, () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/user/password',
        cookies: anna.cookies,
        headers: anna.headers,
        payload: {
          old: 'wrong-old-password',
          password: 'Alsterlauf-Sonne-26',
          password_confirmation: 'Alsterlauf-Sonne-26',
        },
      }),
    );
    expect(seen).toEqual([422, 422, 429]);
  });

  it('limits account deletions to ACCOUNT_CHANGES_PER_MINUTE', async () => {
    const seen = await statuses(3, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/delete',
        cookies: anna.cookies,
        headers: anna.headers,
        payload: { id: 999999 },
      }),
    );
    expect(seen).toEqual([403, 403, 429]);
  });

  it('limits uploads to UPLOADS_PER_MINUTE', async () => {
    const seen = await statuses(3, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/upload',
        cookies: anna.cookies,
        headers: anna.headers,
        payload: {},
      }),
    );
    expect(seen).toEqual([422, 422, 429]);
  });
});
