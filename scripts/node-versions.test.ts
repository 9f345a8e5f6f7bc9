import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The portal runs on Node 20 until the machines install 22 or 24 (decision 053). These are
// the APIs the newer versions remove or warn about; the sources stay free of them so the
// move is a version change, not a code change.
const root = join(import.meta.dirname, '..');
const sourceDirs = ['server', 'web', 'domain', 'scripts', 'e2e', 'bench'];
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
const thisFile = join('scripts', 'node-versions.test.ts');

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return sourceFile.test(entry.name) ? [path] : [];
  });
}

const removedOrWarned: Record<string, RegExp> = {
  'url.parse(), url.resolve() (DEP0169: a warning from Node 24)':
    /\burl\.(?:parse|resolve)\(|\bimport\s*\{[^}]*\b(?:parse|resolve)\b[^}]*\}\s*from\s*['"](?:node:)?url['"]/,
  'punycode (DEP0040: a warning from Node 21)': /['"](?:node:)?punycode['"]/,
  'util.is*() (removed in Node 23)':
    /\butil\.is(?:Array|Boolean|Buffer|Date|Error|Function|Null|NullOrUndefined|Number|Object|Primitive|RegExp|String|Symbol|Undefined)\(/,
  "import assertions `assert { type: 'json' }` (removed in Node 22)": /\bassert\s*\{\s*type\s*:/,
  'new fs.Stats() (DEP0180)': /new\s+(?:fs\.)?Stats\(/,
  'process.binding() (DEP0111)': /\bprocess\.binding\(/,
  'new Buffer() (DEP0005)': /\bnew\s+Buffer\(/,
  'fs.F_OK and friends (DEP0176)': /\bfs\.[FRWX]_OK\b/,
  'dirent.path (removed in Node 24)': /\b(?:dirent|entry)\.path\b/,
  'process.mainModule, module.parent (DEP0138, DEP0144)':
    /\bprocess\.mainModule\b|\bmodule\.parent\b/,
};

describe('ready for Node 22 and 24', () => {
  const sources = [
    ...sourceDirs.flatMap(filesUnder),
    ...readdirSync(root).filter((name) => /\.[cm]?[jt]s$/.test(name)),
  ].filter((file) => file !== thisFile);

  it.each(Object.entries(removedOrWarned))('no source uses %s', (_name, pattern) => {
    const users = sources.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
    expect(users).toEqual([]);
  });

  it('finds each of them where they are used', () => {
    // The patterns themselves, against one line each: a pattern that matches nothing
    // would make the check above pass for no reason.
    const samples = [
      "const u = url.parse('/x');",
      "import punycode from 'punycode';",
      'util.isArray(list);',
      "import data from './a.json' assert { type: 'json' };",
      'const s = new fs.Stats();',
      "process.binding('fs');",
      'const b = new Buffer(8);',
      'fs.access(path, fs.R_OK);',
      'const where = dirent.path;',
      'if (module.parent) run();',
    ];
    const patterns = Object.values(removedOrWarned);
    expect(samples.map((line) => patterns.filter((p) => p.test(line)).length)).toEqual(
      samples.map(() => 1),
    );
  });
});
