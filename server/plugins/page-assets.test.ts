import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageAssets } from './page-assets.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function distWith(manifest: object) {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-assets-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    css: ['assets/style.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'src/locales/de/shell.json': { file: 'assets/shell-de.js' },
  'src/locales/en/shell.json': { file: 'assets/shell-en.js' },
  'src/features/content/routes/faq.tsx': {
    file: 'assets/faq.js',
    imports: ['_framework.js', 'index.html', '_rich-text.js'],
    css: ['assets/faq.css'],
  },
  '_rich-text.js': {
    file: 'assets/rich-text.js',
    imports: ['_framework.js'],
    css: ['assets/rich-text.css'],
  },
};

describe('page assets', () => {
  it('links what a rendered screen needs beyond the entry, in the page language', () => {
    const assets = readPageAssets(distWith(manifest));
    const head = assets.head('en', ['src/features/content/routes/faq.tsx']);
    expect(head.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/faq.css"',
      'href="/assets/rich-text.css"',
      'href="/assets/shell-en.js"',
      'href="/assets/faq.js"',
      'href="/assets/rich-text.js"',
    ]);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/faq.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/faq.js">');
  });

  it('gives only the strings for a page that rendered nothing lazily, and skips unknown modules', () => {
    const assets = readPageAssets(distWith(manifest));
    expect(assets.head('de', ['src/gone.tsx'])).toBe(
      '\n    <link rel="modulepreload" crossorigin href="/assets/shell-de.js">',
    );
  });

  it('links nothing without a build manifest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-assets-'));
    dirs.push(dir);
    expect(readPageAssets(dir).head('de', ['src/features/content/routes/faq.tsx'])).toBe('');
  });
});
