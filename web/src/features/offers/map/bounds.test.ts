import { describe, expect, it } from 'vitest';
import type { OfferFeature } from '../../../../../domain/offers/types.ts';
import { boundsOf } from './bounds.ts';

const at = (lng: number, lat: number, id = 1): OfferFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { id, type: 'spot', spot_id: null, categories: [], spottype: null },
});

describe('boundsOf', () => {
  it('spans all offers, west-south to east-north', () => {
    expect(boundsOf([at(9.9, 53.55), at(10.1, 53.5), at(10.0, 53.6)])).toEqual([
      [9.9, 53.5],
      [10.1, 53.6],
    ]);
  });

  it('is a point for a single offer (fitBounds then stops at its max zoom)', () => {
    expect(boundsOf([at(9.99, 53.55)])).toEqual([
      [9.99, 53.55],
      [9.99, 53.55],
    ]);
  });

  it('is null without offers, so the view stays where it is', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('ignores broken coordinates', () => {
    expect(boundsOf([at(Number.NaN, 53.5), at(10, 53.5)])).toEqual([
      [10, 53.5],
      [10, 53.5],
    ]);
  });
});
