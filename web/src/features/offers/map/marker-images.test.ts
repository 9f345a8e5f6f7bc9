import { describe, expect, it } from 'vitest';
import {
  markerImageId,
  markerShapeNames,
  markerSvg,
  parseMarkerImageId,
  tokenColor,
  typeColorTokens,
} from './marker-images.ts';
import { clusterRadiusFor, selectedFilter, toSourceData } from './offer-layers.ts';
import type { OfferFeature } from '../../../../../domain/offers/types.ts';

describe('marker images', () => {
  it('round-trips the image id of type and first category', () => {
    expect(markerImageId('spot', 'basketball')).toBe('spot|basketball');
    expect(parseMarkerImageId('spot|basketball')).toEqual({ type: 'spot', category: 'basketball' });
    expect(parseMarkerImageId(markerImageId('club', undefined))).toEqual({
      type: 'club',
      category: '',
    });
    // Images a map service's own style misses are none of ours.
    expect(parseMarkerImageId('park-11')).toBeNull();
  });

  it('gives every type its own shape, not only its own colour', () => {
    const shapes = Object.values(markerShapeNames);
    expect(new Set(shapes).size).toBe(shapes.length);
    const svgs = (['spot', 'entry', 'club', 'place'] as const).map((type) =>
      markerSvg(type, '#000000', ''),
    );
    expect(new Set(svgs).size).toBe(4);
  });

  it('draws the icon in white on the type colour', () => {
    const svg = markerSvg('entry', '#c2410c', '<path d="M1 1"/>');
    expect(svg).toContain('fill="#c2410c"');
    expect(svg).toContain('stroke="#ffffff"');
    expect(svg).toContain('<path d="M1 1"/>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('takes colours from the design tokens, with their values as fallback', () => {
    document.documentElement.style.setProperty('--color-teal', '#123456');
    expect(tokenColor('spot', document.documentElement)).toBe('#123456');
    document.documentElement.style.removeProperty('--color-teal');
    expect(tokenColor('spot', document.documentElement)).toBe(typeColorTokens.spot[1]);
  });
});

describe('offer source', () => {
  const feature: OfferFeature = {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [9.99, 53.55] },
    properties: {
      id: 4,
      type: 'entry',
      spot_id: 2,
      categories: ['yoga', 'laufen'],
      spottype: null,
    },
  };

  it('keeps what the layers read and names the marker image by the first category', () => {
    expect(toSourceData([feature]).features[0]).toEqual({
      type: 'Feature',
      geometry: feature.geometry,
      properties: { id: 4, type: 'entry', icon: 'entry|yoga' },
    });
  });

  it('grows clusters with their count', () => {
    expect(clusterRadiusFor(2)).toBeLessThan(clusterRadiusFor(100));
    expect(clusterRadiusFor(100)).toBeLessThan(clusterRadiusFor(5000));
  });

  it('rings only the selected offer of the selected type', () => {
    expect(JSON.stringify(selectedFilter({ id: 4, type: 'entry' }))).toContain('"entry"');
    expect(selectedFilter(null)).toEqual(['==', ['get', 'id'], -1]);
  });
});
