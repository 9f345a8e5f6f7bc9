import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedPaths } from '../../../domain/embeds/embed.ts';
import type { EmbedOptions } from '../../../domain/embeds/embed-schemas.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('embeds for other websites', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { PUBLIC_URL: 'https://portal.example' } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });
  const options = async (lang = 'de') =>
    ((await get(embedPaths.options, { 'accept-language': lang })).json() as { data: EmbedOptions })
      .data;

  it('offers categories, districts and clubs to choose from, with the rate limit', async () => {
    const de = await options('de');
    const en = await options('en');
    expect(de.districts).toHaveLength(7);
    expect(de.categories.find((c) => c.slug === 'laufen')?.name).toBe('Laufen');
    expect(en.categories.find((c) => c.slug === 'laufen')?.name).toBe('Running');
    expect(de.categories.map((c) => c.slug)).not.toContain('bewegungsinsel');
    expect(de.clubs.length).toBeGreaterThan(0);
    expect(de.rate_limit_per_minute).toBeGreaterThan(0);
    expect(de.public_url).toBe('https://portal.example');
  });

  it('lists the offers of a category as a framable page without cookies or scripts', async () => {
    const res = await get(`${embedPaths.offers}?category=laufen&lang=en&limit=5`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('frame-ancestors');
    expect(csp).toContain("default-src 'none'");
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain('<script');
    const links = [
      ...res.body.matchAll(/href="https:\/\/portal\.example\/en\/angebot\/[a-z-]+\/[^"]+"/g),
    ];
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(5);
    expect(res.body).toContain('categories=laufen');
  });

  it('narrows to a district and a club', async () => {
    const { clubs } = await options();
    const club = await get(`${embedPaths.offers}?club=${clubs[0]!.slug}`);
    expect(club.statusCode).toBe(200);
    expect(club.body).toContain('Vereinsstandort');
    expect(club.body).not.toContain('Active Spot</div>');
    const district = await get(`${embedPaths.offers}?district=bergedorf&lang=de`);
    expect(district.statusCode).toBe(200);
    expect(district.body).toContain('Sportangebote in Hamburg');
  });

  it('shows a wrong embed address as a friendly box in German or English, not JSON', async () => {
    // What a browser asks for when it loads the frame.
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const unknown = await get(`${embedPaths.offers}?category=quidditch`, browser);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.headers['x-frame-options']).toBeUndefined();
    expect(unknown.body).toContain('<html lang="de">');
    expect(unknown.body).toContain('Diese Einbindung ist nicht richtig eingestellt');
    expect(unknown.body).toContain('Die Kategorie gibt es nicht.');
    expect(unknown.body).not.toContain('"errors"');
    expect(unknown.body).not.toContain('<script');

    const english = await get(`${embedPaths.offers}?limit=1000&lang=en`, browser);
    expect(english.statusCode).toBe(422);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('This embed is not set up correctly');
    expect(english.body).toMatch(/The number must be a whole number from 1 to \d+\./);
    // A wrong language: the box speaks the visitor's browser's language.
    const wrongLang = await get(`${embedPaths.offers}?lang=fr`, {
      ...browser,
      'accept-language': 'en',
    });
    expect(wrongLang.body).toContain('The language must be de or en.');
  });

  it('names unknown or malformed choices with a JSON 422 to other clients', async () => {
    const json = {};
    const unknown = await get(`${embedPaths.offers}?category=quidditch&district=atlantis`, json);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys((unknown.json() as { errors: object }).errors).sort()).toEqual([
      'category',
      'district',
    ]);
    const bad = await get(`${embedPaths.offers}?limit=1000&lang=fr`, json);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'lang',
      'limit',
    ]);
  });

  it('keeps refusing to be framed everywhere else', async () => {
    const res = await get('/api/categories');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
