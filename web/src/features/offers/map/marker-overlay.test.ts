import { describe, expect, it } from 'vitest';
import { readingOrder } from './marker-overlay.ts';

describe('readingOrder', () => {
  it('orders buttons in rows from the top, each row from the left', () => {
    const items = [
      { id: 'c', x: 300, y: 210 },
      { id: 'a', x: 500, y: 10 },
      { id: 'b', x: 20, y: 200 },
      { id: 'first', x: 100, y: 25 },
    ];
    expect(readingOrder(items).map((i) => i.id)).toEqual(['first', 'a', 'b', 'c']);
  });

  it('leaves its input alone', () => {
    const items = [
      { x: 2, y: 100 },
      { x: 1, y: 0 },
    ];
    readingOrder(items);
    expect(items[0]).toEqual({ x: 2, y: 100 });
  });
});
