import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf, cookiesOf, createTestApp, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

describe('login throttling per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One attempt per login and address a minute; four per account a minute.
    t = await createTestApp({ config: { LOGIN_ATTEMPTS_PER_MINUTE: 1 } });
  });
  afterAll(() => t.close());

  async function attempt(login: string, password: string, from: string, device = {}) {
    const pre = await csrf(t.app, device);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from,
      cookies: pre.cookies,
      headers: pre.headers,
      payload: { email: login, password },
    });
  }

  it('counts e-mail and username as one account, lets its own browser in, keeps others out', async () => {
    // Ben signs in once in his own browser: it gets the device cookie.
    const own = await attempt('ben@example.org', demoPassword, '10.0.0.1');
    expect(own.statusCode).toBe(200);
    const device = { portal_device: cookiesOf(own)['portal_device'] as string };
    expect(device.portal_device).toBeTruthy();

    // Strangers guess from new addresses, by e-mail and by username alike.
    const guesses = [];
    for (const [i, login] of ['ben@example.org', 'ben_tsv', 'BEN@example.org'].entries())
      guesses.push((await attempt(login, 'wrong-password', `10.0.1.${i}`)).statusCode);
    expect(guesses).toEqual([422, 422, 422]);
    const blocked = await attempt('ben_tsv', demoPassword, '10.0.1.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Ben's own browser is not held back by what the strangers did.
    expect((await attempt('ben@example.org', demoPassword, '10.0.0.2', device)).statusCode).toBe(
      200,
    );
  });

  it('does not let a device cookie of one account open another', async () => {
    const own = await attempt('anna@example.org', demoPassword, '10.0.2.1');
    const device = { portal_device: cookiesOf(own)['portal_device'] as string };
    for (const i of [1, 2, 3]) await attempt('ben_tsv', 'wrong-password', `10.0.3.${i}`);
    expect((await attempt('ben_tsv', demoPassword, '10.0.2.1', device)).statusCode).toBe(429);
  });
});
