import { describe, expect, it } from 'vitest';
import { campaignTarget, isSitePath } from './site-links.ts';

describe('links in the settings', () => {
  it('takes a path on this site and nothing that leads elsewhere', () => {
    for (const ok of ['/', '/angebot?utm_campaign=playnow', '/news/a-b#c'])
      expect(isSitePath(ok), ok).toBe(true);
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'angebot',
      '/a b',
      '/a\nb',
      '',
    ])
      expect(isSitePath(bad), bad).toBe(false);
  });

  it('sends a campaign to a path of this site or to none', () => {
    const origin = 'https://portal.example';
    expect(campaignTarget('/angebot?x=1', origin)).toBe('/angebot?x=1');
    expect(campaignTarget('https://portal.example/news?a=1#b', origin)).toBe('/news?a=1#b');
    for (const bad of [
      'https://evil.example/angebot',
      'http://portal.example/angebot',
      'javascript:alert(1)',
      '//evil.example',
      'nonsense',
      '',
      undefined,
    ])
      expect(campaignTarget(bad, origin), String(bad)).toBeNull();
  });
});
