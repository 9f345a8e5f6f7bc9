/**
 * Hamburg's seven districts (Bezirke) as polygons, and which one a point lies in. The
 * boundaries are editorial data in the districts table (seeded from a simplified copy of the
 * city's official boundaries, decision 029); this file only knows geometry.
 */

/** [longitude, latitude], as in GeoJSON. */
export type Position = [number, number];
/** A GeoJSON MultiPolygon's coordinates: polygons of rings, the first ring outer, the rest holes. */
export type MultiPolygonCoordinates = Position[][][];

export type DistrictShape = {
  slug: string;
  bbox: [number, number, number, number];
  boundary: MultiPolygonCoordinates;
};

/** Even-odd ray casting: true when the point is inside the closed ring. */
function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside an outer ring and outside all of its holes, in any polygon of the shape. */
export function inMultiPolygon(point: Position, shape: MultiPolygonCoordinates): boolean {
  return shape.some(
    ([outer, ...holes]) =>
      outer !== undefined && inRing(point, outer) && !holes.some((hole) => inRing(point, hole)),
  );
}

/** The district a point lies in (its bounding box first, then the boundary), or null. */
export function districtAt<T extends DistrictShape>(
  districts: readonly T[],
  latitude: number,
  longitude: number,
): T | null {
  const point: Position = [longitude, latitude];
  return (
    districts.find(
      ({ bbox: [west, south, east, north], boundary }) =>
        longitude >= west &&
        longitude <= east &&
        latitude >= south &&
        latitude <= north &&
        inMultiPolygon(point, boundary),
    ) ?? null
  );
}
