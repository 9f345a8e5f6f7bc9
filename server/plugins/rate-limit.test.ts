import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('the per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A built app with a hashed script and a file of its own (`/demo/…`, like the build's).
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'demo'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"></html>');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};\n');
    writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'a{}\n');
    writeFileSync(path.join(dist, 'demo', 'park.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({
      seed: false,
      config: { RATE_LIMIT_PER_MINUTE: 3, WEB_DIST_DIR: dist },
    });
  });
  afterAll(() => t.close());

  it('counts API calls, not the scripts, styles and images of a page', async () => {
    for (const asset of [
      '/assets/index-abc.js',
      '/assets/index-abc.css',
      '/demo/park.svg',
      // A hashed name an old page still asks for after a deploy.
      '/assets/index-old.js',
    ])
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject({ url: asset })).statusCode, asset).not.toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ url: '/api/nothing-here' })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('the per-address limit on API paths that end like files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { RATE_LIMIT_PER_MINUTE: 3 } });
  });
  afterAll(() => t.close());

  it('counts /api/anything.png and its kind like any API call', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/anything.png', '/api/a.js', '/api/b.css', '/api/anything.png'])
      statuses.push((await t.app.inject({ url })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
