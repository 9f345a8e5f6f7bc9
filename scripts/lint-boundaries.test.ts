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
  });
  afterAll(() => {
    rmSync(probes.web, { recursive: true, force: true });
    rmSync(probes.server, { recursive: true, force: true });
  });

  it('refuses a web feature importing another feature', async () => {
    const results = await eslint.lintFiles([join(probes.web, 'deep.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    const results = await eslint.lintFiles([join(probes.web, 'a.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-cycle');
  });

  it("refuses a server feature reaching past another feature's index.ts", async () => {
    const results = await eslint.lintFiles([join(probes.server, 'deep.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-restricted-paths');
    const allowed = await eslint.lintFiles([join(probes.server, 'public.ts')]);
    expect(rulesOf(allowed)).not.toContain('import-x/no-restricted-paths');
  });
});
