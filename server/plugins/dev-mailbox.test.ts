import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { devMailboxRoutes, type MailboxAccess } from './dev-mailbox.ts';

const resetMail = {
  id: 1,
  to: 'anna@example.org',
  subject: 'Passwort zurücksetzen',
  text: 'https://portal.example/password-reset/secret-token',
  html: '',
  headers: {},
  createdAt: new Date('2026-11-25T10:00:00Z'),
};

async function mailbox(access: Exclude<MailboxAccess, 'off'>) {
  const app = Fastify();
  await app.register(devMailboxRoutes, { outbox: { list: async () => [resetMail] }, access });
  return app;
}

describe('/dev/mailbox holds live reset links', () => {
  it('answers a browser on this machine', async () => {
    const app = await mailbox('loopback');
    const res = await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('secret-token');
    const v6 = await app.inject({ url: '/dev/mailbox', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it('is not found from another address, whatever X-Forwarded-For claims', async () => {
    const app = await mailbox('loopback');
    const remote = await app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('secret-token');
    const forged = await app.inject({
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('is not found through a reverse proxy on this machine', async () => {
    const app = await mailbox('loopback');
    const proxied = await app.inject({
      url: '/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('answers any address only when DEV_MAILBOX=network', async () => {
    const app = await mailbox('network');
    const res = await app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });
});
