import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Highlight } from '../../../../../domain/content/bundle.ts';
import { carouselIntervalMs, HighlightCarousel } from './highlight-carousel.tsx';

function highlight(id: number, overrides: Partial<Highlight> = {}): Highlight {
  return {
    id,
    type: 'internal',
    internal_url: `/seite-${id}`,
    external_url: null,
    title: `Highlight-Titel ${id}`,
    topline: 'Topline',
    richtext: `<p>Text ${id}</p>`,
    file: `/demo/highlight-${id}.svg`,
    file_alt: `Bild ${id}`,
    file_caption: '',
    poster: null,
    gradient: false,
    video_loop: false,
    ...overrides,
  };
}

const highlights = [highlight(1), highlight(2), highlight(3)];

function renderCarousel(items = highlights) {
  return render(
    <MemoryRouter>
      <HighlightCarousel highlights={items} />
    </MemoryRouter>,
  );
}

/** The slide a sighted visitor and a screen reader see now. */
function currentSlide() {
  return screen.getByRole('group').getAttribute('aria-label');
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('highlight carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one slide at a time and advances every 7 s, looping at the end', () => {
    renderCarousel();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(currentSlide()).toBe('1 von 3');
    expect(screen.getByRole('heading', { name: 'Highlight-Titel 1' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(carouselIntervalMs - 1));
    expect(currentSlide()).toBe('1 von 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 von 3');
    act(() => vi.advanceTimersByTime(carouselIntervalMs));
    expect(currentSlide()).toBe('3 von 3');
    act(() => vi.advanceTimersByTime(carouselIntervalMs));
    expect(currentSlide()).toBe('1 von 3');
  });

  it('keeps quiet for screen readers while turning by itself, speaks once stopped', () => {
    renderCarousel();
    const live = screen.getByRole('group').parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Highlight' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it.each([
    ['a pointer press', (el: HTMLElement) => fireEvent.pointerDown(el)],
    ['a click (screen reader activation)', (el: HTMLElement) => fireEvent.click(el)],
    ['focus', (el: HTMLElement) => fireEvent.focus(el)],
    ['a key press', (el: HTMLElement) => fireEvent.keyDown(el, { key: 'ArrowRight' })],
  ])('stops for good after %s inside', (_, interact) => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(carouselIntervalMs));
    expect(currentSlide()).toBe('2 von 3');

    interact(screen.getByRole('link', { name: /Mehr erfahren/ }));
    act(() => vi.advanceTimersByTime(carouselIntervalMs * 5));
    expect(currentSlide()).toBe('2 von 3');
  });

  it('previous, next and the dots move by hand and wrap around', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Highlight' }));
    expect(currentSlide()).toBe('3 von 3');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Highlight' }));
    expect(currentSlide()).toBe('1 von 3');
    const dot = screen.getByRole('button', { name: 'Highlight 2: Highlight-Titel 2' });
    fireEvent.click(dot);
    expect(currentSlide()).toBe('2 von 3');
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('the pause button stops and restarts the rotation', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Automatische Wiedergabe anhalten' }));
    act(() => vi.advanceTimersByTime(carouselIntervalMs * 2));
    expect(currentSlide()).toBe('1 von 3');

    fireEvent.click(screen.getByRole('button', { name: 'Automatische Wiedergabe starten' }));
    act(() => vi.advanceTimersByTime(carouselIntervalMs));
    expect(currentSlide()).toBe('2 von 3');
  });

  it('never turns by itself when the system asks for reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(carouselIntervalMs * 3));
    expect(currentSlide()).toBe('1 von 3');
    expect(screen.getByRole('group').parentElement).toHaveAttribute('aria-live', 'polite');
    // Turning by hand still works.
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Highlight' }));
    expect(currentSlide()).toBe('2 von 3');
  });

  it('loads the first image at once and the others lazily, at their real size', () => {
    renderCarousel();
    const first = screen.getByRole('img', { name: 'Bild 1' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '600');
    expect(first).toHaveAttribute('height', '325');
    const hidden = screen.getAllByRole('img', { hidden: true }).filter((img) => img !== first);
    for (const img of hidden) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('plays mp4 highlights muted, looping and inline', () => {
    const { container } = renderCarousel([
      highlight(1, { file: '/media/clip.mp4', poster: '/media/clip.jpg' }),
    ]);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/media/clip.jpg');
  });

  it('opens external highlights in a new tab and says so', () => {
    renderCarousel([
      highlight(1, { type: 'external', internal_url: null, external_url: 'https://example.org/x' }),
    ]);
    const link = screen.getByRole('link', { name: /öffnet neues Fenster/ });
    expect(link).toHaveAttribute('href', 'https://example.org/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows nothing for an empty list', () => {
    const { container } = renderCarousel([]);
    expect(container).toBeEmptyDOMElement();
  });
});
