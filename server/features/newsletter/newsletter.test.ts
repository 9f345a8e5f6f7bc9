import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, isNotNull } from 'drizzle-orm';
import { newsletterSubscriptions, outboxMails } from '../../db/schema/index.ts';
import { createTestApp, csrf, type TestApp } from '../../test/app.ts';

describe('newsletter double opt-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: { MAIL_REQUESTS_PER_MINUTE: 4, PUBLIC_URL: 'https://portal.example' },
    });
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: object, locale = 'de') => {
    const pre = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: pre.cookies,
      headers: { ...pre.headers, 'accept-language': locale },
    });
  };
  const mails = () => t.database.db.select().from(outboxMails).orderBy(outboxMails.id);
  const confirmed = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(newsletterSubscriptions)
        .where(isNotNull(newsletterSubscriptions.confirmedAt))
    )[0]?.n;
  const tokenFrom = (text: string, path: string) =>
    new URL(
      text.match(new RegExp(`https://\\S+/newsletter/${path}\\?token=\\S+`))![0],
    ).searchParams.get('token')!;

  it('stores a pending address and mails a confirmation link with an unsubscribe link', async () => {
    const res = await post('/api/newsletter', { email: ' Lena@Example.org ' }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'pending' } });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      to: 'lena@example.org',
      subject: 'Please confirm your newsletter subscription',
    });
    expect(mail!.text).toContain('https://portal.example/en/newsletter/bestaetigen?token=');
    expect(mail!.headers['List-Unsubscribe']).toContain('/newsletter/abmelden?token=');
    expect(await confirmed()).toBe(0);
  });

  it('counts the address only after the link is followed, once', async () => {
    const [mail] = await mails();
    const token = tokenFrom(mail!.text, 'bestaetigen');
    expect((await post('/api/newsletter/confirm', { token })).json()).toEqual({
      data: { status: 'confirmed' },
    });
    expect(await confirmed()).toBe(1);
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(404);
  });

  it('answers a confirmed address like a new one, without another mail', async () => {
    const before = (await mails()).length;
    const res = await post('/api/newsletter', { email: 'lena@example.org' });
    expect(res.json()).toEqual({ data: { status: 'pending' } });
    expect((await mails()).length).toBe(before);
  });

  it('unsubscribes with the link from the mail and forgets the address', async () => {
    const [mail] = await mails();
    const res = await post('/api/newsletter/unsubscribe', {
      token: tokenFrom(mail!.text, 'abmelden'),
    });
    expect(res.json()).toEqual({ data: { status: 'unsubscribed' } });
    expect(await t.database.db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it('names the e-mail field when the address is invalid', async () => {
    const res = await post('/api/newsletter', { email: 'not-an-address' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
  });

  it('throttles the mail-sending form', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post('/api/newsletter', { email: `flood${i}@example.org` })).statusCode);
    expect(statuses).toContain(429);
  });

  it('lists the outbox at /dev/mailbox outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Please confirm your newsletter subscription');
    expect(res.body).toContain('<a href="https://portal.example/en/newsletter/bestaetigen?token=');
  });
});
