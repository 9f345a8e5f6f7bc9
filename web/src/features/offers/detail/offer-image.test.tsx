import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { offerFixture } from './offer-fixture.ts';
import { OfferView } from './offer-view.tsx';

const upload = '/media/0123456789abcdef0123456789abcdef_high.jpg';
const mid = '/media/0123456789abcdef0123456789abcdef_mid.jpg';

describe('the offer image in the detail', () => {
  for (const type of ['entry', 'spot', 'place', 'club'] as const) {
    it(`shows the picture of a ${type}, sized before it loads, in the panel lazily`, async () => {
      const offer = offerFixture({ type, image: upload, image_mid: mid, title: 'Boule am Park' });
      await renderWithProviders(<OfferView offer={offer} inPanel headingLevel={2} />);
      const image = screen.getByRole('img', { name: 'Foto: Boule am Park' });
      expect(image).toHaveAttribute('src', mid);
      expect(image).toHaveAttribute('srcset', `${mid} 800w, ${upload} 2400w`);
      expect(image).toHaveAttribute('width', '700');
      expect(image).toHaveAttribute('height', '450');
      expect(image).toHaveAttribute('loading', 'lazy');
    });
  }

  it('loads at once on the page, takes an image without variants as it is, and shows its subline', async () => {
    const offer = offerFixture({
      image: '/demo/lauftreff.png',
      image_subline: 'Foto: Sportverein',
    });
    await renderWithProviders(<OfferView offer={offer} inPanel={false} headingLevel={1} />, {
      path: '/en/angebot/mitmachen/lauftreff-alster',
    });
    const image = screen.getByRole('img', { name: 'Photo: Lauftreff an der Alster' });
    expect(image).toHaveAttribute('src', '/demo/lauftreff.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('loading');
    expect(screen.getByText('Foto: Sportverein')).toBeInTheDocument();
  });

  it('shows no picture when there is none', async () => {
    await renderWithProviders(<OfferView offer={offerFixture()} inPanel headingLevel={2} />);
    expect(screen.queryByRole('img', { name: /^Foto/ })).toBeNull();
  });

  it('names and links the club of a place', async () => {
    const offer = offerFixture({
      type: 'place',
      club_id: 3,
      club: {
        id: 3,
        slug: 'tsv-alstertal',
        title: 'TSV Alstertal',
        logo: null,
        approved: true,
        contact_url: null,
      },
    });
    await renderWithProviders(<OfferView offer={offer} inPanel={false} headingLevel={1} />);
    expect(screen.getByRole('link', { name: 'TSV Alstertal' })).toHaveAttribute(
      'href',
      '/angebot/verein/tsv-alstertal',
    );
  });
});
