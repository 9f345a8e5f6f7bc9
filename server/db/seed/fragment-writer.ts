import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import * as t from '../schema/index.ts';
import { validateFragmentContent } from '../../features/content/fragments.ts';
import { showcaseFragments, showcaseTocTargets, type FragmentSeed } from './fragments.ts';

export type Owner =
  { pageId: number } | { articleId: number } | { eventId: number } | { productId: number };
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Inserts fragments in order after validating each against its template; returns their ids. */
export async function insertFragments(
  tx: Tx,
  owner: Owner,
  fragments: FragmentSeed[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [position, f] of fragments.entries()) {
    const problems = validateFragmentContent(f.template, f.content);
    if (problems.length)
      throw new Error(`Seed fragment ${f.template} is invalid: ${problems.join('; ')}`);
    const [row] = await tx
      .insert(t.fragments)
      .values({
        ...owner,
        position,
        template: f.template,
        public: f.public ?? true,
        content: f.content,
      })
      .returning({ id: t.fragments.id });
    ids.push(row!.id);
  }
  return ids;
}

/**
 * The showcase page: `lead` first (the summer page's calendar), then every template, then
 * the toc pointed at the headed fragments.
 */
export async function insertShowcase(tx: Tx, pageId: number, lead: FragmentSeed[] = []) {
  const fragments = [...lead, ...showcaseFragments()];
  const ids = await insertFragments(tx, { pageId }, fragments);
  await pointToc(
    tx,
    fragments,
    ids,
    showcaseTocTargets.map((i) => i + lead.length),
  );
}

/**
 * A written page: its fragments, with a table of contents (if there is one) pointed at every
 * text section after it.
 */
export async function insertPageText(tx: Tx, pageId: number, fragments: FragmentSeed[]) {
  const ids = await insertFragments(tx, { pageId }, fragments);
  const tocIndex = fragments.findIndex((f) => f.template === 'toc');
  if (tocIndex === -1) return;
  const targets = fragments.flatMap((f, i) => (i > tocIndex && f.template === 'text' ? [i] : []));
  await pointToc(tx, fragments, ids, targets);
}

/** Fills the toc's fragment ids once the fragments it names exist. */
async function pointToc(tx: Tx, fragments: FragmentSeed[], ids: number[], targets: number[]) {
  const tocIndex = fragments.findIndex((f) => f.template === 'toc');
  const toc = fragments[tocIndex]!;
  await tx
    .update(t.fragments)
    .set({ content: { ...toc.content, fragments: targets.map((i) => ids[i]) } })
    .where(eq(t.fragments.id, ids[tocIndex]!));
}
