import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads, users } from '../../db/schema/index.ts';
import { mediaReferences } from './repository.ts';

/** What the editors' media library shows of one upload. */
export type LibraryItem = {
  id: number;
  url: string;
  mid: string | null;
  content_type: string;
  size: number;
  created_at: string;
  uploader: string | null;
  in_use: boolean;
};

export type LibraryQuery = {
  page: number;
  per_page: number;
  order: 'ASC' | 'DESC';
  kind?: 'image' | 'video' | 'audio' | 'doc';
  q?: string;
};

const families = ['image', 'video', 'audio'] as const;

/**
 * Files uploaded by staff accounts (editorial media), newest first by default, each with
 * whether a record names it. Visitors' own uploads (profile photos, offer images) are not
 * editorial material and stay out of the library (decision 037).
 */
export async function listLibrary(db: Database, query: LibraryQuery) {
  const where: SQL[] = [sql`${users.roles} && array['editor', 'moderator', 'admin']::text[]`];
  if (query.kind === 'doc')
    where.push(sql`split_part(${uploads.contentType}, '/', 1) not in ('image', 'video', 'audio')`);
  else if (query.kind && families.includes(query.kind))
    where.push(sql`${uploads.contentType} like ${`${query.kind}/%`}`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${users.username} ilike ${pattern} or ${uploads.contentType} ilike ${pattern} or ${uploads.keys}[1] ilike ${pattern})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
  const result = (await db.execute(sql`
    with refs as (
      select distinct (regexp_matches(v, '/media/([a-f0-9]{32})', 'g'))[1] as stem
      from (${mediaReferences}) as r
    )
    select ${uploads.id} as id, ${uploads.keys} as keys, ${uploads.contentType} as content_type,
      ${uploads.size} as size, ${uploads.createdAt} as created_at, ${users.username} as uploader,
      exists (select 1 from refs where refs.stem = left(${uploads.keys}[1], 32)) as in_use,
      count(*) over () as total
    from ${uploads} join ${users} on ${users.id} = ${uploads.userId}
    where ${condition}
    order by ${uploads.createdAt} ${direction}, ${uploads.id} ${direction}
    limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`)) as unknown as {
    rows: {
      id: number;
      keys: string[];
      content_type: string;
      size: number;
      created_at: string | Date;
      uploader: string | null;
      in_use: boolean;
      total: string | number;
    }[];
  };
  const rows: LibraryItem[] = result.rows.map((r) => ({
    id: r.id,
    url: `/media/${r.keys[0]}`,
    mid: r.keys[1] ? `/media/${r.keys[1]}` : null,
    content_type: r.content_type,
    size: Number(r.size),
    created_at: new Date(r.created_at).toISOString(),
    uploader: r.uploader,
    in_use: Boolean(r.in_use),
  }));
  return { rows, total: Number(result.rows[0]?.total ?? 0) };
}
