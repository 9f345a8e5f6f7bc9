import { describe, expect, it } from 'vitest';
import { addWeekday } from './time-rules.ts';
import { initialWizardState, wizardReducer, type WizardState } from './use-wizard.ts';
import { emptyDraft, payloadOf } from './wizard-draft.ts';

const timeStep = (errors: WizardState['errors']): WizardState => ({
  ...initialWizardState(true, false),
  step: 'time',
  draft: { ...emptyDraft, type: 'entry', repetition: 'weekly' },
  errors,
});

describe('wizard reducer', () => {
  it('drops "add at least one weekday" as soon as a day is added', () => {
    const state = timeStep({ weekdays: 'offerValidation.weekdays' });
    const next = wizardReducer(state, { kind: 'update', patch: (d) => addWeekday(d) });
    expect(next.draft.days).toEqual(['monday']);
    expect(next.errors).toEqual({});
  });

  it('keeps the other messages of the step until the next Next', () => {
    const base = timeStep({
      weekdays: 'offerValidation.weekdays',
      end: 'offerValidation.dateOrder',
      title: 'validation.required',
    });
    const state = { ...base, draft: { ...base.draft, start: '2026-07-02', end: '2026-07-01' } };
    const next = wizardReducer(state, { kind: 'update', patch: { time_start: '18:00' } });
    expect(next.errors).toEqual(state.errors);
  });

  it('back on the map keeps the chosen place and its address', () => {
    const chosen = {
      ...emptyDraft,
      type: 'spot' as const,
      map_latitude: 53.56,
      map_longitude: 10.04,
      street: 'Am Öjendorfer See',
      city: 'Hamburg',
    };
    const state: WizardState = {
      ...initialWizardState(true, false),
      step: 'categories',
      draft: chosen,
    };
    const back = wizardReducer(state, { kind: 'back', loggedIn: true });
    expect(back.step).toBe('map');
    expect(back.draft).toMatchObject({ map_latitude: 53.56, street: 'Am Öjendorfer See' });
  });
});

describe('save body', () => {
  it('in suggest mode sends the suggestion without the categories ticked before', () => {
    const draft = {
      ...emptyDraft,
      type: 'spot' as const,
      categories: ['basketball'],
      suggestMode: true,
      suggest: ' Discgolf ',
    };
    expect(payloadOf(draft, { official: false })).toMatchObject({
      categories: [],
      suggest_mode: true,
      suggest: 'Discgolf',
    });
  });
});
