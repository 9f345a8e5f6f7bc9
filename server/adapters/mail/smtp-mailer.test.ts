import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer } from './smtp-mailer.ts';

// The production adapter against a real SMTP conversation on a local port.
describe('SMTP mailer', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers subject, both bodies and the unsubscribe header', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Portal <no-reply@portal.example>');
    await mailer.send({
      to: 'lena@example.org',
      subject: 'Bitte bestätige dein Newsletter-Abo',
      text: 'Hallo',
      html: '<p>Hallo</p>',
      headers: { 'List-Unsubscribe': '<https://portal.example/newsletter/abmelden?token=x>' },
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(
      'List-Unsubscribe: <https://portal.example/newsletter/abmelden?token=x>',
    );
    expect(received[0]).toContain('To: lena@example.org');
    expect(received[0]).toMatch(/Subject: =\?UTF-8\?/);
  });
});
