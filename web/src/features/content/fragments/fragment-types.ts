import type { Fragment, FragmentTemplate } from '../../../../../domain/content/fragments.ts';

/** One template's fragment, e.g. FragmentOf<'quote'>. */
export type FragmentOf<T extends FragmentTemplate> = Extract<Fragment, { template: T }>;

/** What every template component receives: its fragment and the unique id of its heading. */
export type FragmentProps<T extends FragmentTemplate> = {
  fragment: FragmentOf<T>;
  /** The heading's id (the fragment's anchor, made unique on the page); none without title. */
  anchor: string | undefined;
};

/** The heading text of a fragment, when its template has one and it is filled in. */
export function titleOf(fragment: Fragment): string | undefined {
  const content = fragment.content as { title?: unknown };
  return typeof content.title === 'string' && content.title.trim() ? content.title : undefined;
}

/**
 * Heading ids by fragment id. The server derives anchors from titles, so two fragments with
 * the same title would share one; the second gets "-2" so every id on the page stays unique.
 */
export function uniqueAnchors(fragments: Fragment[]): Map<number, string> {
  const used = new Set<string>();
  const anchors = new Map<number, string>();
  for (const fragment of fragments) {
    if (!fragment.anchor || !titleOf(fragment)) continue;
    let anchor = fragment.anchor;
    for (let n = 2; used.has(anchor); n++) anchor = `${fragment.anchor}-${n}`;
    used.add(anchor);
    anchors.set(fragment.id, anchor);
  }
  return anchors;
}
