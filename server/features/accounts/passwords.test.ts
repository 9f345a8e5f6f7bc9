import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { outboxMails, passwordResets, users } from '../../db/schema/index.ts';
import { hashToken } from '../../secret-token.ts';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, csrf, login, type TestApp } from '../../test/app.ts';

describe('forgot, reset and change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { PUBLIC_URL: 'https://portal.example', MAIL_REQUESTS_PER_MINUTE: 50 },
    });
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object) => {
    const pre = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: pre.cookies,
      headers: { ...pre.headers, 'accept-language': 'en' },
    });
  };
  const mails = () => t.database.db.select().from(outboxMails).orderBy(desc(outboxMails.id));

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const before = (await mails()).length;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.org' });
    const known = await post('/api/auth/forgot-password', { email: 'anna@example.org' });
    expect(unknown.json()).toEqual(known.json());
    // The mail goes out after the answer (same time for known and unknown addresses).
    await expect.poll(async () => (await mails()).length).toBe(before + 1);
    const after = await mails();
    expect(after[0]).toMatchObject({ to: 'anna@example.org', subject: 'Reset your password' });
    const [{ n }] = (await t.database.db.select({ n: count() }).from(passwordResets)) as [
      { n: number },
    ];
    expect(n).toBe(1);
    const [row] = await t.database.db.select().from(passwordResets);
    expect(after[0]!.text).not.toContain(row!.tokenHash);
  });

  it('resets once with the mailed token, ends all sessions, and refuses the token again', async () => {
    const other = await login(t.app, 'anna@example.org', demoPassword);
    const url = new URL(
      (await mails())[0]!.text.match(/https:\/\/portal\.example\/en\/password\/reset\?\S+/)![0],
    );
    const token = url.searchParams.get('token')!;
    const payload = {
      email: 'anna@example.org',
      token,
      password: 'Neues-Passwort-77',
      password_confirmation: 'Neues-Passwort-77',
    };
    expect((await post('/api/auth/reset-password', payload)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: other.cookies })).json(),
    ).toEqual({ data: null });
    const again = await post('/api/auth/reset-password', payload);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['passwords.token']);
    expect((await login(t.app, 'anna@example.org', 'Neues-Passwort-77')).res.statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const [ben] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ben@example.org'));
    await t.database.db.insert(passwordResets).values({
      userId: ben!.id,
      tokenHash: hashToken('expired-token-expired-token'),
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await post('/api/auth/reset-password', {
      email: 'ben@example.org',
      token: 'expired-token-expired-token',
      password: 'Neues-Passwort-77',
      password_confirmation: 'Neues-Passwort-77',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['passwords.token']);
  });

  it('refuses a token for another address', async () => {
    await post('/api/auth/forgot-password', { email: 'ben@example.org' });
    await expect.poll(async () => (await mails())[0]?.to).toBe('ben@example.org');
    const token = new URL(
      (await mails())[0]!.text.match(/https:\/\/\S+\/password\/reset\?\S+/)![0],
    ).searchParams.get('token')!;
    const res = await post('/api/auth/reset-password', {
      email: 'redaktion@example.org',
      token,
      password: 'Neues-Passwort-77',
      password_confirmation: 'Neues-Passwort-77',
    });
    expect(res.statusCode).toBe(422);
  });

  it('changes the password with the old one and keeps this session only', async () => {
    const elsewhere = await login(t.app, 'redaktion@example.org', demoPassword);
    const here = await login(t.app, 'redaktion@example.org', demoPassword);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user/password',
      cookies: here.cookies,
      headers: here.headers,
      payload: {
        old: 'falsch-falsch',
        password: 'Elbstrand-Lauf-9',
        password_confirmation: 'Elbstrand-Lauf-9',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ old: ['validation.password.current'] });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user/password',
      cookies: here.cookies,
      headers: here.headers,
      payload: {
        old: demoPassword,
        password: 'Elbstrand-Lauf-9',
        password_confirmation: 'Elbstrand-Lauf-9',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: here.cookies })).json().data,
    ).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies: elsewhere.cookies })).json(),
    ).toEqual({ data: null });
  });

  it('asks for a session to change a password', async () => {
    const res = await post('/api/auth/user/password', {
      old: 'x',
      password: 'Elbstrand-Lauf-9',
      password_confirmation: 'Elbstrand-Lauf-9',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgot password when the mail server is away', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every mail fails, after the lookup found the account.
    t = await createTestApp({
      config: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_REQUESTS_PER_MINUTE: 50 },
    });
  });
  afterAll(() => t.close());

  it('answers a known address exactly like an unknown one: the answer waits for neither the lookup nor the mail', async () => {
    const ask = async (email: string) => {
      const pre = await csrf(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        cookies: pre.cookies,
        headers: pre.headers,
      });
      return { status: res.statusCode, body: res.body };
    };
    const unknown = await ask('nobody@example.org');
    const known = await ask('anna@example.org');
    expect(unknown).toEqual({ status: 200, body: '{"data":{"status":"passwords.sent"}}' });
    expect(known).toEqual(unknown);
    // The failed mail is the server's business: the token was made all the same.
    await expect
      .poll(async () => (await t.database.db.select().from(passwordResets)).length)
      .toBe(1);
  });
});
