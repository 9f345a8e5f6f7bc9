/** Tables of the editors' backend: site settings and the audit trail of every change. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt, version } from './columns.ts';
import { users } from './accounts.ts';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * Every change made in the editors' backend, written in the same transaction as the change:
 * who (kept by name too, so the record outlives the account), when, and each changed field.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action', {
      enum: ['create', 'update', 'delete', 'reorder', 'duplicate'],
    }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  (t) => [
    index('audit_entries_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_entries_at_idx').on(t.at),
  ],
);
