import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Fragment } from '../../../../../domain/content/fragments.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FragmentList } from './fragment-list.tsx';

let nextId = 1;
function fragment<T extends Fragment['template']>(
  template: T,
  content: Extract<Fragment, { template: T }>['content'],
  extra: Partial<Pick<Fragment, 'public' | 'anchor' | 'id'>> = {},
): Fragment {
  const title = (content as { title?: string }).title;
  return {
    id: nextId++,
    template,
    public: true,
    anchor: title ? title.toLowerCase().replace(/\s+/g, '-') : null,
    content,
    ...extra,
  } as Fragment;
}

const text = (title: string, extra = {}) => fragment('text', { title, copy: 'Text' }, extra);

describe('FragmentList', () => {
  it('gives every heading its anchor as id, unique even when two titles match', async () => {
    const a = text('Mitmachen');
    const b = text('Mitmachen');
    await renderWithProviders(<FragmentList fragments={[a, b]} />);
    const [first, second] = screen.getAllByRole('heading', { level: 2, name: 'Mitmachen' });
    expect(first).toHaveAttribute('id', 'mitmachen');
    expect(second).toHaveAttribute('id', 'mitmachen-2');
  });

  it('links the table of contents to the listed headings and skips missing ones', async () => {
    const intro = text('Worum es geht');
    const park = fragment('image', { title: 'Sommer im Park', image: '/a.svg', alt: 'Park' });
    const noTitle = fragment('separator', {});
    const toc = fragment('toc', {
      title: 'Auf dieser Seite',
      fragments: [park.id, 9999, noTitle.id, intro.id],
    });
    await renderWithProviders(<FragmentList fragments={[toc, intro, park, noTitle]} />);
    const nav = screen.getByRole('navigation', { name: 'Auf dieser Seite' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Sommer im Park', '#sommer-im-park'],
      ['Worum es geht', '#worum-es-geht'],
    ]);
    expect(document.getElementById('sommer-im-park')).toHaveTextContent('Sommer im Park');
  });

  it('moves focus to the heading a toc link points at', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    const target = text('Wer darf mitmachen?');
    const toc = fragment('toc', { title: 'Inhalt', fragments: [target.id] });
    await renderWithProviders(<FragmentList fragments={[toc, target]} />);
    await userEvent.click(screen.getByRole('link', { name: 'Wer darf mitmachen?' }));
    expect(screen.getByRole('heading', { name: 'Wer darf mitmachen?' })).toHaveFocus();
  });

  it('shows download sizes in KB or MB in the visitor’s language, files with download', async () => {
    const downloads = fragment('downloads', {
      title: 'Downloads',
      copy: '',
      items: [
        { name: 'Flyer (PDF)', file: '/demo/flyer.pdf', link: null, size: 680 },
        { name: 'Programm', file: '/demo/programm.pdf', link: null, size: 1_572_864 },
        { name: 'Plan', file: null, link: 'https://www.hamburg.de/sport', size: null },
      ],
    });
    const view = await renderWithProviders(<FragmentList fragments={[downloads]} />);
    const flyer = screen.getByRole('link', { name: /Flyer \(PDF\)/ });
    expect(flyer).toHaveAttribute('download');
    expect(flyer).toHaveTextContent('1 KB');
    expect(screen.getByRole('link', { name: /Programm/ })).toHaveTextContent('1,50 MB');
    const plan = screen.getByRole('link', { name: /Plan/ });
    expect(plan).not.toHaveAttribute('download');
    expect(plan).toHaveAttribute('target', '_blank');
    expect(plan).toHaveAccessibleName(expect.stringContaining('(öffnet neues Fenster)'));
    view.unmount();

    await renderWithProviders(<FragmentList fragments={[downloads]} />, { path: '/en/x' });
    expect(screen.getByRole('link', { name: /Programm/ })).toHaveTextContent('1.50 MB');
  });

  it('gives quotes above 200 characters the long style', async () => {
    const short = fragment('quote', { quote: 'Sport verbindet die Stadt.', subline: 'Anna' });
    const long = fragment('quote', { quote: 'x'.repeat(201), subline: 'Ben' });
    const limit = fragment('quote', { quote: 'y'.repeat(200), subline: 'Cem' });
    await renderWithProviders(<FragmentList fragments={[short, long, limit]} />);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((f) => f.hasAttribute('data-long'))).toEqual([false, true, false]);
    expect(screen.getByText('Sport verbindet die Stadt.').closest('blockquote')).not.toBeNull();
  });

  it('renders nothing for an unknown custom component and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unknown = fragment('custom-component', { component: 'gibt-es-nicht' });
    const again = fragment('custom-component', { component: 'gibt-es-nicht' });
    const { container } = await renderWithProviders(<FragmentList fragments={[unknown, again]} />);
    expect(container.querySelector('[data-template="custom-component"]')).toBeEmptyDOMElement();
    expect(warn.mock.calls.filter(([m]) => String(m).includes('gibt-es-nicht'))).toHaveLength(1);
  });

  it('marks drafts in preview and leaves them out otherwise', async () => {
    const published = text('Öffentlich');
    const draft = text('Termine 2027', { public: false });
    const preview = await renderWithProviders(
      <FragmentList fragments={[published, draft]} preview />,
    );
    const marked = screen.getByRole('heading', { name: 'Termine 2027' }).closest('[data-draft]');
    expect(marked).not.toBeNull();
    expect(within(marked as HTMLElement).getByText('Entwurf')).toBeVisible();
    expect(screen.getAllByText('Entwurf')).toHaveLength(1);
    preview.unmount();

    await renderWithProviders(<FragmentList fragments={[published, draft]} />);
    expect(screen.queryByText('Termine 2027')).not.toBeInTheDocument();
    expect(screen.queryByText('Entwurf')).not.toBeInTheDocument();
  });

  it('turns image slides with the buttons and names each slide', async () => {
    const slider = fragment('slider-image', {
      title: 'Eindrücke',
      copy: '',
      items: [1, 2, 3].map((n) => ({
        image: `/demo/${n}.svg`,
        alt: `Szene ${n}`,
        image_caption: `Kurs ${n}`,
        subline: 'Foto',
      })),
    });
    await renderWithProviders(<FragmentList fragments={[slider]} />);
    const carousel = screen.getByRole('region', { name: 'Eindrücke' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(within(carousel).getByRole('group', { name: 'Bild 1 von 3' })).toBeVisible();
    expect(within(carousel).queryByRole('group', { name: 'Bild 2 von 3' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(within(carousel).getByRole('group', { name: 'Bild 2 von 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(within(carousel).getByRole('group', { name: 'Bild 3 von 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: 'Szene 3' })).toBeInTheDocument();
  });

  it('places the text-image picture by the editor’s choice', async () => {
    const item = fragment('text-image', {
      title: 'Für alle',
      copy: 'Text',
      image: '/a.svg',
      alt: 'Familie',
      image_position: 'left',
      image_position_mobile: 'bottom',
    });
    const { container } = await renderWithProviders(<FragmentList fragments={[item]} />);
    const box = container.querySelector('[data-image-position]');
    expect(box).toHaveAttribute('data-image-position', 'left');
    expect(box).toHaveAttribute('data-image-position-mobile', 'bottom');
  });

  it('links images to their target and labels them', async () => {
    const image = fragment('image', {
      title: 'Sommer',
      image: '/a.svg',
      alt: 'Yoga auf der Wiese',
      image_url: '/angebot',
      image_caption: 'Yoga im Stadtpark',
      image_label: 'Neu',
      image_gradient: true,
    });
    await renderWithProviders(<FragmentList fragments={[image]} />, { path: '/en/x' });
    const link = screen.getByRole('link', { name: /Yoga auf der Wiese/ });
    expect(link).toHaveAttribute('href', '/en/angebot');
    expect(screen.getByText('Neu')).toBeInTheDocument();
    expect(screen.getByText('Yoga im Stadtpark').tagName).toBe('FIGCAPTION');
  });

  it('plays videos only when asked: controls, muted, inline, sources per screen', async () => {
    const video = fragment('video', {
      title: 'Ein Sommer',
      video_desktop: '/d.mp4',
      video_mobile: '/m.mp4',
      poster_desktop: '/d.svg',
      poster_mobile: '/m.svg',
    });
    const { container } = await renderWithProviders(<FragmentList fragments={[video]} />);
    const element = container.querySelector('video');
    expect(element).not.toBeNull();
    expect(element).toHaveAttribute('controls');
    expect(element).not.toHaveAttribute('autoplay');
    expect(element?.muted).toBe(true);
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('poster', '/d.svg');
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('src'), s.getAttribute('media')])).toEqual([
      ['/m.mp4', '(max-width: 767px)'],
      ['/d.mp4', null],
    ]);
  });

  it('opens an accordeon fragment with its button', async () => {
    const item = fragment('accordeon', { title: 'Wer darf mitmachen?', copy: 'Alle.' });
    await renderWithProviders(<FragmentList fragments={[item]} />);
    const button = screen.getByRole('button', { name: 'Wer darf mitmachen?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Alle.')).not.toBeVisible();
    await act(() => userEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Wer darf mitmachen?' })).toHaveTextContent('Alle.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'wer-darf-mitmachen?');
  });
});
