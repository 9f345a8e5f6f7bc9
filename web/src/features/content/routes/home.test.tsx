import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  ArticleTeaser,
  ContentBundle,
  EventTeaser,
} from '../../../../../domain/content/bundle.ts';
import { contentFixture, userFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Component as Home } from './home.tsx';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

function article(id: number, overrides: Partial<ArticleTeaser> = {}): ArticleTeaser {
  return {
    id,
    slug: `artikel-${id}`,
    published_start: iso(-id),
    teaser_title: `Artikel ${id}`,
    teaser_description: 'Beschreibung',
    teaser_image: `/demo/news-${id}.svg`,
    teaser_image_copyright: 'Active City',
    teaser_image_caption: '',
    teaser_image_gradient: false,
    external: false,
    external_url: null,
    ...overrides,
  };
}

function event(id: number, startInDays: number): EventTeaser {
  return {
    id,
    slug: `event-${id}`,
    published_start: iso(-10),
    teaser_title: `Event ${id}`,
    teaser_description: 'Komm vorbei',
    teaser_image: `/demo/event-${id}.svg`,
    teaser_image_copyright: '',
    teaser_image_caption: '',
    teaser_image_gradient: false,
    event_start: iso(startInDays),
    event_end: null,
    event_allday: false,
    event_end_allday: false,
    event_location: 'Stadtpark',
    event_url: null,
  };
}

const full: ContentBundle = {
  ...contentFixture,
  categories: [
    { slug: 'laufen', title: 'Laufen', icon: 'footprints' },
    { slug: 'yoga', title: 'Yoga', icon: 'unbekannt' },
  ],
  articles: [
    article(3),
    article(1),
    article(2, { external: true, external_url: 'https://example.org/news' }),
    article(4),
  ],
  events: [event(1, 30), event(2, -3), event(3, 2), event(4, 10), event(5, 60)],
  highlights: [
    {
      id: 1,
      type: 'internal',
      internal_url: '/active-city-summer',
      external_url: null,
      title: 'Active City Summer',
      topline: 'Sommer',
      richtext: 'Kurse im Park',
      file: '/demo/highlight-1.svg',
      file_alt: 'Yoga im Stadtpark',
      file_caption: '',
      poster: null,
      gradient: false,
      video_loop: false,
    },
  ],
};

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('has one main heading and the highlights carousel', async () => {
    await renderWithProviders(<Home />, { content: full });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bewege dich in Hamburg');
    expect(screen.getByRole('img', { name: 'Yoga im Stadtpark' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByRole('link', { name: /Mehr erfahren/ })).toHaveAttribute(
      'href',
      '/active-city-summer',
    );
  });

  it('category tiles open the offer list filtered by that category', async () => {
    await renderWithProviders(<Home />, { content: full });
    const section = sectionNamed('Sportangebote entdecken');
    expect(within(section).getByRole('link', { name: 'Laufen' })).toHaveAttribute(
      'href',
      '/angebot?categories=laufen',
    );
    // An icon name nobody knows still gets a tile.
    expect(within(section).getByRole('link', { name: 'Yoga' }).querySelector('svg')).not.toBeNull();
  });

  it('shows the three newest articles with date, internal or external link', async () => {
    await renderWithProviders(<Home />, { content: full });
    const news = sectionNamed('Aktuelle News');
    const titles = within(news)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Artikel 1', 'Artikel 2 (öffnet neues Fenster)', 'Artikel 3']);
    expect(within(news).getByRole('link', { name: 'Artikel 1' })).toHaveAttribute(
      'href',
      '/news/artikel-1',
    );
    const external = within(news).getByRole('link', { name: /Artikel 2/ });
    expect(external).toHaveAttribute('href', 'https://example.org/news');
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(news).getAllByText(/^\d\d\.\d\d\.\d\d \d\d:\d\d$/)).toHaveLength(3);
    for (const img of within(news).getAllByRole('presentation')) {
      expect(img).toHaveAttribute('width', '680');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('lists the next three events that have not happened yet, soonest first', async () => {
    await renderWithProviders(<Home />, { content: full });
    const events = sectionNamed('Nächste Events');
    const titles = within(events)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Event 3', 'Event 4', 'Event 1']);
    expect(within(events).getByRole('link', { name: 'Event 3' })).toHaveAttribute(
      'href',
      '/events/event-3',
    );
  });

  it('leaves out sections without content', async () => {
    await renderWithProviders(<Home />, { content: contentFixture });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Sportangebote entdecken' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aktuelle News' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nächste Events' })).not.toBeInTheDocument();
  });

  it('asks visitors to register and signed-in users only to add an offer', async () => {
    const view = await renderWithProviders(<Home />, { content: contentFixture });
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' })).toHaveAttribute(
      'href',
      '/register',
    );
    view.unmount();
    await renderWithProviders(<Home />, { content: contentFixture, user: userFixture });
    expect(screen.getByRole('link', { name: 'Angebot eintragen' })).toHaveAttribute(
      'href',
      '/angebot?new-entry=1',
    );
    expect(screen.queryByRole('link', { name: 'Kostenlos registrieren' })).not.toBeInTheDocument();
  });

  it('speaks English under /en', async () => {
    await renderWithProviders(<Home />, { content: full, path: '/en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get moving in Hamburg');
    expect(screen.getByRole('link', { name: 'Laufen' })).toHaveAttribute(
      'href',
      '/en/angebot?categories=laufen',
    );
  });
});
