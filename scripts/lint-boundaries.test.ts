import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// docs/architecture.md calls the import rules lint-enforced: these probes break them on
// purpose, in throwaway files inside the real tree, and expect `npm run lint` to refuse.
const root = join(import.meta.dirname, '..');
const probes = {
  web: join(root, 'web/src/features/offers/lint-probe'),
  server: join(root, 'server/features/offers/lint-probe'),
};

const rulesOf = (results: ESLint.LintResult[]) =>
  results.flatMap((r) => r.messages.map((m) => m.ruleId));

describe('import rules', () => {
  const eslint = new ESLint({ cwd: root });
  beforeAll(() => {
    mkdirSync(probes.web, { recursive: true });
    mkdirSync(probes.server, { recursive: true });
    writeFileSync(
      join(probes.web, 'deep.ts'),
      "export { initials } from '../../accounts/initials.ts';\n",
    );
    writeFileSync(
      join(probes.web, 'a.ts'),
      "import { b } from './b.ts';\nexport const a = () => b;\n",
    );
    writeFileSync(
      join(probes.web, 'b.ts'),
      "import { a } from './a.ts';\nexport const b = () => a;\n",
    );
    writeFileSync(
      join(probes.server, 'deep.ts'),
      "export { createContentRepository } from '../../content/repository.ts';\n",
    );
    writeFileSync(
      join(probes.server, 'public.ts'),
      "export { writeCalendar } from '../../content/index.ts';\n",
    );
    // Two server modules importing each other, one of them trying to switch the check off
    // the way the schema files once did.
    writeFileSync(
      join(probes.server, 'cycle-a.ts'),
      "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
    );
    writeFileSync(
      join(probes.server, 'cycle-b.ts'),
      '// eslint-disable-next-line import-x/no-cycle -- only read lazily\n' +
        "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
    );
    // The same pair, switched off for the whole file: by a block comment that also names the
    // guards, and by an inline rule setting.
    writeFileSync(
      join(probes.server, 'off-a.ts'),
      '/* eslint-disable import-x/no-cycle, @eslint-community/eslint-comments/no-restricted-disable, @eslint-community/eslint-comments/no-use */\n' +
        "import { b } from './off-b.ts';\nexport const a = () => b;\n",
    );
    writeFileSync(
      join(probes.server, 'off-b.ts'),
      "/* eslint import-x/no-cycle: 'off' */\n" +
        "import { a } from './off-a.ts';\nexport const b = () => a;\n",
    );
  });
  afterAll(() => {
    rmSync(probes.web, { recursive: true, force: true });
    rmSync(probes.server, { recursive: true, force: true });
  });

  it('refuses a web feature importing another feature', async () => {
    const results = await eslint.lintFiles([join(probes.web, 'deep.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-restricted-paths');
  });

  it("lets summer use offers only through its detail pieces' public module, no other area", async () => {
    const lint = async (code: string) =>
      rulesOf(
        await eslint.lintText(code, {
          filePath: join(root, 'web/src/features/summer/lint-probe.ts'),
        }),
      );
    expect(await lint("export { Fact } from '../offers/detail/parts.tsx';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await lint("export { Fact } from '../offers/detail-parts.ts';\n")).not.toContain(
      'import-x/no-restricted-paths',
    );
    expect(await lint("export { getCategories } from '../offers/index.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await lint("export { login } from '../accounts/index.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle', async () => {
    const results = await eslint.lintFiles([join(probes.web, 'a.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-cycle');
  });

  it('refuses an import cycle in server code, and a comment switching the check off', async () => {
    const results = await eslint.lintFiles([
      join(probes.server, 'cycle-a.ts'),
      join(probes.server, 'cycle-b.ts'),
    ]);
    const of = (file: string) => results.filter((r) => r.filePath.endsWith(file));
    expect(rulesOf(of('cycle-a.ts'))).toContain('import-x/no-cycle');
    expect(rulesOf(of('cycle-b.ts'))).toContain(
      '@eslint-community/eslint-comments/no-restricted-disable',
    );
  });

  it('refuses switching the cycle check off for a whole file', async () => {
    const results = await eslint.lintFiles([
      join(probes.server, 'off-a.ts'),
      join(probes.server, 'off-b.ts'),
    ]);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(rulesOf([result])).toContain('@eslint-community/eslint-comments/no-use');
    }
  });

  it("refuses a server feature reaching past another feature's index.ts", async () => {
    const results = await eslint.lintFiles([join(probes.server, 'deep.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-restricted-paths');
    const allowed = await eslint.lintFiles([join(probes.server, 'public.ts')]);
    expect(rulesOf(allowed)).not.toContain('import-x/no-restricted-paths');
  });

  it("refuses the editors' app reaching past a feature's public module, and the reverse", async () => {
    // Linted as text under a name in the tree: the zones go by the importing file's path.
    const lint = async (code: string, file: string) =>
      rulesOf(await eslint.lintText(code, { filePath: join(root, file) }));
    const backend = 'web/src/backend/lint-probe.ts';
    expect(
      await lint(
        "export { getCategories } from '../features/offers/api/categories.ts';\n",
        backend,
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await lint("export { getCategories } from '../features/offers/index.ts';\n", backend),
    ).not.toContain('import-x/no-restricted-paths');
    expect(
      await lint(
        "export { backendLocale } from '../../backend/locale.ts';\n",
        'web/src/features/offers/lint-probe.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
  });
});
