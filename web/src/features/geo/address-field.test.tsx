import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AddressField } from './address-field.tsx';

/** The field's one-second debounce passes on the fake clock, not in real time. */
const afterDebounce = () => act(() => vi.advanceTimersByTimeAsync(1100));

describe('address search without a result', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says "Keine Adresse gefunden" in a live region, and nothing once the text is short', async () => {
    mockFetch(() => json(200, { data: [] }));
    await renderWithProviders(
      <AddressField chosen="" onChoose={() => undefined} onClear={() => undefined} />,
    );
    const input = screen.getByRole('combobox', { name: 'Adresse' });
    await userEvent.type(input, 'Berlin');
    await afterDebounce();
    const note = await screen.findByText('Keine Adresse gefunden');
    expect(note).toHaveAttribute('role', 'status');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.clear(input);
    await userEvent.type(input, 'Be');
    expect(screen.queryByText('Keine Adresse gefunden')).toBeNull();
  });

  it('in English: "No address found"', async () => {
    mockFetch(() => json(200, { data: [] }));
    await renderWithProviders(
      <AddressField chosen="" onChoose={() => undefined} onClear={() => undefined} />,
      { path: '/en/angebot' },
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Address' }), 'Jungfernstieg');
    await afterDebounce();
    expect(await screen.findByText('No address found')).toBeDefined();
  });
});
