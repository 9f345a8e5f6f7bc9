/** Tables of the newsletter: double opt-in subscriptions. */
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Double opt-in: only rows with confirmed_at count as subscribers. Tokens are stored hashed. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('de'),
  confirmTokenHash: text('confirm_token_hash'),
  unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});
