import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peptalkApi } from '../../../domain/peptalk/peptalk.ts';
import type { Peptalk, PeptalkSummary } from '../../../domain/peptalk/peptalk-schemas.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('peptalk calls and pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><head><title>App</title><!--app-head--></head><body></body></html>',
    );
    app = await createTestApp({
      seed: { offers: 0 },
      config: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://portal.example' },
    });
  });
  afterAll(() => app.close());

  const get = (url: string, lang = 'de') =>
    app.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  const list = async (query = '', lang = 'de') => {
    const res = await get(`${peptalkApi.list}${query}`, lang);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: PeptalkSummary[] }).data;
  };

  it('lists the talks with poster, title, speaker, length and topic, in both languages', async () => {
    const de = await list();
    const en = await list('', 'en');
    expect(de.map((talk) => talk.videoid)).toEqual([
      'einfach-anfangen',
      'dranbleiben',
      'gemeinsam-bewegen',
    ]);
    expect(de[0]).toMatchObject({
      title: 'Einfach anfangen',
      speaker: 'Aylin Demir',
      topic: 'getting-started',
      duration_seconds: 8,
    });
    expect(de[0]!.poster).toMatch(/^\/demo\/.+\.svg$/);
    expect(en[0]!.title).toBe('Just start');
  });

  it('filters by topic and names a wrong topic', async () => {
    expect((await list('?topic=together')).map((talk) => talk.videoid)).toEqual([
      'gemeinsam-bewegen',
    ]);
    expect(await list('?topic=health')).toEqual([]);
    const res = await get(`${peptalkApi.list}?topic=juggling`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(['topic']);
  });

  it('gives one talk with captions in both languages, the transcript and its categories', async () => {
    const res = await get(peptalkApi.byId('dranbleiben'), 'en');
    expect(res.statusCode).toBe(200);
    const talk = (res.json() as { data: Peptalk }).data;
    expect(talk.video).toBe('/demo/alster.mp4');
    expect(talk.captions).toEqual([
      { lang: 'en', label: 'English', src: '/demo/peptalk/dranbleiben.en.vtt' },
      { lang: 'de', label: 'Deutsch', src: '/demo/peptalk/dranbleiben.de.vtt' },
    ]);
    expect(talk.transcript).toEqual([
      'Motivation comes and goes.',
      'What stays is a fixed time in your week.',
      "Write it down, like a doctor's appointment.",
    ]);
    expect(talk.categories.map((c) => c.title)).toEqual(['Fitness', 'Rowing & paddling']);
  });

  it('answers 404 for an unknown talk and 422 for a malformed id', async () => {
    expect((await get(peptalkApi.byId('gibt-es-nicht'))).statusCode).toBe(404);
    expect((await get(peptalkApi.byId('Not A Slug'))).statusCode).toBe(422);
  });

  it('shares a talk with its title and a bitmap picture; an unknown talk’s page is a 404', async () => {
    const page = await get('/en/peptalk/einfach-anfangen', 'en');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Just start | ');
    // The demo poster is an SVG, which no social network shows: the portal's share picture
    // stands in for it.
    expect(page.body).toContain(
      'property="og:image" content="https://portal.example/share-image.png"',
    );
    expect((await get('/peptalk')).statusCode).toBe(200);
    expect((await get('/peptalk/gibt-es-nicht')).statusCode).toBe(404);
  });
});
