import { describe, expect, it } from 'vitest';
import { districtLabels, parkAreas, waterAreas } from './hamburg-sketch.ts';
import { buildOfflineStyle, closeRing, styleNeedsNetwork } from './offline-style.ts';
import { cityBbox } from '../../../../../domain/geo/constants.ts';

const [west, south, east, north] = cityBbox;
const inCity = ([lng, lat]: [number, number]) =>
  lng >= west - 0.1 && lng <= east + 0.1 && lat >= south - 0.05 && lat <= north + 0.05;

describe('offline style', () => {
  const style = buildOfflineStyle();

  it('asks the network for nothing: no glyphs, no sprite, only inline GeoJSON', () => {
    expect(styleNeedsNetwork(style)).toBe(false);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
  });

  it('has no text layers, which would need a glyph server', () => {
    for (const layer of style.layers) {
      const layout = (layer as { layout?: Record<string, unknown> }).layout ?? {};
      expect(layout['text-field']).toBeUndefined();
    }
  });

  it('draws parks and water, water on top (the land is the background of the map box)', () => {
    expect(style.layers.map((l) => l.id)).toEqual(['parks', 'water']);
  });

  it('closes every polygon ring, as GeoJSON requires', () => {
    for (const source of Object.values(style.sources)) {
      const data = (source as { data: { features: { geometry: { coordinates: number[][][] } }[] } })
        .data;
      for (const feature of data.features) {
        const ring = feature.geometry.coordinates[0]!;
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
      }
    }
  });

  it('keeps the sketch inside Hamburg: Elbe, Alster, parks and the seven districts', () => {
    expect(waterAreas.map((w) => w.name)).toEqual(
      expect.arrayContaining(['Unterelbe', 'Norderelbe', 'Süderelbe', 'Außenalster']),
    );
    for (const area of [...waterAreas, ...parkAreas]) {
      for (const point of area.ring) expect(inCity(point), area.name).toBe(true);
    }
    expect(districtLabels).toHaveLength(7);
    for (const d of districtLabels) expect(inCity([d.lng, d.lat]), d.name).toBe(true);
  });

  it('recognises a style that would load from the network', () => {
    expect(
      styleNeedsNetwork({ ...style, glyphs: 'https://example.org/{fontstack}/{range}.pbf' }),
    ).toBe(true);
    expect(
      styleNeedsNetwork({
        ...style,
        sources: { tiles: { type: 'vector', url: 'https://example.org/tiles.json' } },
      }),
    ).toBe(true);
  });
});

describe('closeRing', () => {
  it('repeats the first position once', () => {
    expect(
      closeRing([
        [0, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    const closed: [number, number][] = [
      [0, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    expect(closeRing(closed)).toEqual(closed);
  });
});
