import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../domain/backend/api.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { Actor } from '../accounts/index.ts';
import { rowToWire } from './wire.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Changes = AuditEntry['changes'];
// Bookkeeping columns change on every save and say nothing about what an editor did.
const unrecorded = new Set(['version', 'updated_at', 'created_at', 'id']);

/** Each field whose value differs, with both values (wire names; null for absent). */
export function diffOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (unrecorded.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (!isDeepStrictEqual(from, to)) changes[key] = { from, to };
  }
  return changes;
}

/** Writes the audit record; call it inside the transaction that makes the change. */
export async function recordChange(
  tx: Tx,
  actor: Actor,
  entry: {
    resource: string;
    recordId: string | number;
    action: AuditEntry['action'];
    changes: Changes;
  },
) {
  await tx.insert(t.auditEntries).values({
    userId: actor.id,
    actor: actor.name,
    resource: entry.resource,
    recordId: String(entry.recordId),
    action: entry.action,
    changes: entry.changes,
  });
}

export function presentAuditEntry(row: typeof t.auditEntries.$inferSelect): AuditEntry {
  return rowToWire(row) as AuditEntry;
}

/** The history of one record, or everything, newest first. */
export async function auditPage(
  db: Database,
  query: { page: number; per_page: number; resource?: string; record_id?: string },
) {
  const filters: SQL[] = [];
  if (query.resource) filters.push(eq(t.auditEntries.resource, query.resource));
  if (query.record_id) filters.push(eq(t.auditEntries.recordId, query.record_id));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.auditEntries)
      .where(where)
      .orderBy(desc(t.auditEntries.at), desc(t.auditEntries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(t.auditEntries).where(where),
  ]);
  return { rows: rows.map(presentAuditEntry), total: total?.n ?? 0 };
}
