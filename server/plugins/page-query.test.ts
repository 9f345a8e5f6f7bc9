import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributes, targetGroups } from '../../domain/offers/constants.ts';
import { screenQuery } from '../../domain/shared/page-query.ts';
import { screenPaths } from '../../domain/shared/screens.ts';

// The page cache keys rendered pages on the parameters each screen reads (decision 050): a
// parameter a screen reads but the table misses would render as if absent.

const query = (search: string) => new URLSearchParams(search);

/** Web source files a visitor's page is built from (the editors' backend is never rendered). */
function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'backend' ? [] : webSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|fixtures/.test(entry.name) ? [file] : [];
  });
}

/** Read in the browser only, after the first paint: the server renders the same without them. */
const browserOnly = new Set(['native_app', 'spotter_app_support']);
/** Values the screens accept, so a parameter kept only with a valid value is seen as kept. */
const sample: Record<string, string> = {
  attributes: attributes[0],
  targetgroup: targetGroups[0],
  p: '2',
};

describe('the screens’ parameters', () => {
  it('names every parameter a screen reads by name', () => {
    const root = path.resolve(import.meta.dirname, '../../web/src');
    const read = new Set<string>();
    for (const file of webSources(root)) {
      const source = readFileSync(file, 'utf8');
      for (const [, name] of source.matchAll(/[pP]arams\.(?:get|has|getAll)\('([\w-]+)'\)/g))
        read.add(String(name));
    }
    expect(read.size).toBeGreaterThan(10);
    const kept = (name: string) =>
      screenPaths.some((screen) =>
        screenQuery(screen, query(`${name}=${sample[name] ?? 'x'}`)).includes(`${name}=`),
      );
    const missing = [...read].filter((name) => !browserOnly.has(name) && !kept(name));
    expect(missing).toEqual([]);
  });
});
