import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './fragment-writer.ts';

/**
 * Inserts many rows as one JSON parameter unpacked by jsonb_to_recordset: a statement with
 * 40 parameters per row costs PGlite far more to parse than one document, and the
 * 100,000-offer benchmark city has to stay within seconds. Columns are the first row's keys.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  returning?: SQL,
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(first);
  const defs = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`bulkInsert: unknown column ${k}`);
    return column;
  });
  const names = sql.raw(defs.map((c) => `"${c.name}"`).join(', '));
  const types = sql.raw(defs.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', '));
  // jsonb_to_recordset matches JSON keys to column names, so the document uses SQL names.
  const document = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((k, i) => [defs[i]!.name, (row as Record<string, unknown>)[k] ?? null]),
      ),
    ),
  );
  const result = await tx.execute(
    sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${document}::jsonb) AS x(${types})${returning ? sql` RETURNING ${returning}` : sql``}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Runs a bulk load with an index dropped and rebuilt afterwards: building a GiST or GIN
 * index once is several times faster than growing it row by row. The definition is read
 * back from the catalogue, so the migration stays the only place that defines it.
 */
export async function withoutIndex<R>(tx: Tx, name: string, load: () => Promise<R>): Promise<R> {
  const found = await tx.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = ${name}`);
  const definition = (found as unknown as { rows: { indexdef: string }[] }).rows[0]?.indexdef;
  if (definition) await tx.execute(sql.raw(`DROP INDEX "${name}"`));
  const result = await load();
  if (definition) await tx.execute(sql.raw(definition));
  return result;
}
