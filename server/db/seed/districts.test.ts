import { describe, expect, it } from 'vitest';
import { districtAt } from '../../../domain/geo/districts.ts';
import { neighbourhoods } from './offer-places.ts';
import { demoDistricts } from './site.ts';

describe('district boundaries', () => {
  it('are the seven districts, each a few hundred points at most', () => {
    expect(demoDistricts.map((d) => d.name).sort()).toEqual([
      'Altona',
      'Bergedorf',
      'Eimsbüttel',
      'Hamburg-Mitte',
      'Hamburg-Nord',
      'Harburg',
      'Wandsbek',
    ]);
    for (const d of demoDistricts) {
      const points = d.boundary.flat(2).length;
      expect(points, d.name).toBeGreaterThan(50);
      expect(points, d.name).toBeLessThanOrEqual(400);
    }
  });

  it('put every demo neighbourhood in the district it belongs to', () => {
    for (const hood of neighbourhoods) {
      expect(districtAt(demoDistricts, hood.lat, hood.lng)?.name, hood.name).toBe(hood.district);
    }
  });

  it('know famous places, and nothing outside the city', () => {
    const at = (lat: number, lng: number) => districtAt(demoDistricts, lat, lng)?.slug ?? null;
    expect(at(53.5503, 10.0007)).toBe('hamburg-mitte'); // Rathaus
    expect(at(53.4603, 9.9836)).toBe('harburg'); // Harburg Rathaus
    expect(at(53.4889, 10.2141)).toBe('bergedorf'); // Bergedorf Schloss
    expect(at(53.5726, 10.0817)).toBe('wandsbek'); // Wandsbek Markt
    expect(at(53.0793, 8.8017)).toBeNull(); // Bremen
  });
});
