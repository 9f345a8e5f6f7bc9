import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// package.json is the list a fresh install gets: a package imported without being declared
// works only while another one happens to bring it along; one declared and never imported
// is weight and audit noise. This reads every import of the sources and compares.
const root = join(import.meta.dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const pkg = readJson('package.json') as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];

const sourceDirs = ['server', 'web', 'domain', 'scripts', 'e2e', 'bench'];
const sourceFile = /\.(?:[cm]?[jt]sx?|css)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

const sources = [
  ...sourceDirs.flatMap(filesUnder),
  ...readdirSync(root).filter((name) => /\.[cm]?[jt]s$/.test(name)),
];

// `from '…'`, `import('…')`, `import '…'`, `require('…')` and CSS `@import '…'`.
const specifier =
  /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]|@import\s+['"]([^'"]+)['"]/g;
const packageName = /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*/;

/** Package name → the files importing it. */
function importedPackages(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sources) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(specifier)) {
      const spec = match.slice(1).find(Boolean) ?? '';
      if (spec.startsWith('node:') || spec.startsWith('virtual:')) continue;
      const name = packageName.exec(spec)?.[0];
      if (!name || builtinModules.includes(name)) continue;
      used.set(name, [...(used.get(name) ?? []), file]);
    }
  }
  return used;
}

const scripts = Object.values(pkg.scripts).join('\n');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const peersOf = (name: string) =>
  Object.keys(readJson(`node_modules/${name}/package.json`).peerDependencies ?? {});

/** Declared and used without an import; each reason is checked, not only claimed. */
const usedWithoutImport: Record<string, () => boolean> = {
  // MUI's styled engine: a peer of @mui/material, loaded by it.
  '@emotion/styled': () => peersOf('@mui/material').includes('@emotion/styled'),
  // The server's TypeScript loader (`node --import tsx`).
  tsx: () => scripts.includes('--import tsx'),
  // The web tests' DOM.
  jsdom: () => read('vitest.config.ts').includes("environment: 'jsdom'"),
  prettier: () => /\bprettier\b/.test(scripts),
  typescript: () => /\btsc\b/.test(scripts),
};

describe('package.json and the imports', () => {
  const used = importedPackages();

  it('declares every package the sources import', () => {
    const undeclared = [...used.keys()]
      .filter((name) => !declared.includes(name))
      .map((name) => `${name} (${used.get(name)?.[0]})`);
    expect(undeclared).toEqual([]);
  });

  it('imports every declared package, or names why it needs none', () => {
    const unused = declared.filter(
      (name) => !used.has(name) && !name.startsWith('@types/') && !(name in usedWithoutImport),
    );
    expect(unused).toEqual([]);
    for (const [name, needed] of Object.entries(usedWithoutImport)) {
      expect({ name, declared: declared.includes(name), needed: needed() }).toEqual({
        name,
        declared: true,
        needed: true,
      });
    }
  });

  it('keeps type packages for declared packages, among the development tools', () => {
    const types = declared.filter((name) => name.startsWith('@types/'));
    const orphans = types.filter((name) => {
      const typed = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
      return typed !== 'node' && !declared.includes(typed);
    });
    expect(orphans).toEqual([]);
    expect(types.filter((name) => name in pkg.dependencies)).toEqual([]);
  });
});
