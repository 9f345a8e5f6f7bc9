/** Tables of the media area: files users uploaded. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** Files users uploaded; kept per user so deleting an account can delete its files. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    /** Storage keys: the file and, for images, its mid-resolution variant. */
    keys: text('keys').array().notNull(),
    /** Bytes in storage, every variant included (what the upload quota counts). */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
