import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { parseBlocks, RichText } from './rich-text.tsx';

describe('RichText', () => {
  it('shows markup typed by an editor as text and never injects it', async () => {
    const { container } = await renderWithProviders(
      <RichText copy={'<img src=x onerror="alert(1)"> <script>alert(2)</script> <b>fett</b>'} />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(2)</script>');
    expect(container).toHaveTextContent('<b>fett</b>');
  });

  it('drops links to unsafe targets but keeps their text', async () => {
    const { container } = await renderWithProviders(
      <RichText copy="[Klick](javascript:alert(1)) und [Daten](data:text/html,x)" />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('Klick und Daten');
  });

  it('splits paragraphs at blank lines, keeps single line breaks and renders bold', async () => {
    const { container } = await renderWithProviders(
      <RichText copy={'Erste Zeile\nzweite Zeile\n\n**Alle Angebote sind kostenlos** für dich.'} />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelector('br')).not.toBeNull();
    expect(screen.getByText('Alle Angebote sind kostenlos').tagName).toBe('STRONG');
  });

  it('turns lines starting with "- " into a list', async () => {
    await renderWithProviders(<RichText copy={'Für alle:\n\n- Kinder\n- Erwachsene **60+**'} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Kinder', 'Erwachsene 60+']);
    expect(screen.getByText('60+').tagName).toBe('STRONG');
  });

  it('keeps internal links in the app and in the visitor’s language', async () => {
    const { router } = await renderWithProviders(
      <RichText copy="Mehr im [Sportangebot](/angebot)." />,
      { path: '/en/active-city-summer' },
    );
    const link = screen.getByRole('link', { name: 'Sportangebot' });
    expect(link).toHaveAttribute('href', '/en/angebot');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/en/angebot');
  });

  it('opens external links in a new tab and says so', async () => {
    await renderWithProviders(<RichText copy="Siehe [Hamburg](https://www.hamburg.de/sport)." />);
    const link = screen.getByRole('link', { name: /^Hamburg\s*\(öffnet neues Fenster\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.hamburg.de/sport');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps mail links as they are', async () => {
    await renderWithProviders(<RichText copy="[Schreib uns](mailto:info@example.org)" />);
    const link = screen.getByRole('link', { name: 'Schreib uns' });
    expect(link).toHaveAttribute('href', 'mailto:info@example.org');
    expect(link).not.toHaveAttribute('target');
  });
});

describe('parseBlocks', () => {
  it('separates a list from the paragraph right above it', () => {
    expect(parseBlocks('Intro\n- a\n- b\r\n\r\nEnde')).toEqual([
      { kind: 'paragraph', lines: ['Intro'] },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', lines: ['Ende'] },
    ]);
  });
});
