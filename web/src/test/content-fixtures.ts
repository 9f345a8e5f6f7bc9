import type { ArticleDetail, EventDetail } from '../../../domain/content/articles.ts';
import type { ArticleTeaser, EventTeaser } from '../../../domain/content/bundle.ts';

/** A news teaser as GET /api/articles lists it. */
export function articleTeaser(id: number, overrides: Partial<ArticleTeaser> = {}): ArticleTeaser {
  return {
    id,
    slug: `artikel-${id}`,
    published_start: '2026-11-01T09:30:00Z',
    teaser_title: `Artikel ${id}`,
    teaser_description: `Beschreibung ${id}`,
    teaser_image: `/demo/news-${(id % 6) + 1}.svg`,
    teaser_image_copyright: 'Active City',
    teaser_image_caption: '',
    teaser_image_gradient: false,
    external: false,
    external_url: null,
    ...overrides,
  };
}

export function articleDetail(id: number, overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...articleTeaser(id),
    detail_title: `Artikel ${id} im Detail`,
    detail_image: '/demo/news-1.svg',
    detail_image_alt: 'Läuferinnen an der Alster',
    copyright: 'Active City',
    caption: 'Lauftreff am Morgen',
    tags: ['laufen'],
    fragments: [],
    ...overrides,
  };
}

/** An event teaser as GET /api/events lists it. */
export function eventTeaser(id: number, overrides: Partial<EventTeaser> = {}): EventTeaser {
  return {
    id,
    slug: `event-${id}`,
    published_start: '2026-11-01T09:30:00Z',
    teaser_title: `Event ${id}`,
    teaser_description: 'Komm vorbei',
    teaser_image: `/demo/event-${(id % 6) + 1}.svg`,
    teaser_image_copyright: '',
    teaser_image_caption: '',
    teaser_image_gradient: false,
    event_start: '2026-12-12T14:00:00Z',
    event_end: null,
    event_allday: false,
    event_end_allday: false,
    event_location: 'Stadtpark',
    event_url: null,
    ...overrides,
  };
}

export function eventDetail(id: number, overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventTeaser(id),
    detail_title: `Event ${id} im Detail`,
    detail_image: '/demo/event-1.svg',
    detail_image_alt: 'Menschen beim Sport',
    copyright: 'Active City',
    caption: '',
    tags: [],
    fragments: [],
    ...overrides,
  };
}

/** The paged envelope of the list calls. */
export function paged<T>(data: T[], currentPage: number, pages: number) {
  return { data, currentPage, pages };
}
