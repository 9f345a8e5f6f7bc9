import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPaymentSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  localProviderOf,
  pagePath,
  payWith,
  purchaseOfSession,
  sessionIdOf,
  signedIn,
} from './shop-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    seed: { offers: 0, articles: 0, events: 0 },
    config: { CHECKOUTS_PER_MINUTE: 100, PUBLIC_URL: 'https://portal.example' },
  });
});
afterAll(() => test.close());

type Who = Awaited<ReturnType<typeof signedIn>>;
const checkout = (who: Who, slug: string, lang: string) =>
  test.app.inject({
    method: 'POST',
    url: `/api/products/${slug}/checkout`,
    cookies: who.cookies,
    headers: { ...who.headers, 'accept-language': lang },
  });
const get = (url: string, who: Who, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, cookies: who.cookies, headers });

describe('the way back into a checkout', () => {
  it('answers a site-relative local checkout that works on any host name of the server', async () => {
    const anna = await signedIn(test.app, 'anna@example.org');
    const started = await checkout(anna, 'lauf-guide-alster', 'en');
    const { url } = started.json().data as { url: string };
    expect(url).toMatch(/^\/payments\/local\/checkout\/cs_local_[\w-]+\?lang=en$/);
    // Another host name of the same server than PUBLIC_URL: the session is there.
    const page = await get(url, anna, { host: 'sport.other-name.example' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test checkout');
    const paid = await payWith(test.app, anna, url, '4242 4242 4242 4242');
    expect(paid.headers.location).toBe('/en/callback/lauf-guide-alster?status=success');
  });

  it('continues an open checkout in the portal language it is resumed from', async () => {
    const ben = await signedIn(test.app, 'ben@example.org');
    const first = (await checkout(ben, 'videokurs-yoga-im-park', 'de')).json().data.url;
    const resumed = await checkout(ben, 'videokurs-yoga-im-park', 'en');
    expect(resumed.statusCode).toBe(200);
    const again = resumed.json().data.url as string;
    expect(sessionIdOf(again)).toBe(sessionIdOf(first));
    expect(again).toMatch(/^\/payments\/local\/checkout\/\S+\?lang=en$/);
    expect((await get(again, ben, { 'accept-language': 'de' })).body).toContain('Test checkout');
  });

  it('ends an abandoned checkout by itself once its lifetime is over', async () => {
    const ben = await signedIn(test.app, 'ben@example.org');
    const { url } = (await checkout(ben, 'videokurs-yoga-im-park', 'de')).json().data;
    const sessionId = sessionIdOf(url);
    await test.database.db
      .update(localPaymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localPaymentSessions.id, sessionId));
    // Past its lifetime nothing is offered or paid any more, even before the clock job ran.
    expect((await get(pagePath(url), ben)).statusCode).toBe(404);
    expect((await payWith(test.app, ben, url, '4242424242424242')).body).toContain(
      'schon abgeschlossen oder abgelaufen',
    );
    expect(await localProviderOf(test).settleDue()).toBeGreaterThan(0);
    expect((await purchaseOfSession(test, sessionId)).status).toBe('failed');
    expect((await checkout(ben, 'videokurs-yoga-im-park', 'de')).statusCode).toBe(200);
  });
});

describe('the receipt language', () => {
  it('follows the portal page, not the browser', async () => {
    const anna = await signedIn(test.app, 'anna@example.org');
    const english = await get('/api/user/purchases', anna, { 'accept-language': 'en' });
    const receipt = english.json().data[0].receipt as string;
    expect(receipt).toMatch(/^\/shop\/receipt\/\d+\?lang=en$/);
    expect((await get(receipt, anna, { 'accept-language': 'de' })).body).toContain('Receipt');

    const bare = receipt.replace(/\?.*$/, '');
    // Opened from the English account page of this site: English, whatever the browser says.
    const fromEnglish = await get(bare, anna, {
      'accept-language': 'de',
      host: 'portal.example',
      referer: 'https://portal.example/en/user',
    });
    expect(fromEnglish.body).toContain('VAT included');
    // No portal page to go by: the portal's default, German, even for an English browser.
    const plain = await get(bare, anna, { 'accept-language': 'en' });
    expect(plain.body).toContain('Umsatzsteuer');
  });
});
