import { describe, expect, it } from 'vitest';
import { screenQuery } from './page-query.ts';

const query = (search: string) => new URLSearchParams(search);

describe('the query a screen renders from', () => {
  it('drops what the screen does not read and sorts the rest by name', () => {
    expect(screenQuery('/events', query('utm_source=x&year=2030&fbclid=1&month=5&tags=lauf'))).toBe(
      '?month=5&tags=lauf&year=2030',
    );
    expect(screenQuery('/', query('x=1'))).toBe('');
    expect(screenQuery(undefined, query('pv=1'))).toBe('');
    // An editor's preview stays (the server never keeps it).
    expect(screenQuery('/:slug', query('pv=1&week=2026-07-06'))).toBe('?pv=1&week=2026-07-06');
  });

  it('spells the offer filter one way, through the screen’s own codec', () => {
    expect(
      screenQuery('/angebot', query('x=1&targetgroup=nobody&categories=tennis+fussball&p=1')),
    ).toBe('?categories=tennis%2Bfussball');
    expect(screenQuery('/angebot', query('p=3&types=spot,spot,nothing&focus=sport-fussball'))).toBe(
      '?focus=sport-fussball&p=3&types=spot',
    );
  });

  it('keeps the view a shared offer link names, and only map or list', () => {
    expect(screenQuery('/angebot', query('categories=laufen&view=map'))).toBe(
      '?categories=laufen&view=map',
    );
    expect(screenQuery('/angebot', query('view=list'))).toBe('?view=list');
    expect(screenQuery('/angebot', query('view=table&categories=laufen'))).toBe(
      '?categories=laufen',
    );
  });
});
