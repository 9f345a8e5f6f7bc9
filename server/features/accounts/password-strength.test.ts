import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outboxMails, passwordResets, users } from '../../db/schema/index.ts';
import { hashToken } from '../../secret-token.ts';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, csrf, login, type TestApp } from '../../test/app.ts';

const strong = 'Fahrrad-Elbe-Wind-7';

describe('guessable passwords on register, change and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: { offers: 0, summer: 0, articles: 0, events: 0 },
      config: {
        PUBLIC_URL: 'https://portal.example',
        MAIL_REQUESTS_PER_MINUTE: 50,
        PASSWORD_RESETS_PER_MINUTE: 50,
      },
    });
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object) => {
    const pre = await csrf(t.app);
    return t.app.inject({ method: 'POST', url, payload, ...pre });
  };
  const register = (password: string, who = 'lena') =>
    post('/api/auth/register', {
      name: 'Lena',
      surname: 'Kraus',
      email: `${who}.kraus@example.org`,
      username: `${who}_k`,
      password,
      password_confirmation: password,
      terms: true,
    });
  const passwordError = (res: { statusCode: number; json(): unknown }, label = '') => {
    expect(res.statusCode, label).toBe(422);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['password']);
    return errors.password![0];
  };

  it('refuses a German breach favourite, a word with a year, and the own name on register', async () => {
    for (const weak of [
      'ichliebedich',
      'Ichliebedich!',
      'Sommer2026!',
      'LenaKraus2026',
      'lena.kraus@example.org',
      'Lena_k-2026',
    ]) {
      expect(passwordError(await register(weak), weak), weak).toMatch(
        /^validation\.password\.(guessable|common)$/,
      );
    }
    expect((await register(strong)).statusCode).toBe(200);
  });

  it('refuses them on a password change', async () => {
    const session = await login(t.app, 'ben@example.org', demoPassword);
    const change = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/user/password',
        cookies: session.cookies,
        headers: session.headers,
        payload: { old: demoPassword, password, password_confirmation: password },
      });
    for (const weak of ['Ichliebedich!', 'Sommer2026!', 'BenMeyer2026', 'ben_tsv-2026'])
      expect(passwordError(await change(weak), weak), weak).toBe('validation.password.guessable');
    expect((await change(strong)).statusCode).toBe(200);
  });

  it('answers a reset without a good token with the token error, whatever the password', async () => {
    const [anna] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'anna@example.org'));
    // Anna has a live link; the requests below do not carry its token.
    await t.database.db.insert(passwordResets).values({
      userId: anna!.id,
      tokenHash: hashToken('annas-live-token-annas-live-token'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const answers = new Set<string>();
    for (const email of ['anna@example.org', 'nobody@example.org'])
      for (const password of ['AnnaSchulz2026', 'Sommer2026!', 'ichliebedich', 'x', strong]) {
        const res = await post('/api/auth/reset-password', {
          email,
          token: 'not-the-token-not-the-token',
          password,
          password_confirmation: password,
        });
        expect(res.statusCode, `${email} ${password}`).toBe(422);
        answers.add(res.body);
      }
    expect([...answers].map((body) => JSON.parse(body))).toEqual([
      {
        message: 'This password reset link is invalid or has expired.',
        errors: { email: ['passwords.token'] },
      },
    ]);
  });

  it('judges the password once the token is good, and keeps the link for a better one', async () => {
    await post('/api/auth/forgot-password', { email: 'anna@example.org' });
    const mail = async () =>
      (await t.database.db.select().from(outboxMails).orderBy(desc(outboxMails.id)))[0];
    await expect.poll(async () => (await mail())?.to).toBe('anna@example.org');
    const token = new URL(
      (await mail())!.text.match(/https:\/\/portal\.example\/\S*password\/reset\?\S+/)![0],
    ).searchParams.get('token')!;
    const reset = (password: string) =>
      post('/api/auth/reset-password', {
        email: 'anna@example.org',
        token,
        password,
        password_confirmation: password,
      });
    expect(passwordError(await reset('AnnaSchulz2026'))).toBe('validation.password.guessable');
    expect(passwordError(await reset('Sommer2026!'))).toBe('validation.password.guessable');
    expect(passwordError(await reset('ichliebedich'))).toBe('validation.password.common');
    expect(passwordError(await reset('kurz'))).toBe('validation.password.min');
    expect((await reset(strong)).statusCode).toBe(200);
  });
});
