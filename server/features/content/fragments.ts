import { anchorName } from '../../../domain/content/fragment-rules.ts';
import {
  fragmentContentSchemas,
  type Fragment,
  type FragmentTemplate,
} from '../../../domain/content/fragments.ts';
import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import type * as t from '../../db/schema/index.ts';

type FragmentRow = typeof t.fragments.$inferSelect;

const isLocalized = (value: unknown): value is { de: string; en?: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { de?: unknown }).de === 'string' &&
  Object.keys(value).every((k) => k === 'de' || k === 'en');

/** Stored fragment content keeps texts as { de, en? }; the wire gets plain strings. */
export function localizeContent(value: unknown, locale: Locale): unknown {
  if (isLocalized(value)) return pickText(value, locale);
  if (Array.isArray(value)) return value.map((v) => localizeContent(v, locale));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, localizeContent(v, locale)]),
    );
  }
  return value;
}

const isTemplate = (template: string): template is FragmentTemplate =>
  template in fragmentContentSchemas;

/**
 * Validates stored content against its template in every language. Editors' tools and the
 * seed call this before writing, so a malformed fragment never reaches the database.
 */
export function validateFragmentContent(template: string, content: unknown): string[] {
  if (!isTemplate(template)) return [`unknown template "${template}"`];
  const problems: string[] = [];
  for (const locale of ['de', 'en'] as const) {
    const result = fragmentContentSchemas[template].safeParse(localizeContent(content, locale));
    if (!result.success)
      problems.push(
        ...result.error.issues.map((i) => `${locale}: ${i.path.join('.')} ${i.message}`),
      );
  }
  return problems;
}

/** Rows to wire fragments: drafts only in preview, texts in the locale, anchors for the toc. */
export function presentFragments(
  rows: FragmentRow[],
  locale: Locale,
  preview: boolean,
): Fragment[] {
  return rows
    .filter((row) => (preview || row.public) && isTemplate(row.template))
    .map((row) => {
      const content = localizeContent(row.content, locale) as { title?: unknown };
      const heading = typeof content.title === 'string' && content.title ? content.title : null;
      return {
        id: row.id,
        template: row.template,
        public: row.public,
        anchor: heading ? anchorName(heading) : null,
        content,
      } as Fragment;
    });
}
