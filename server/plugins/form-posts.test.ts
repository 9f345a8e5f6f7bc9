import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts.ts';
import { outboxMails } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

// A browser without JavaScript sends the login, sign-up and contact forms as plain HTML
// forms to their pages; the answer must carry the outcome, not just come back unchanged.
describe('plain form posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { MAIL_REQUESTS_PER_MINUTE: 20 } });
  });
  afterAll(() => t.close());

  const send = (url: string, fields: Record<string, string>, headers: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'localhost:80',
        origin: 'http://localhost:80',
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('signs in with the right password: a session and on to the page asked for', async () => {
    const res = await send('/login?redirect=%2Fangebot', {
      email: 'anna@example.org',
      password: demoPassword,
      remember: 'on',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/angebot');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
    });
    expect(session.json().data.email).toBe('anna@example.org');
  });

  it('comes back to the login with the message of a wrong password, keeping the target', async () => {
    const res = await send('/en/login?redirect=%2Fen%2Fnews', {
      email: 'anna@example.org',
      password: 'not-her-password',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en/login?redirect=%2Fen%2Fnews&form=email%3Aauth.failed');
    expect(res.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/sid/));
  });

  it('refuses a form another site sends in the visitor’s name', async () => {
    const res = await send(
      '/login',
      { email: 'anna@example.org', password: demoPassword },
      { origin: 'https://elsewhere.example' },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?form=%3Aform.failed');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('says which sign-up field is wrong', async () => {
    const res = await send('/register', {
      name: 'Ole',
      surname: 'Hansen',
      email: 'kein-at',
      username: 'ole_h',
      password: 'lang-genug-und-sicher-42',
    });
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string, 'http://x').searchParams.get('form')).toMatch(
      /^email:validation\./,
    );
  });

  it('sends a contact message with the page’s token and says so', async () => {
    const token = t.app.signCookie(String(Date.now() - 10_000));
    const fields = {
      name: 'Lena Brandt',
      email: 'lena@example.org',
      subject: 'Lauftreff',
      message: 'Wann trifft er sich?',
      consent: 'on',
      homepage: '',
      token,
    };
    const before = (await t.database.db.select().from(outboxMails)).length;
    const res = await send('/meta/kontakt', fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/meta/kontakt?form=sent');
    expect((await t.database.db.select().from(outboxMails)).length).toBe(before + 1);

    const missing = await send('/en/meta/kontakt', { ...fields, consent: '' });
    expect(missing.headers.location).toBe(
      '/en/meta/kontakt?form=consent%3Avalidation.contact.consent',
    );
  });
});
