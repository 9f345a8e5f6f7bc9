import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../../domain/accounts/user.ts';
import { userFixture } from '../../../test/fixtures.ts';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { offerFixture as offerDetail } from '../detail/offer-fixture.ts';
import { categoryFixtures } from '../test/offer-fixtures.ts';
import OfferWizard from './offer-wizard.tsx';

// MapLibre does not run in jsdom: a click on this stand-in is a click on the map.
vi.mock('./wizard-map.tsx', () => ({
  default: (props: { onPick(point: { lat: number; lng: number }): void }) => (
    <button type="button" onClick={() => props.onPick({ lat: 53.56, lng: 10.01 })}>
      map click
    </button>
  ),
}));

const address = { street: 'Jungfernstieg', street_number: '1', zipcode: '20354', city: 'Hamburg' };

function serve(onSave?: (call: Call) => Response) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/categories')) return json(200, { data: categoryFixtures });
    if (call.url.startsWith('/api/offers/address')) return json(200, { data: address });
    if (call.url.includes('/save') && onSave) return onSave(call);
    return json(404, { message: 'not found' });
  });
}

async function open(user: User | null = userFixture, path = '/angebot') {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = await renderWithProviders(<OfferWizard open onClose={onClose} onSaved={onSaved} />, {
    path,
    user,
  });
  return { ...view, onSaved, onClose, dialog: () => screen.getByRole('dialog') };
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('offer wizard', () => {
  it('asks a visitor to log in, with links that lead back to the open wizard', async () => {
    serve();
    const { dialog } = await open(null);
    expect(
      within(dialog()).getByRole('heading', { name: 'Neuen Eintrag hinzufügen' }),
    ).toBeVisible();
    const redirect = encodeURIComponent('/angebot?new-entry');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/login?redirect=${redirect}`,
    );
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      `/register?redirect=${redirect}`,
    );
  });

  it('offers a club location only to club members, labelled with the club', async () => {
    serve();
    await open();
    expect(screen.getByRole('group', { name: 'Was möchtest du hinzufügen?' })).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(button('Weiter')).toBeNull();
    expect(button('Zurück')).toBeNull();
  });

  it('lists the club location for a member of TSV Alstertal', async () => {
    serve();
    const member: User = {
      ...userFixture,
      club_id: 3,
      club: {
        id: 3,
        title: 'TSV Alstertal',
        logo: null,
        approved: true,
        contact_url: null,
        slug: 'tsv',
      },
    };
    await open(member);
    expect(screen.getByRole('radio', { name: /TSV Alstertal/ })).toBeInTheDocument();
  });

  it('sends an unverified user to the verify screen', async () => {
    serve();
    const { router, onClose } = await open({ ...userFixture, isVerified: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a spot: type, map with address, one category, details, saved', async () => {
    const { calls } = serve(() =>
      json(200, {
        data: offerDetail({ id: 99, type: 'spot', map_latitude: 53.56, map_longitude: 10.01 }),
      }),
    );
    const { onSaved } = await open();
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: /Active Spot/ }));
    expect(screen.getByRole('heading', { name: 'Markiere den Ort auf der Karte' })).toBeVisible();
    expect(button('Standort bestätigen')).toBeNull();
    expect(button('Zurück')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'map click' }));
    expect(await screen.findByText(/Jungfernstieg 1, 20354 Hamburg/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Standort bestätigen' }));

    expect(await screen.findByText('max. 1 Kategorie')).toBeVisible();
    expect(button('Weiter')).toBeNull();
    const boxes = await screen.findAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    expect(boxes[1]).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(screen.getByRole('heading', { name: 'Vervollständige die Angaben' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Active Spot speichern' }));
    // The description is required: the step stays, with the message under the field and above.
    expect(await screen.findAllByText(/Bitte fülle dieses Feld aus/)).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/Beschreibung/), 'Zwei Körbe am Wasser');
    await user.click(screen.getByRole('button', { name: 'Active Spot speichern' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const save = calls.find((c) => c.url === '/api/offers/spot/save')!;
    expect(save.body).toMatchObject({
      type: 'spot',
      map_latitude: 53.56,
      map_longitude: 10.01,
      street: 'Jungfernstieg',
      description: 'Zwei Körbe am Wasser',
      categories: [categoryFixtures[0]!.slug],
    });
  });

  it('returns to the details with the server errors when the save fails', async () => {
    serve(() => json(422, { message: 'invalid', errors: { title: ['validation.max'] } }));
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Active Spot/ }));
    await user.click(await screen.findByRole('button', { name: 'map click' }));
    await user.click(await screen.findByRole('button', { name: 'Standort bestätigen' }));
    await user.click((await screen.findAllByRole('checkbox'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.type(screen.getByLabelText(/Beschreibung/), 'Platz');
    await user.click(screen.getByRole('button', { name: 'Active Spot speichern' }));

    expect(
      await screen.findByRole('heading', { name: 'Vervollständige die Angaben' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Titel: Dieser Eintrag ist zu lang.');
    expect(screen.getByLabelText(/Titel/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens a stored entry on the map with its marker and categories, without Back', async () => {
    const stored = offerDetail({
      id: 41,
      type: 'entry',
      title: 'Lauftreff Alster',
      categories: ['laufen'],
      map_latitude: 53.57,
      map_longitude: 10.0,
      street: 'Alsterufer',
      street_number: '2',
      zipcode: '20354',
      city: 'Hamburg',
    });
    mockFetch((call) => {
      if (call.url.startsWith('/api/offers/entry/41')) return json(200, { data: stored });
      if (call.url.startsWith('/api/categories')) return json(200, { data: categoryFixtures });
      return json(404, { message: 'not found' });
    });
    await renderWithProviders(
      <OfferWizard open editOfferId={41} editType="entry" onClose={vi.fn()} onSaved={vi.fn()} />,
      { path: '/home', user: userFixture },
    );
    expect(
      await screen.findByRole('heading', { name: 'Markiere deinen Standort auf der Karte' }),
    ).toBeVisible();
    expect(screen.getByText(/Alsterufer 2, 20354 Hamburg/)).toBeVisible();
    expect(button('Zurück')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Standort bestätigen' }));
    // Edit mode keeps the stored categories.
    expect(await screen.findByRole('checkbox', { name: 'Laufen' })).toBeChecked();
  });
});
