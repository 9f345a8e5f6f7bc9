/**
 * The nearest-offers query of the offers list, timed straight against the database: the
 * earthdistance form the list uses (an earth_box filter the GiST index answers, then
 * ORDER BY earth_distance LIMIT 5) and, for comparison, the cube's k-nearest-neighbour
 * ordering (<->), which the same GiST index walks in distance order.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../server/db/client.ts';
import { log } from './processes.ts';
import { timeSequential, type Latency } from './load.ts';

export type Point = { lat: number; lng: number };

/** Deterministic points spread over the built-up city, so every run asks the same places. */
export function cityPoints(count: number, seed = 2026): Point[] {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => ({
    lat: 53.46 + next() * 0.2,
    lng: 9.85 + next() * 0.32,
  }));
}

export const nearestQueries: Record<string, (p: Point, metres: number) => SQL> = {
  'earth_box + ORDER BY earth_distance LIMIT 5': (p, metres) => sql`
    SELECT id, earth_distance(ll_to_earth(${p.lat}, ${p.lng}), ll_to_earth(map_latitude, map_longitude)) AS distance
    FROM offers
    WHERE earth_box(ll_to_earth(${p.lat}, ${p.lng}), ${metres}) @> ll_to_earth(map_latitude, map_longitude)
      AND type <> 'summerevent'
    ORDER BY distance
    LIMIT 5`,
  'GiST k-nearest (<->) LIMIT 5': (p, metres) => sql`
    SELECT id, earth_distance(ll_to_earth(${p.lat}, ${p.lng}), ll_to_earth(map_latitude, map_longitude)) AS distance
    FROM offers
    WHERE earth_box(ll_to_earth(${p.lat}, ${p.lng}), ${metres}) @> ll_to_earth(map_latitude, map_longitude)
      AND type <> 'summerevent'
    ORDER BY ll_to_earth(map_latitude, map_longitude) <-> ll_to_earth(${p.lat}, ${p.lng})
    LIMIT 5`,
};

export type SqlTiming = {
  query: string;
  database: 'pglite' | 'postgres';
  distanceMetres: number;
  /** Offers the box holds around the median point: how much the ORDER BY has to sort. */
  rowsInBoxMedian: number;
  usesIndex: boolean;
  plan: string;
  latencyMs: Latency & { count: number };
};

type Rows = { rows: Record<string, unknown>[] };

/** Times every nearest query at `count` points against one database. */
export async function timeNearestSql(
  target: DatabaseTarget,
  options: { count: number; warmup: number; metres: number },
): Promise<SqlTiming[]> {
  const database = await openDatabase(target);
  const run = async (q: SQL) => ((await database.db.execute(q)) as unknown as Rows).rows;
  try {
    await run(sql`ANALYZE offers`);
    const points = cityPoints(options.count + options.warmup);
    const inBox: number[] = [];
    for (const p of points.slice(0, 25)) {
      const [row] = await run(sql`
        SELECT count(*)::int AS n FROM offers
        WHERE earth_box(ll_to_earth(${p.lat}, ${p.lng}), ${options.metres}) @> ll_to_earth(map_latitude, map_longitude)`);
      inBox.push(Number(row?.n ?? 0));
    }
    inBox.sort((a, b) => a - b);
    const timings: SqlTiming[] = [];
    for (const [name, build] of Object.entries(nearestQueries)) {
      const explained = await run(sql`EXPLAIN ${build(points[0]!, options.metres)}`);
      const plan = explained.map((r) => String(Object.values(r)[0])).join('\n');
      const latencyMs = await timeSequential(options.count, options.warmup, (i) =>
        run(build(points[i]!, options.metres)),
      );
      log(
        `${database.kind}, ${name}: p50 ${latencyMs.p50} ms, p95 ${latencyMs.p95} ms (${inBox[Math.floor(inBox.length / 2)] ?? 0} offers in the median box)`,
      );
      timings.push({
        query: name,
        database: database.kind,
        distanceMetres: options.metres,
        rowsInBoxMedian: inBox[Math.floor(inBox.length / 2)] ?? 0,
        usesIndex: /offers_earth_idx/.test(plan),
        plan,
        latencyMs,
      });
    }
    return timings;
  } finally {
    await database.close();
  }
}
