import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { newsletterSubscriptions, outboxMails, users } from '../../db/schema/index.ts';
import { testConfig } from '../../config.ts';
import { createVerificationSigner } from './tokens.ts';
import { demoPassword } from '../../db/seed/accounts.ts';
import { cookiesOf, createTestApp, csrf, login, type TestApp } from '../../test/app.ts';
import { setSpotterCampaignEnd } from '../../test/spotter-campaign.ts';

const valid = {
  name: 'Lena',
  surname: 'Kraus',
  email: 'lena.kraus@example.org',
  username: 'lena_k',
  password: 'Alster-Runde-2026',
  password_confirmation: 'Alster-Runde-2026',
  newsletter: false,
  terms: true,
  lang: 'de',
};

describe('registration and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { PUBLIC_URL: 'https://portal.example', MAIL_REQUESTS_PER_MINUTE: 50 },
    });
    // The demo campaign is over; these tests join a running one.
    await setSpotterCampaignEnd(t.database.db, null);
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object, cookies: Record<string, string> = {}) => {
    const pre = await csrf(t.app, cookies);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: pre.cookies,
      headers: pre.headers,
    });
  };
  const lastMail = async () =>
    (await t.database.db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(1))[0]!;

  it('starts the newsletter double opt-in when the box was ticked', async () => {
    const res = await post('/api/auth/register', {
      ...valid,
      email: 'nele.brandt@example.org',
      username: 'nele_b',
      newsletter: true,
    });
    expect(res.statusCode).toBe(200);
    const [subscription] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'nele.brandt@example.org'));
    // Pending: confirmed only through the link of its own mail.
    expect(subscription?.confirmedAt).toBeNull();
    expect(subscription?.confirmTokenHash).toBeTruthy();
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, 'nele.brandt@example.org'));
    expect(mails).toHaveLength(2);
  });

  it('names every problem of a bad registration', async () => {
    const res = await post('/api/auth/register', {
      ...valid,
      email: 'nope',
      password: 'short',
      password_confirmation: 'other',
      terms: false,
      username: 'a',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'email',
      'password',
      'password_confirmation',
      'terms',
      'username',
    ]);
  });

  it('refuses the most common passwords and a taken e-mail or username', async () => {
    const common = await post('/api/auth/register', {
      ...valid,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.json().errors.password).toEqual(['validation.password.common']);
    const guessable = await post('/api/auth/register', {
      ...valid,
      password: 'Hamburg2026',
      password_confirmation: 'Hamburg2026',
    });
    expect(guessable.statusCode).toBe(422);
    expect(guessable.json().errors.password).toEqual(['validation.password.guessable']);
    const taken = await post('/api/auth/register', {
      ...valid,
      email: 'ANNA@example.org',
      username: 'anna',
    });
    expect(taken.json().errors).toEqual({
      email: ['validation.email.taken'],
      username: ['validation.username.taken'],
    });
  });

  it('registers, signs in as unverified, and mails a signed link that verifies', async () => {
    const res = await post('/api/auth/register', { ...valid, special_terms_accepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'lena_k', isVerified: false, gender: 'u' });
    expect(res.json().data.special_terms_accepted_at).not.toBeNull();
    const cookies = cookiesOf(res);
    const mail = await lastMail();
    expect(mail).toMatchObject({
      to: 'lena.kraus@example.org',
      subject: 'Bitte bestätige deine E-Mail-Adresse',
    });
    const link = new URL(
      mail.text.match(/https:\/\/portal\.example\/api\/auth\/email\/verify\/\S+/)![0],
    );

    const tampered = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${'x'.repeat(43)}`,
    });
    expect(tampered.headers.location).toBe('/verify?error=invalid');

    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(303);
    expect(follow.headers.location).toBe('/verified');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(me.json().data.isVerified).toBe(true);
  });

  it('refuses an expired verification link', async () => {
    const [clara] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'clara@example.org'));
    const signer = createVerificationSigner(testConfig().SESSION_SECRET!);
    const old = signer.sign(clara!.id, clara!.email, Date.now() - 25 * 3600000);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/email/verify/${old.id}?expires=${old.expires}&signature=${old.signature}`,
    });
    expect(res.headers.location).toBe('/verify?error=expired');
    const fresh = signer.sign(clara!.id, 'other@example.org');
    const wrongAddress = await t.app.inject({
      method: 'GET',
      url: `/api/auth/email/verify/${fresh.id}?expires=${fresh.expires}&signature=${fresh.signature}`,
    });
    expect(wrongAddress.headers.location).toBe('/verify?error=invalid');
  });

  it('sends a link cut short in the mail program to the verify screen, never a JSON error', async () => {
    const [clara] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'clara@example.org'));
    const whole = createVerificationSigner(testConfig().SESSION_SECRET!).sign(
      clara!.id,
      clara!.email,
    );
    const full = `/api/auth/email/verify/${whole.id}?expires=${whole.expires}&signature=${whole.signature}`;
    const cut = [
      full.slice(0, full.indexOf('&signature=') + 15), // the signature cut short
      full.slice(0, full.indexOf('&signature=')), // no signature at all
      full.slice(0, full.indexOf('?') + 5), // the query cut inside `expires`
      full.slice(0, full.indexOf('?')), // no query
      `/api/auth/email/verify/${String(whole.id).slice(0, 1)}x`, // the id cut and garbled
      `${full}&signature=twice-${whole.signature}`, // pasted twice
    ];
    for (const url of cut) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe('/verify?error=invalid');
      expect(res.body, url).toBe('');
    }
    // A link too broken to name its user follows the browser's language.
    const nobody = await t.app.inject({
      method: 'GET',
      url: '/api/auth/email/verify/x',
      headers: { 'accept-language': 'en' },
    });
    expect(nobody.headers.location).toBe('/en/verify?error=invalid');
  });

  it('resends the verification mail to a signed-in unverified user only', async () => {
    const anon = await post('/api/auth/email/verification-notification', {});
    expect(anon.statusCode).toBe(401);
    const clara = await login(t.app, 'clara@example.org', demoPassword);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verification-notification',
      cookies: clara.cookies,
      headers: clara.headers,
      payload: {},
    });
    expect(res.json().data.status).toBe('verification-link-sent');
    expect((await lastMail()).to).toBe('clara@example.org');
  });

  it('keeps unverified users out of verified-only calls', async () => {
    const clara = await login(t.app, 'clara@example.org', demoPassword);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/special-terms',
      cookies: clara.cookies,
      headers: clara.headers,
      payload: { accept: true },
    });
    expect(res.statusCode).toBe(403);
  });
});
