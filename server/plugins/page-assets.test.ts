import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageAssets } from './page-assets.ts';
import { stylesOnlyPrefix } from '../../domain/shared/page-render.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The stylesheets a head links and the code it names for the entry to preload. */
function parts(head: string) {
  const styles = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const list = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(head);
  return { styles, code: list ? (JSON.parse(list[1] ?? '[]') as string[]) : [] };
}

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
    expect(parts(head)).toEqual({
      styles: ['/assets/faq.css', '/assets/rich-text.css'],
      code: ['/assets/shell-en.js', '/assets/faq.js', '/assets/rich-text.js'],
    });
    // Nothing is fetched before the first paint but the stylesheets.
    expect(head).not.toContain('modulepreload');
  });

  it('links the stylesheets of a part that loads when used, and leaves its code to wait', () => {
    const assets = readPageAssets(distWith(manifest));
    const head = assets.head('en', [`${stylesOnlyPrefix}src/features/content/routes/faq.tsx`]);
    expect(parts(head)).toEqual({
      styles: ['/assets/faq.css', '/assets/rich-text.css'],
      code: ['/assets/shell-en.js'],
    });
  });

  it('gives only the strings for a page that rendered nothing lazily, and skips unknown modules', () => {
    const assets = readPageAssets(distWith(manifest));
    expect(assets.head('de', ['src/gone.tsx'])).toBe(
      '\n    <script type="application/json" id="app-modules">["/assets/shell-de.js"]</script>',
    );
  });

  it('names the app the entry imports after the first paint, on every page', () => {
    const assets = readPageAssets(
      distWith({
        ...manifest,
        'index.html': { ...manifest['index.html'], imports: [], dynamicImports: ['src/start.tsx'] },
        'src/start.tsx': { file: 'assets/start.js', imports: ['_framework.js'] },
      }),
    );
    for (const modules of [[], ['src/features/content/routes/faq.tsx']]) {
      const { code } = parts(assets.head('de', modules));
      expect(code.slice(0, 2)).toEqual(['/assets/start.js', '/assets/framework.js']);
      // Each file once, however many modules share it.
      expect(new Set(code).size).toBe(code.length);
    }
  });

  it('links nothing without a build manifest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-assets-'));
    dirs.push(dir);
    expect(readPageAssets(dir).head('de', ['src/features/content/routes/faq.tsx'])).toBe('');
  });
});
