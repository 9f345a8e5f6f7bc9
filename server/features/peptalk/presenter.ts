import type { Peptalk, PeptalkSummary } from '../../../domain/peptalk/peptalk-schemas.ts';
import { pickText, type Locale, type LocalizedText } from '../../../domain/shared/locale.ts';
import type { PeptalkRow } from './repository.ts';

const captionLabels = { de: 'Deutsch', en: 'English' } as const;

export function presentSummary(row: PeptalkRow, locale: Locale): PeptalkSummary {
  return {
    videoid: row.slug,
    title: pickText(row.title, locale),
    speaker: row.speaker,
    speaker_role: pickText(row.speakerRole, locale),
    topic: row.topic,
    summary: pickText(row.summary, locale),
    poster: row.poster,
    poster_alt: pickText(row.posterAlt, locale),
    duration_seconds: row.durationSeconds,
  };
}

export function presentPeptalk(
  row: PeptalkRow,
  categories: { slug: string; title: LocalizedText }[],
  locale: Locale,
): Peptalk {
  return {
    ...presentSummary(row, locale),
    video: row.video,
    // The visitor's language first: the browser shows the first track unless told otherwise.
    captions: (locale === 'en' ? (['en', 'de'] as const) : (['de', 'en'] as const)).map((lang) => ({
      lang,
      label: captionLabels[lang],
      src: lang === 'de' ? row.captionsDe : row.captionsEn,
    })),
    transcript: pickText(row.transcript, locale)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    categories: categories.map((c) => ({ slug: c.slug, title: pickText(c.title, locale) })),
  };
}
