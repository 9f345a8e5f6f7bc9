import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions, outboxMails } from '../../db/schema/index.ts';
import { createTestApp, csrf, type TestApp } from '../../test/app.ts';

describe('sending the newsletter confirmation again', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { MAIL_REQUESTS_PER_MINUTE: 20 } });
  });
  afterAll(() => t.close());

  const subscribe = async (email: string) => {
    const pre = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
      cookies: pre.cookies,
      headers: pre.headers,
    });
  };
  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(outboxMails)).filter((m) => m.to === email).length;

  it('says within a minute that no mail was sent, and when one can be (429, Retry-After)', async () => {
    expect((await subscribe('kai@example.org')).statusCode).toBe(200);
    expect(await mailsTo('kai@example.org')).toBe(1);

    const again = await subscribe('kai@example.org');
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(again.json()).toMatchObject({ code: 'newsletter_resend_wait', retry_after: seconds });
    expect(again.json().message).toMatch(/not sent again/);
    expect(await mailsTo('kai@example.org')).toBe(1);
  });

  it('sends it again once the minute is over', async () => {
    await t.database.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 61_000) })
      .where(eq(newsletterSubscriptions.email, 'kai@example.org'));
    const again = await subscribe('kai@example.org');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { status: 'pending' } });
    expect(await mailsTo('kai@example.org')).toBe(2);
  });
});
