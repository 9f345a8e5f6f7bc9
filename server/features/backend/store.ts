import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { HttpError, validationError } from '../../http-error.ts';
import { diffOf, recordChange, type Tx } from './audit.ts';
import type { Actor } from '../accounts/index.ts';
import { missingEnglish, rowToWire, wireToRow } from './wire.ts';

export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };
type Row = Record<string, unknown>;

/** How one kind of content is listed, checked and stored. */
export type ResourceSpec = {
  name: string;
  table: VersionedTable;
  /** Wire fields that are timestamps. */
  dates?: readonly string[];
  /** Wire fields holding { de, en? } texts. */
  localized: readonly string[];
  /** Free-text search over the record's texts. */
  search: (pattern: string) => SQL | undefined;
  sortable: Record<string, PgColumn>;
  defaultSort: readonly PgColumn[];
  /** Conditions from the list's own filters (already validated). */
  filters: (query: Row, now: Date) => (SQL | undefined)[];
  /** Checks that need more than the schema (template content, owners); throws a 422. */
  check?: (input: Row, tx: Tx) => Promise<void>;
  /** The field a unique violation belongs to. */
  uniqueField?: string;
};

export type ListQuery = {
  page: number;
  per_page: number;
  sort?: string;
  order: 'ASC' | 'DESC';
  q?: string;
} & Row;

const codeOf = (error: unknown): string | undefined => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

/** Database refusals that are the input's fault become 422s naming the field. */
function inputError(error: unknown, spec: ResourceSpec): never {
  const code = codeOf(error);
  if (code === '23505')
    throw validationError({ [spec.uniqueField ?? 'slug']: ['validation.unique'] });
  if (code === '23503' || code === '23514')
    throw validationError({ _: ['validation.reference'] }, 'The record refers to nothing.');
  throw error;
}

export const conflict = (current: number | null) =>
  Object.assign(
    new HttpError(
      409,
      'This record was changed by someone else since you opened it. Reload it to see the changes, then save again.',
    ),
    { currentVersion: current },
  );

/** The record as the backend reads it: wire fields, version and missing translations. */
export function presentRecord(spec: ResourceSpec, row: Row) {
  const wire = rowToWire(row);
  return { ...wire, missing_en: missingEnglish(wire, spec.localized) };
}

/** Lists, reads and versioned, audited writes of one table. */
export function createStore(db: Database, spec: ResourceSpec) {
  const { table } = spec;
  const byId = (id: number) => eq(table.id, id);

  async function lockedRow(tx: Tx, id: number): Promise<Row | undefined> {
    const [row] = await tx.select().from(table).where(byId(id)).for('update');
    return row as Row | undefined;
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      return inputError(error, spec);
    }
  }

  return {
    spec,
    async list(query: ListQuery, now = new Date()) {
      const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(pattern ? spec.search(pattern) : undefined, ...spec.filters(query, now));
      const column = query.sort ? spec.sortable[query.sort] : undefined;
      const direction = query.order === 'DESC' ? desc : asc;
      const orderBy = column
        ? [direction(column), asc(table.id)]
        : [...spec.defaultSort.map((c) => asc(c)), asc(table.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderBy)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { rows: (rows as Row[]).map((r) => presentRecord(spec, r)), total: total?.n ?? 0 };
    },

    async get(id: number) {
      const [row] = await db.select().from(table).where(byId(id)).limit(1);
      if (!row) throw new HttpError(404, 'Not found.');
      return presentRecord(spec, row as Row);
    },

    create(input: Row, actor: Actor) {
      return guarded(() =>
        db.transaction(async (tx) => {
          await spec.check?.(input, tx);
          const [row] = (await tx
            .insert(table)
            .values(wireToRow(input, spec.dates) as never)
            .returning()) as Row[];
          const after = presentRecord(spec, row!);
          await recordChange(tx, actor, {
            resource: spec.name,
            recordId: row!.id as number,
            action: 'create',
            changes: diffOf(null, rowToWire(row!)),
          });
          return after;
        }),
      );
    },

    /** Saves over the version the editor read; an older one is refused with 409. */
    update(id: number, version: number, input: Row, actor: Actor) {
      return guarded(() =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx, id);
          if (!before) throw new HttpError(404, 'Not found.');
          if (before.version !== version) throw conflict(before.version as number);
          await spec.check?.(input, tx);
          const values: Row = { ...wireToRow(input, spec.dates), version: version + 1 };
          if ('updatedAt' in table) values.updatedAt = new Date();
          const [row] = (await tx
            .update(table)
            .set(values as never)
            .where(and(byId(id), eq(table.version, version)))
            .returning()) as Row[];
          await recordChange(tx, actor, {
            resource: spec.name,
            recordId: id,
            action: 'update',
            changes: diffOf(rowToWire(before), rowToWire(row!)),
          });
          return presentRecord(spec, row!);
        }),
      );
    },

    remove(id: number, version: number, actor: Actor) {
      return guarded(() =>
        db.transaction(async (tx) => {
          const before = await lockedRow(tx, id);
          if (!before) throw new HttpError(404, 'Not found.');
          if (before.version !== version) throw conflict(before.version as number);
          await tx.delete(table).where(byId(id));
          await recordChange(tx, actor, {
            resource: spec.name,
            recordId: id,
            action: 'delete',
            changes: diffOf(rowToWire(before), null),
          });
          return presentRecord(spec, before);
        }),
      );
    },
  };
}

export type Store = ReturnType<typeof createStore>;

/** A localized jsonb column's German or English text matches the pattern. */
export const localizedLike = (column: PgColumn, pattern: string) =>
  sql`(${column}->>'de' ilike ${pattern} or ${column}->>'en' ilike ${pattern})`;
