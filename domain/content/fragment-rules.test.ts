import { describe, expect, it } from 'vitest';
import { anchorName, formatDownloadSize, isLongQuote } from './fragment-rules.ts';

describe('fragment rules of spec/portal.md §9', () => {
  it('makes anchors lowercase with hyphens and transliterated umlauts', () => {
    expect(anchorName('Für alle Generationen')).toBe('fuer-alle-generationen');
    expect(anchorName('Größe  und Maß')).toBe('groesse-und-mass');
  });

  it('calls a quote long above 200 characters', () => {
    expect(isLongQuote('x'.repeat(200))).toBe(false);
    expect(isLongQuote('x'.repeat(201))).toBe(true);
  });

  it('shows KB, and MB with two decimals above 1000 KB', () => {
    expect(formatDownloadSize(680, 'de')).toBe('1 KB');
    expect(formatDownloadSize(1000 * 1024, 'de')).toBe('1000 KB');
    expect(formatDownloadSize(1_480_000, 'de')).toBe('1,41 MB');
    expect(formatDownloadSize(1_480_000, 'en')).toBe('1.41 MB');
  });
});
