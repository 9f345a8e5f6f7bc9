/**
 * `node --import tsx scripts/simplify-districts.ts <hamburg-districts.geojson>`: writes the
 * simplified district boundaries the seed and the district lookup use
 * (server/db/seed/data/hamburg-districts.json), from the city's official boundaries
 * ("Hamburg Geodata", administrative boundaries, CC BY 4.0). Each ring is thinned with the
 * Douglas–Peucker rule until the district has at most `maxPoints` points (decision 029).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MultiPolygonCoordinates, Position } from '../domain/geo/districts.ts';
import { slugify } from '../domain/shared/slug.ts';

const maxPoints = 400;
const target = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../server/db/seed/data/hamburg-districts.json',
);

type Feature = {
  properties: { id: string; name: string; bounding_box: [number, number, number, number] };
  geometry: { type: 'MultiPolygon'; coordinates: MultiPolygonCoordinates };
};

/** Distance of p from the segment a–b, in degrees (enough to rank points within a city). */
function offset(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker on an open run of points; first and last always stay. */
function thin(points: Position[], tolerance: number): Position[] {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstAt = 0;
    for (let i = from + 1; i < to; i++) {
      const d = offset(points[i]!, points[from]!, points[to]!);
      if (d > worst) [worst, worstAt] = [d, i];
    }
    if (worst > tolerance) {
      keep[worstAt] = 1;
      stack.push([from, worstAt], [worstAt, to]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** A closed ring thinned; rings that would fall below a triangle are dropped. */
function thinRing(ring: Position[], tolerance: number): Position[] | null {
  const open = ring.slice(0, -1);
  // Split at the point farthest from the first, so the closing point is not the only anchor.
  let far = 0;
  open.forEach((p, i) => {
    if (offset(p, open[0]!, open[0]!) > offset(open[far]!, open[0]!, open[0]!)) far = i;
  });
  const half = thin(open.slice(0, far + 1), tolerance);
  const rest = thin([...open.slice(far), open[0]!], tolerance);
  const out = [...half, ...rest.slice(1)];
  if (out.length < 4) return null;
  return out.map(([x, y]) => [Number(x.toFixed(5)), Number(y.toFixed(5))] as Position);
}

function simplify(shape: MultiPolygonCoordinates): MultiPolygonCoordinates {
  const count = (s: MultiPolygonCoordinates) => s.flat(2).length;
  for (let tolerance = 0.00005; ; tolerance *= 1.25) {
    const out = shape
      .map((polygon) => polygon.map((ring) => thinRing(ring, tolerance)))
      .filter((polygon) => polygon[0])
      .map((polygon) => polygon.filter((ring): ring is Position[] => ring !== null));
    if (count(out) <= maxPoints) return out;
  }
}

const source = process.argv[2];
if (!source) {
  console.error('usage: simplify-districts.ts <hamburg-districts.geojson>');
  process.exit(64);
}
const collection = JSON.parse(readFileSync(source, 'utf8')) as { features: Feature[] };
const districts = collection.features.map((f) => {
  const boundary = simplify(f.geometry.coordinates);
  return {
    code: f.properties.id,
    slug: slugify(f.properties.name),
    name: f.properties.name,
    bbox: f.properties.bounding_box.map((v) => Number(v.toFixed(5))),
    boundary,
  };
});
const document = {
  source:
    'The "Hamburg Geodata" open data product (open-data-product-hamburg-geodata, hamburg-administrative-boundaries), derived from the official administrative boundaries of the Freie und Hansestadt Hamburg; simplified.',
  licence: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  districts,
};
writeFileSync(target, `${JSON.stringify(document)}\n`);
for (const d of districts) console.log(`${d.name}: ${d.boundary.flat(2).length} points`);
