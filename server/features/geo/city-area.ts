import { cityBbox } from '../../../domain/geo/constants.ts';
import { districtAt } from '../../../domain/geo/districts.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** The boundaries change only when the editors edit a district: read them now and then. */
const boundariesTtlMs = 10 * 60 * 1000;

type Shape = Pick<typeof t.districts.$inferSelect, 'slug' | 'bbox' | 'boundary'>;

/**
 * Whether a point lies in the city: inside one of the districts' boundaries (decision 029),
 * the same line that gives saved offers their district. Without stored boundaries (a
 * database set up without districts) the city's bounding box answers.
 */
export function createCityArea(db: Database) {
  let cached: { at: number; shapes: Promise<Shape[]> } | undefined;

  function shapes(): Promise<Shape[]> {
    if (!cached || Date.now() - cached.at > boundariesTtlMs) {
      const loading = db
        .select({ slug: t.districts.slug, bbox: t.districts.bbox, boundary: t.districts.boundary })
        .from(t.districts)
        .then((rows) => rows.filter((row) => row.boundary.length > 0));
      // A failed read is not kept: the next question asks the database again.
      loading.catch(() => (cached = undefined));
      cached = { at: Date.now(), shapes: loading };
    }
    return cached.shapes;
  }

  return {
    async contains({ latitude, longitude }: { latitude: number; longitude: number }) {
      const districts = await shapes();
      if (districts.length === 0) {
        const [west, south, east, north] = cityBbox;
        return longitude >= west && longitude <= east && latitude >= south && latitude <= north;
      }
      return districtAt(districts, latitude, longitude) !== null;
    },
  };
}

export type CityArea = ReturnType<typeof createCityArea>;
