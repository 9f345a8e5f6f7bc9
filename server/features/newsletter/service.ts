import { hashToken, newToken } from '../../secret-token.ts';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../domain/shared/locale.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { confirmationMail } from './mails.ts';

/** A pending address gets at most one confirmation mail in this interval. */
export const resendIntervalMs = 60_000;

export type SubscribeOutcome = { sent: true } | { sent: false; waitMs: number };

/**
 * Double opt-in: subscribing stores the address as pending and mails a confirmation link;
 * only a confirmed address counts. The answer is the same for new, pending and confirmed
 * addresses, so the form reveals nothing about who subscribes.
 */
export function createNewsletterService(db: Database, mailer: Mailer, publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  const link = (locale: Locale, path: string, token: string) =>
    `${base}${locale === 'en' ? '/en' : ''}/newsletter/${path}?token=${encodeURIComponent(token)}`;

  /**
   * Starts (or repeats) the opt-in. `waitMs` is the time until the confirmation mail may be
   * sent again when the last one went out less than `resendIntervalMs` ago: nothing was sent.
   */
  async function request(
    email: string,
    locale: Locale,
    now = new Date(),
  ): Promise<SubscribeOutcome> {
    const [existing] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .limit(1);
    // A confirmed address answers like a new one (the form reveals no subscriber).
    if (existing?.confirmedAt) return { sent: true };
    const since = existing?.confirmationSentAt
      ? now.getTime() - existing.confirmationSentAt.getTime()
      : Infinity;
    if (since < resendIntervalMs) return { sent: false, waitMs: resendIntervalMs - since };
    const confirm = newToken();
    const unsubscribe = newToken();
    const values = {
      email,
      locale,
      confirmTokenHash: hashToken(confirm),
      unsubscribeTokenHash: hashToken(unsubscribe),
      confirmationSentAt: now,
    };
    await db
      .insert(newsletterSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: values });
    await mailer.send(
      confirmationMail(email, locale, {
        confirm: link(locale, 'bestaetigen', confirm),
        unsubscribe: link(locale, 'abmelden', unsubscribe),
      }),
    );
    return { sent: true };
  }

  return {
    request,
    /** The opt-in a registration starts: a mail went out shortly before is enough. */
    async subscribe(email: string, locale: Locale): Promise<void> {
      await request(email, locale);
    },
    /** True when the token belonged to a pending subscription, which now counts. */
    async confirm(token: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: now, confirmTokenHash: null })
        .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)))
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },
    /** Unsubscribing deletes the address: nothing is kept that is no longer needed. */
    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
        .returning({ id: newsletterSubscriptions.id });
      return rows.length > 0;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
