import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type WizardDraft } from '../wizard-draft.ts';
import { TimeStep } from './time-step.tsx';

let latest: WizardDraft = emptyDraft;
const remember = (draft: WizardDraft) => {
  latest = draft;
};

/** The step with the wizard's draft state around it; `latest` is the draft after each change. */
function Harness({ onDraft = remember }: { onDraft?: (draft: WizardDraft) => void }) {
  const [draft, setDraft] = useState<WizardDraft>({ ...emptyDraft, type: 'entry' });
  useEffect(() => onDraft(draft), [draft, onDraft]);
  return (
    <TimeStep
      draft={draft}
      errors={{}}
      update={(patch) =>
        setDraft((d) => (typeof patch === 'function' ? patch(d) : { ...d, ...patch }))
      }
    />
  );
}

describe('time step', () => {
  it('asks for start and end dates for a one-off offer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByLabelText(/Startdatum/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Einmalig' }));
    expect(screen.getByLabelText(/Startdatum/)).toBeRequired();
    expect(screen.getByLabelText(/Enddatum/)).toBeRequired();
  });

  it('adds weekdays one at a time, each with its times, and moves a day to a free one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Wöchentlich' }));
    await user.click(screen.getByRole('button', { name: 'Wochentag hinzufügen' }));
    const monday = screen.getByRole('listitem', { name: 'Montag' });
    await user.selectOptions(within(monday).getByLabelText('Wochentag'), 'tuesday');
    const tuesday = screen.getByRole('listitem', { name: 'Dienstag' });
    await user.type(within(tuesday).getByLabelText(/Beginn/), '18:00');
    await user.type(within(tuesday).getByLabelText(/Ende/), '19:30');
    expect(latest).toMatchObject({
      days: ['tuesday'],
      tuesday: true,
      tuesday_start: '18:00',
      tuesday_end: '19:30',
      monday: false,
    });

    await user.click(screen.getByRole('button', { name: 'Wochentag hinzufügen' }));
    const second = screen.getByRole('listitem', { name: 'Montag' });
    // Tuesday is taken: the second row cannot become Tuesday.
    const options = within(within(second).getByLabelText('Wochentag')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).not.toContain('tuesday');

    // Changing Tuesday to Friday clears its times.
    await user.selectOptions(
      within(screen.getByRole('listitem', { name: 'Dienstag' })).getByLabelText('Wochentag'),
      'friday',
    );
    expect(latest).toMatchObject({
      days: ['friday', 'monday'],
      tuesday_start: null,
      friday_start: null,
    });

    await user.click(screen.getByRole('button', { name: 'Montag entfernen' }));
    expect(latest.days).toEqual(['friday']);
  });

  it('builds the monthly weekday value from two selects; a new mode starts empty', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Monatlich' }));
    await user.click(screen.getByRole('radio', { name: 'An einem Wochentag' }));
    await user.selectOptions(screen.getByLabelText('Der wievielte'), '2');
    expect(latest.monthly_value).toBeNull();
    await user.selectOptions(screen.getByLabelText('Wochentag'), '3');
    expect(latest).toMatchObject({ monthly_mode: 'weekday', monthly_value: '2|3' });

    await user.click(screen.getByRole('radio', { name: 'An einem Datum' }));
    expect(latest).toMatchObject({ monthly_mode: 'date', monthly_value: null });
    await user.selectOptions(screen.getByLabelText('Tag im Monat'), '15.');
    expect(latest.monthly_value).toBe('15.');
  });
});
