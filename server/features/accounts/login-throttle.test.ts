import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf, cookiesOf, createTestApp, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

describe('login throttling per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One attempt per login and address a minute; four failures per account and three per
    // address a minute.
    t = await createTestApp({
      config: { LOGIN_ATTEMPTS_PER_MINUTE: 1, LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: 3 },
    });
  });
  afterAll(() => t.close());

  async function attempt(
    login: string,
    password: string,
    from: string,
    device: Record<string, string> = {},
  ) {
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
    for (const [i, login] of ['ben@example.org', 'ben_tsv', 'BEN@example.org', 'ben_tsv'].entries())
      guesses.push((await attempt(login, 'wrong-password', `10.0.1.${i}`)).statusCode);
    expect(guesses).toEqual([422, 422, 422, 422]);
    const blocked = await attempt('ben_tsv', demoPassword, '10.0.1.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Ben's own browser is not held back by what the strangers did.
    expect((await attempt('ben@example.org', demoPassword, '10.0.0.2', device)).statusCode).toBe(
      200,
    );
  });

  it('does not let a device cookie of one account open another', async () => {
    const own = await attempt('anna@example.org', demoPassword, '10.0.2.1');
    const device = { portal_device: cookiesOf(own)['portal_device'] as string };
    // Ben's account is still waiting from the test above.
    expect((await attempt('ben_tsv', demoPassword, '10.0.2.1', device)).statusCode).toBe(429);
  });

  it('counts failures, not sign-ins: the owner signing in from new browsers is never held back', async () => {
    const statuses = [];
    for (const i of [1, 2, 3, 4, 5, 6])
      statuses.push(
        (await attempt('redaktion@example.org', demoPassword, `10.0.3.${i}`)).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('holds back one address that tries many accounts, but not the accounts’ own browsers', async () => {
    const own = await attempt('anna@example.org', demoPassword, '10.0.4.1');
    const device = { portal_device: cookiesOf(own)['portal_device'] as string };
    const spray = [];
    for (const login of ['nobody-1@example.org', 'nobody-2@example.org', 'nobody-3@example.org'])
      spray.push((await attempt(login, 'Sommer2026!', '10.0.4.66')).statusCode);
    expect(spray).toEqual([422, 422, 422]);
    const next = await attempt('nobody-4@example.org', 'Sommer2026!', '10.0.4.66');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else at that address without a device cookie waits too; Anna's browser does not,
    // and other addresses are not affected.
    expect((await attempt('clara@example.org', demoPassword, '10.0.4.66')).statusCode).toBe(429);
    expect((await attempt('anna@example.org', demoPassword, '10.0.4.66', device)).statusCode).toBe(
      200,
    );
    expect((await attempt('nobody-5@example.org', 'x-wrong-1', '10.0.4.67')).statusCode).toBe(422);
  });

  it('takes the standing away from a device that fails too often itself', async () => {
    const own = await attempt('sportamt', demoPassword, '10.0.5.1');
    const device = { portal_device: cookiesOf(own)['portal_device'] as string };
    const statuses = [];
    for (const i of [1, 2, 3, 4, 5])
      statuses.push(
        (await attempt('redaktion@example.org', 'wrong-password', `10.0.5.${10 + i}`, device))
          .statusCode,
      );
    // Four failures are the device's (and the account's) allowance a minute; then it waits.
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
  });
});
