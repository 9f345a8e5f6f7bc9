import { describe, expect, it } from 'vitest';
import { arrivalView, viewToWrite } from './use-view-mode.ts';

const query = (search: string) => new URLSearchParams(search);

describe('the view the offer screen opens on', () => {
  it('is the one the link names, before anything else', () => {
    expect(arrivalView({ linked: 'map', hasFilter: true, remembered: 'list' })).toBe('map');
    expect(arrivalView({ linked: 'list', hasFilter: false, remembered: 'map' })).toBe('list');
  });

  it('is the list for a filtered link without a view, else the remembered choice or the map', () => {
    expect(arrivalView({ linked: null, hasFilter: true, remembered: 'map' })).toBe('list');
    expect(arrivalView({ linked: null, hasFilter: false, remembered: 'list' })).toBe('list');
    expect(arrivalView({ linked: null, hasFilter: false, remembered: null })).toBe('map');
  });
});

describe('the view an address names after a filter change', () => {
  it('names the map when the filter alone would open the list', () => {
    expect(viewToWrite(query('categories=laufen'), 'map')).toBe('map');
    expect(viewToWrite(query('categories=laufen'), 'list')).toBeNull();
  });

  it('names the list when there is no filter, as the map is what a newcomer gets', () => {
    expect(viewToWrite(query(''), 'list')).toBe('list');
    expect(viewToWrite(query(''), 'map')).toBeNull();
  });

  it('keeps naming the view once the address does', () => {
    expect(viewToWrite(query('view=map'), 'map')).toBe('map');
    expect(viewToWrite(query('view=list&types=entry'), 'list')).toBe('list');
  });
});
