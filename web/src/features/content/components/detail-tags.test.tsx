import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DetailTags } from './detail-tags.tsx';

const content = {
  ...contentFixture,
  settings: {
    ...contentFixture.settings,
    tags: { bewegungsinseln: { de: 'Bewegungsinseln', en: 'Activity islands' } },
  },
};

describe('topic chips', () => {
  it('show the topic’s name in English, linking the list filtered by its slug', async () => {
    await renderWithProviders(<DetailTags tags={['bewegungsinseln']} listPath="/news" />, {
      path: '/en/news/neue-bewegungsinsel',
      content,
    });
    expect(screen.getByRole('heading', { name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity islands' })).toHaveAttribute(
      'href',
      '/en/news?tags=bewegungsinseln',
    );
    expect(screen.queryByText('bewegungsinseln')).not.toBeInTheDocument();
  });

  it('show it in German on a German page', async () => {
    await renderWithProviders(<DetailTags tags={['bewegungsinseln']} listPath="/news" />, {
      path: '/news/neue-bewegungsinsel',
      content,
    });
    expect(screen.getByRole('link', { name: 'Bewegungsinseln' })).toBeInTheDocument();
  });
});
