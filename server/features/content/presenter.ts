import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import type {
  ArticleTeaser,
  Category,
  District,
  EventTeaser,
  Highlight,
  PageSummary,
  Spottype,
} from '../../../domain/content/bundle.ts';
import type {
  ArticleDetail,
  EventDetail,
  FaqItem,
  PageDetail,
} from '../../../domain/content/articles.ts';
import type { Fragment } from '../../../domain/content/fragments.ts';
import type * as t from '../../db/schema/index.ts';

// One function per row type: the wire format of the content bundle lives here only.

export const presentPage = (
  row: Pick<typeof t.pages.$inferSelect, 'id' | 'slug' | 'title' | 'naviLabel'>,
  locale: Locale,
): PageSummary => ({
  id: row.id,
  slug: row.slug,
  title: pickText(row.title, locale),
  navi_label: row.naviLabel ? pickText(row.naviLabel, locale) || null : null,
});

export const presentDistrict = (row: typeof t.districts.$inferSelect): District => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  bbox: row.bbox,
});

export const presentCategory = (
  row: typeof t.categories.$inferSelect,
  locale: Locale,
): Category => ({
  slug: row.slug,
  title: pickText(row.title, locale),
  icon: row.icon,
});

export const presentSpottype = (
  row: typeof t.spottypes.$inferSelect,
  locale: Locale,
): Spottype => ({
  id: row.id,
  slug: row.slug,
  title: pickText(row.title, locale),
});

export const presentHighlight = (
  row: typeof t.highlights.$inferSelect,
  locale: Locale,
): Highlight => ({
  id: row.id,
  type: row.type,
  internal_url: row.internalUrl,
  external_url: row.externalUrl,
  title: pickText(row.title, locale),
  topline: pickText(row.topline, locale),
  richtext: pickText(row.richtext, locale),
  file: row.file,
  file_alt: pickText(row.fileAlt, locale),
  file_caption: pickText(row.fileCaption, locale),
  poster: row.poster,
  gradient: row.gradient,
  video_loop: row.videoLoop,
});

type TeaserRow = Pick<
  typeof t.articles.$inferSelect,
  | 'id'
  | 'slug'
  | 'publishedStart'
  | 'teaserTitle'
  | 'teaserDescription'
  | 'teaserImage'
  | 'teaserImageCopyright'
  | 'teaserImageCaption'
  | 'teaserImageGradient'
>;

const presentTeaser = (row: TeaserRow, locale: Locale) => ({
  id: row.id,
  slug: row.slug,
  published_start: row.publishedStart.toISOString(),
  teaser_title: pickText(row.teaserTitle, locale),
  teaser_description: pickText(row.teaserDescription, locale),
  teaser_image: row.teaserImage,
  teaser_image_copyright: row.teaserImageCopyright,
  teaser_image_caption: pickText(row.teaserImageCaption, locale),
  teaser_image_gradient: row.teaserImageGradient,
});

export const presentArticleTeaser = (
  row: typeof t.articles.$inferSelect,
  locale: Locale,
): ArticleTeaser => ({
  ...presentTeaser(row, locale),
  external: row.external,
  external_url: row.externalUrl,
});

export const presentEventTeaser = (
  row: typeof t.events.$inferSelect,
  locale: Locale,
): EventTeaser => ({
  ...presentTeaser(row, locale),
  event_start: row.eventStart.toISOString(),
  event_end: row.eventEnd ? row.eventEnd.toISOString() : null,
  event_allday: row.eventAllday,
  event_end_allday: row.eventEndAllday,
  event_location: row.eventLocation,
  event_url: row.eventUrl,
});

type DetailRow = Pick<
  typeof t.articles.$inferSelect,
  | 'detailTitle'
  | 'teaserTitle'
  | 'detailImage'
  | 'teaserImage'
  | 'detailImageAlt'
  | 'copyright'
  | 'caption'
  | 'tags'
>;

const presentDetail = (row: DetailRow, fragments: Fragment[], locale: Locale) => ({
  detail_title: pickText(row.detailTitle, locale) || pickText(row.teaserTitle, locale),
  detail_image: row.detailImage ?? row.teaserImage,
  detail_image_alt: pickText(row.detailImageAlt, locale),
  copyright: row.copyright,
  caption: pickText(row.caption, locale),
  tags: row.tags,
  fragments,
});

export const presentArticleDetail = (
  row: typeof t.articles.$inferSelect,
  fragments: Fragment[],
  locale: Locale,
): ArticleDetail => ({
  ...presentArticleTeaser(row, locale),
  ...presentDetail(row, fragments, locale),
});

export const presentEventDetail = (
  row: typeof t.events.$inferSelect,
  fragments: Fragment[],
  locale: Locale,
): EventDetail => ({
  ...presentEventTeaser(row, locale),
  ...presentDetail(row, fragments, locale),
});

export const presentPageDetail = (
  row: typeof t.pages.$inferSelect,
  fragments: Fragment[],
  locale: Locale,
  preview: boolean,
): PageDetail => ({
  ...presentPage(row, locale),
  description: pickText(row.description, locale),
  preview,
  fragments,
});

export const presentFaqItem = (row: typeof t.faqItems.$inferSelect, locale: Locale): FaqItem => ({
  id: row.id,
  group: row.group,
  title: pickText(row.title, locale),
  content: pickText(row.content, locale),
});
