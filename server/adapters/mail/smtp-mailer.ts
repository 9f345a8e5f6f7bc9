import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** Production mail over SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example:465). */
export function createSmtpMailer(url: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    close: () => transport.close(),
  };
}
