import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trackRenderedModules } from './vite-rendered-modules.ts';

const root = path.resolve('/project/web');
const plugin = trackRenderedModules(root);
const transform = (code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => { code: string } | undefined)(code, id);

describe('tracking the modules a server render imports', () => {
  it('wraps each literal import of the app with the module’s manifest key', () => {
    const out = transform(
      'const faq = () => import(\'../features/content/routes/faq.tsx\');\nconst de = () => import("../locales/de/shell.json");',
      path.join(root, 'src/app/routes.ts'),
    );
    expect(out?.code).toContain(
      `__trackImport(import('../features/content/routes/faq.tsx'), "src/features/content/routes/faq.tsx")`,
    );
    expect(out?.code).toContain('"src/locales/de/shell.json"');
    expect(out?.code.startsWith('import { trackImport as __trackImport }')).toBe(true);
  });

  it('leaves package imports, files outside the app and files without imports alone', () => {
    expect(transform("import('maplibre-gl')", path.join(root, 'src/a.ts'))).toBeUndefined();
    expect(transform("import('./x.ts')", '/elsewhere/b.ts')).toBeUndefined();
    expect(transform('export const a = 1;', path.join(root, 'src/c.ts'))).toBeUndefined();
  });

  it('is part of the server build only', () => {
    const apply = plugin.apply as (config: object, env: { isSsrBuild?: boolean }) => boolean;
    expect(apply({}, { isSsrBuild: true })).toBe(true);
    expect(apply({}, { isSsrBuild: false })).toBe(false);
  });
});
