import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/index.ts';
import { createTestApp, csrf, type TestApp } from '../../test/app.ts';

describe('contact form', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { MAIL_REQUESTS_PER_MINUTE: 8, LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logged.push(line) },
    });
  });
  afterAll(() => t.close());

  /** A token as the form gets it, `ageMs` ago. */
  const tokenFrom = (ageMs: number) => t.app.signCookie(String(Date.now() - ageMs));
  const message = (extra: object = {}) => ({
    name: 'Lena Brandt',
    email: 'Lena@Example.org',
    subject: 'Frage zum\nLauftreff',
    message: 'Hallo,\n\nwann trifft sich der Lauftreff?\n\nViele Grüße',
    consent: true,
    homepage: '',
    token: tokenFrom(10_000),
    ...extra,
  });
  const post = async (payload: object, withCsrf = true) => {
    const pre = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      cookies: pre.cookies,
      headers: { ...(withCsrf ? pre.headers : {}), 'accept-language': 'en' },
    });
  };
  const mails = () => t.database.db.select().from(outboxMails).orderBy(outboxMails.id);

  it('hands out a signed token that is not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(t.app.unsignCookie(res.json().data.token).valid).toBe(true);
  });

  it('mails a valid message to the address of the contact page, replies going to the sender', async () => {
    const res = await post(message());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'sent' } });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      to: 'kontakt@activecity.example',
      subject: 'Neue Nachricht über das Kontaktformular',
      headers: { 'Reply-To': 'lena@example.org' },
    });
    expect(mail!.text).toContain('Von: Lena Brandt <lena@example.org>');
    expect(mail!.text).toContain('Betreff: Frage zum Lauftreff');
    expect(mail!.text).toContain('wann trifft sich der Lauftreff?');
    expect(mail!.html).toContain('href="mailto:lena@example.org?subject=Re%3A%20Frage');
    // Nothing of the visitor's in the log lines.
    expect(logged.join('\n')).not.toMatch(/Lena|lena@|Lauftreff/);
  });

  it('names each missing or invalid field (422)', async () => {
    const res = await post(
      message({ name: ' ', email: 'not-an-address', subject: '', message: '', consent: false }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['validation.required'],
      email: ['validation.email'],
      subject: ['validation.required'],
      message: ['validation.required'],
      consent: ['validation.contact.consent'],
    });
    const long = await post(message({ message: 'x'.repeat(5001) }));
    expect(long.json().errors).toEqual({ message: ['validation.max'] });
  });

  it('refuses quietly a filled honeypot and a submit right after the form was handed out', async () => {
    const before = (await mails()).length;
    const honeypot = await post(message({ homepage: 'https://spam.example' }));
    const tooFast = await post(message({ token: tokenFrom(1_000) }));
    for (const res of [honeypot, tooFast]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'sent' } });
    }
    expect((await mails()).length).toBe(before);
    expect(logged.join('\n')).toContain('"reason":"honeypot"');
    expect(logged.join('\n')).toContain('"reason":"too fast"');
  });

  it('asks for a fresh form when the token is forged or a day old', async () => {
    const before = (await mails()).length;
    for (const token of ['1700000000000.forged', tokenFrom(25 * 3600 * 1000)]) {
      const res = await post(message({ token }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: ['validation.contact.stale'] });
    }
    expect((await mails()).length).toBe(before);
  });

  it('requires the CSRF token', async () => {
    expect((await post(message(), false)).statusCode).toBe(419);
  });

  it('throttles the form like every mail route (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(message())).statusCode);
    expect(statuses).toContain(429);
  });
});
