import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text.tsx';

describe('TaggedText', () => {
  it('puts the marked words into the given elements and keeps the rest as text', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="Accept our <terms>terms of use</terms> and read the <privacy>privacy policy</privacy>."
          tags={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Accept our <a href="/terms">terms of use</a> and read the <a href="/privacy">privacy policy</a>.</p>',
    );
  });

  it('leaves unknown and unclosed marks as plain text, never as markup', () => {
    const { container } = render(
      <p>
        <TaggedText text="<b>x</b> <strong>a@b.de" tags={{ strong: <strong /> }} />
      </p>,
    );
    expect(container.querySelector('b, strong')).toBeNull();
    expect(container.textContent).toBe('<b>x</b> <strong>a@b.de');
  });
});
