import type { OffersRepository } from './repository.ts';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

type MapPoint = Awaited<ReturnType<OffersRepository['mapPoints']>>[number];

/**
 * The feature collection inside `data`, as JSON text written by hand: at 100,000 offers
 * concatenating the known shape costs a fraction of building objects and serialising them.
 */
export function geoJson(points: MapPoint[]): string {
  const features = points.map(
    (p) =>
      `{"type":"Feature","geometry":{"type":"Point","coordinates":[${round6(p.longitude)},${round6(p.latitude)}]},"properties":{"id":${p.id},"type":"${p.type}","spot_id":${p.spotId ?? 'null'},"categories":${JSON.stringify(p.categories)},"spottype":${p.spottype === null ? 'null' : JSON.stringify(p.spottype)}}}`,
  );
  return `{"data":{"type":"FeatureCollection","features":[${features.join(',')}]}}`;
}
