import type { FastifyBaseLogger } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * The embedded default: mail is written to the outbox table instead of leaving the machine.
 * Outside production the developer reads it at /dev/mailbox to finish a sign-up.
 */
export function createOutboxMailer(
  db: Database,
  log: FastifyBaseLogger,
): Mailer & { list(limit: number): Promise<(typeof outboxMails.$inferSelect)[]> } {
  return {
    kind: 'outbox',
    async send(mail: Mail) {
      const [row] = await db
        .insert(outboxMails)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? {},
        })
        .returning({ id: outboxMails.id });
      // The address is personal data: log only what identifies the mail.
      log.info({ outboxId: row?.id, subject: mail.subject }, 'mail written to outbox');
    },
    list: (limit) => db.select().from(outboxMails).orderBy(desc(outboxMails.id)).limit(limit),
  };
}
