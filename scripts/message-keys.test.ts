import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { backendAreaMessages, backendMessages } from '../web/src/backend/i18n/messages.ts';

// The server and the domain schemas answer with message keys ('validation.email.taken'),
// which the browser translates. A key missing from a locale file would show the general
// "please check" text instead of the reason: every key sent must exist in both languages.
// Keys the editors' backend sends are read by its own app, from its own texts.
const root = join(import.meta.dirname, '..');
const keyPattern = /['"`]((?:validation|passwords|auth)\.[a-zA-Z_]+(?:\.[a-zA-Z_]+)*)['"`]/g;

// The backend's calls live with the area they edit (`server/features/<area>/backend/`), their
// schemas beside the area's others (`domain/<area>/backend.ts`, the summer courses' files).
const backendFile =
  /^(?:server\/features\/(?:[^/]+\/)?backend\/|domain\/backend\/|domain\/[^/]+\/backend\.ts$|domain\/summer\/summer-(?:courses|csv)\.ts$)/;

function sentKeys(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', 'server', 'domain'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const keys = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(keyPattern)) {
      if (!keys.has(match[1]!)) keys.set(match[1]!, relative(root, join(root, file)));
    }
  }
  return keys;
}

type Tree = { [key: string]: string | Tree };
const locale = (lang: string) =>
  JSON.parse(readFileSync(join(root, `web/src/locales/${lang}.json`), 'utf8')) as Tree;
const backendLocale = (lang: 'de' | 'en') => backendMessages[lang] as unknown as Tree;

/** The text of a key, or of its group's 'default' (how the browser reads it). */
function textOf(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'string') return node;
  return typeof node === 'object' && typeof node.default === 'string' ? node.default : undefined;
}

describe('message keys the server sends', () => {
  const keys = sentKeys();

  it('are found in the code', () => {
    expect(keys.size).toBeGreaterThan(20);
  });

  for (const lang of ['de', 'en'] as const) {
    it(`all have a ${lang} text`, () => {
      const tree = locale(lang);
      const backend = backendLocale(lang);
      const missing = [...keys]
        .filter(([key, file]) => !textOf(backendFile.test(file) ? backend : tree, key))
        .map(([k, f]) => `${k} (${f})`);
      expect(missing).toEqual([]);
    });
  }
});

describe("the backend areas' catalogues", () => {
  // They are merged into one: a key two areas both define would show whichever came last.
  const flat = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : flat(value, `${prefix}${key}.`),
    );

  for (const lang of ['de', 'en'] as const) {
    it(`give each ${lang} key one text`, () => {
      const seen = new Map<string, string>();
      const conflicts: string[] = [];
      for (const area of backendAreaMessages)
        for (const [key, text] of flat(area[lang] as unknown as Tree)) {
          const before = seen.get(key);
          if (before !== undefined && before !== text) conflicts.push(key);
          seen.set(key, text);
        }
      expect(conflicts).toEqual([]);
    });
  }
});
