import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf, createTestApp, login, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

describe('login, session and CSRF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { LOGIN_ATTEMPTS_PER_MINUTE: 3 } });
  });
  afterAll(() => t.close());

  it('answers a visitor without a session with 200 and no user, not an error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    // A session cookie the server no longer knows is the same question.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { sid: 'not-a-session' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ data: null });
  });

  it('rejects an unsafe request without the XSRF header with 419', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'anna@example.org', password: demoPassword },
    });
    expect(res.statusCode).toBe(419);
  });

  it('checks CSRF for an absolute-form request target as well', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ email: 'anna@example.org', password: demoPassword });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end(
          `POST http://127.0.0.1:${port}/api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
            `Connection: close\r\n\r\n${body}`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 419 /);
  });

  it('rejects a header that does not match the cookie', async () => {
    const pre = await csrf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: pre.cookies,
      headers: { 'x-xsrf-token': `${pre.headers['x-xsrf-token']}x` },
      payload: { email: 'anna@example.org', password: demoPassword },
    });
    expect(res.statusCode).toBe(419);
  });

  it('logs in by e-mail, sets an httpOnly session cookie and returns the user', async () => {
    const { res, cookies } = await login(t.app, 'Anna@Example.org', demoPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      username: 'anna',
      fullname: 'Anna Schulz',
      isVerified: true,
    });
    expect(res.json().data).not.toHaveProperty('password_hash');
    const session = res.cookies.find((c) => c.name === 'sid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(me.json().data.email).toBe('anna@example.org');
  });

  it('logs in by username and shows the club', async () => {
    const { res } = await login(t.app, 'ben_tsv', demoPassword);
    expect(res.json().data.club).toMatchObject({ title: 'TSV Alstertal', approved: true });
  });

  it('makes the pre-login CSRF token stale after the session rotates', async () => {
    const pre = await csrf(t.app);
    const { cookies } = await login(t.app, 'anna@example.org', demoPassword);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { ...cookies, 'XSRF-TOKEN': pre.cookies['XSRF-TOKEN'] },
      headers: pre.headers,
    });
    expect(res.statusCode).toBe(419);
  });

  it('logs out and forgets the session', async () => {
    const { cookies, headers } = await login(t.app, 'anna@example.org', demoPassword);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies, headers });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(me.json()).toEqual({ data: null });
  });

  it('answers a wrong password with a field error, not a hint whether the account exists', async () => {
    const wrong = await login(t.app, 'clara@example.org', 'not-the-password');
    const unknown = await login(t.app, 'nobody@example.org', 'not-the-password');
    expect(wrong.res.statusCode).toBe(422);
    expect(wrong.res.json()).toEqual(unknown.res.json());
    expect(wrong.res.json().errors.email).toEqual(['auth.failed']);
  });

  it('names the missing fields with 422', async () => {
    const pre = await csrf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...pre,
      payload: { email: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('throttles one account across addresses too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const pre = await csrf(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.0.0.${i + 1}`,
        cookies: pre.cookies,
        headers: pre.headers,
        payload: { email: 'spread@example.org', password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 12).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it('names a field of the wrong type', async () => {
    const pre = await csrf(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...pre,
      payload: { email: 42, password: ['x'] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('refuses a NUL byte or a lone surrogate with 422 naming the field, never 500', async () => {
    const pre = await csrf(t.app);
    for (const payload of [
      { email: 'anna\u0000@example.org', password: 'x' },
      { email: 'anna@example.org', password: 'pass\ud800word' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        ...pre,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const field = payload.password === 'x' ? 'email' : 'password';
      expect(res.json().errors[field]).toEqual(['validation.invalid']);
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/articles?tags=lauf%00' });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toHaveProperty('tags');
  });

  it('refuses JSON nested thousands of levels deep with 422, never 500', async () => {
    const pre = await csrf(t.app);
    for (const [payload, field] of [
      [`${'['.repeat(50_000)}${']'.repeat(50_000)}`, '0.'.repeat(31) + '0'],
      [`{"email":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_001)}`, 'email' + '.a'.repeat(31)],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        ...pre,
        headers: { ...pre.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: ['validation.invalid'] });
    }
  });

  it('throttles repeated login attempts for one account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(t.app, 'throttle@example.org', 'wrong-password')).res.statusCode);
    expect(statuses.slice(0, 3)).toEqual([422, 422, 422]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
