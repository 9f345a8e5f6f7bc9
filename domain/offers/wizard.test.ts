import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { targetGroups, weekdays, type TargetGroup } from './constants.ts';
import { parseTime } from './schedule.ts';
import {
  canonicalTargetGroups,
  categoriesToSave,
  entryFormSchema,
  revalidatedErrors,
  isWizardTime,
  normaliseTargetGroups,
  placeFormSchema,
  scheduleFromWizard,
  spotFormSchema,
  wizardFormSchema,
  wizardFromSchedule,
} from './wizard.ts';

const group = fc.constantFrom(...targetGroups);
const specific = targetGroups.filter((g) => g !== 'all');

describe('target group rule (spec/offers.md §4)', () => {
  const reachable = fc
    .array(group, { maxLength: 20 })
    .map((clicks) => clicks.reduce<TargetGroup[]>(normaliseTargetGroups, ['all']));

  it('never leaves the selection empty, never mixes "all" with others, never holds all four', () => {
    fc.assert(
      fc.property(reachable, (selection) => {
        expect(selection.length).toBeGreaterThan(0);
        if (selection.includes('all')) expect(selection).toEqual(['all']);
        expect(specific.every((g) => selection.includes(g))).toBe(false);
        expect(new Set(selection).size).toBe(selection.length);
      }),
    );
  });

  it('choosing "all" clears the others', () => {
    fc.assert(
      fc.property(reachable, (selection) => {
        expect(normaliseTargetGroups(selection, 'all')).toEqual(['all']);
      }),
    );
  });

  it('a specific group while "all" is set replaces "all"', () => {
    for (const g of specific) expect(normaliseTargetGroups(['all'], g)).toEqual([g]);
  });

  it('ticking a specific group twice gives the selection back, unless it collapses', () => {
    fc.assert(
      fc.property(reachable, fc.constantFrom(...specific), (selection, g) => {
        if (selection.includes('all') || selection.includes(g)) return;
        const once = normaliseTargetGroups(selection, g);
        if (once.includes('all')) return;
        expect(normaliseTargetGroups(once, g)).toEqual(selection);
      }),
    );
  });

  it('the fourth specific group collapses to "all"; the last one unticked gives "all"', () => {
    expect(normaliseTargetGroups(['kids', 'youths', 'adults'], 'seniors')).toEqual(['all']);
    expect(normaliseTargetGroups(['kids'], 'kids')).toEqual(['all']);
  });

  it('canonical lists are stable and in the fixed order', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 10 }), (list) => {
        const canonical = canonicalTargetGroups(list);
        expect(canonicalTargetGroups(canonical)).toEqual(canonical);
        expect(canonical).toEqual(targetGroups.filter((g) => canonical.includes(g)));
      }),
    );
    expect(canonicalTargetGroups([])).toEqual(['all']);
    expect(canonicalTargetGroups(['seniors', 'kids', 'youths', 'adults'])).toEqual(['all']);
    expect(canonicalTargetGroups(['seniors', 'kids', 'seniors'])).toEqual(['kids', 'seniors']);
  });
});

describe('time pattern (spec/offers.md §5 Time step)', () => {
  it('accepts H:MM and HH:MM with hours 0 to 29, as the schedule reads them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 59 }),
        fc.boolean(),
        (h, m, pad) => {
          const value = `${pad ? String(h).padStart(2, '0') : h}:${String(m).padStart(2, '0')}`;
          expect(isWizardTime(value)).toBe(true);
          expect(parseTime(value)).toBe(h * 60 + m);
        },
      ),
    );
  });

  it('refuses hours from 30, minutes from 60 and anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 99 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(isWizardTime(`${h}:${String(m).padStart(2, '0')}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 60, max: 99 }), (h, m) => {
        expect(isWizardTime(`${h}:${m}`)).toBe(false);
      }),
    );
    for (const bad of [
      '',
      '9',
      '9:5',
      '930',
      '009:30',
      '30:00',
      '24:60',
      '9.30',
      ' 9:30',
      '9:30 ',
      '-1:00',
      '1:00:00',
    ]) {
      expect(isWizardTime(bad)).toBe(false);
    }
  });

  it('every string the pattern accepts reads as a time', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,2}:\d{2}$/), (value) => {
        if (isWizardTime(value)) expect(parseTime(value)).not.toBeNull();
      }),
    );
  });
});

const base = { map_latitude: 53.55, map_longitude: 9.99, barrier_free: false };
const validEntry = {
  ...base,
  type: 'entry' as const,
  categories: ['laufen'],
  title: 'Lauftreff',
  description: 'Jeden Dienstag.',
  free_offer: true,
  contact_mail: false,
  targetgroup: ['all'],
  entry_location: 'new' as const,
  repetition: 'weekly' as const,
  tuesday: true,
  tuesday_start: '18:00',
  tuesday_end: '19:30',
};
const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('wizard form schemas', () => {
  it('accepts a complete entry and normalises it', () => {
    const parsed = entryFormSchema.parse({ ...validEntry, title: '  Lauftreff ', street: '' });
    expect(parsed).toMatchObject({
      title: 'Lauftreff',
      street: null,
      suggest_mode: false,
      monday: false,
    });
  });

  it('reports every rule on the form’s field names at once', () => {
    const result = entryFormSchema.safeParse({
      ...validEntry,
      categories: ['a', 'b', 'c', 'd'],
      title: '',
      targetgroup: [],
      repetition: 'none',
      tuesday_start: '30:00',
      image: '/media/file.pdf',
    });
    expect(fieldErrors(result)).toEqual({
      categories: 'offerValidation.categories.max3',
      title: 'validation.required',
      targetgroup: 'validation.required',
      tuesday_start: 'offerValidation.time',
      image: 'offerValidation.image',
      start: 'validation.required',
      end: 'validation.required',
    });
  });

  it('checks the dates, the monthly rule and the spot of an entry', () => {
    expect(
      fieldErrors(
        entryFormSchema.safeParse({
          ...validEntry,
          repetition: 'none',
          start: '2026-02-30',
          end: '2026-01-01',
        }),
      ),
    ).toEqual({ start: 'offerValidation.date' });
    expect(
      fieldErrors(
        entryFormSchema.safeParse({
          ...validEntry,
          repetition: 'none',
          start: '2026-07-02',
          end: '2026-07-01',
        }),
      ),
    ).toEqual({ end: 'offerValidation.dateOrder' });
    expect(
      fieldErrors(entryFormSchema.safeParse({ ...validEntry, repetition: 'monthly' })),
    ).toEqual({
      monthly_mode: 'validation.required',
    });
    for (const [mode, value, ok] of [
      ['weekday', '4|7', true],
      ['weekday', '5|1', false],
      ['weekday', '1|8', false],
      ['date', '31.', true],
      ['date', '32.', false],
      ['date', '3|1', false],
    ] as const) {
      const result = entryFormSchema.safeParse({
        ...validEntry,
        repetition: 'monthly',
        monthly_mode: mode,
        monthly_value: value,
      });
      expect(result.success, `${mode} ${value}`).toBe(ok);
    }
    expect(
      fieldErrors(entryFormSchema.safeParse({ ...validEntry, entry_location: 'spot' })),
    ).toEqual({
      spot_id: 'offerValidation.spot',
    });
  });

  it('applies each kind’s category maximum and hides the activity island category', () => {
    const spot = { ...base, type: 'spot', description: 'Platz', free_offer: true };
    expect(fieldErrors(spotFormSchema.safeParse({ ...spot, categories: ['a', 'b'] }))).toEqual({
      categories: 'offerValidation.categories.max1',
    });
    expect(spotFormSchema.safeParse({ ...spot, categories: ['bewegungsinsel'] }).success).toBe(
      true,
    );
    const place = { ...base, type: 'place', title: 'Halle', street: 'Hauptstraße' };
    expect(
      placeFormSchema.safeParse({
        ...place,
        categories: Array.from({ length: 40 }, (_, i) => `c${i}`),
      }).success,
    ).toBe(true);
    expect(
      fieldErrors(placeFormSchema.safeParse({ ...place, categories: ['bewegungsinsel'] })),
    ).toEqual({
      categories: 'offerValidation.categories.hidden',
    });
  });

  it('suggest mode needs a text of at most 50 characters and may replace the choice', () => {
    const spot = { ...base, type: 'spot', description: 'Platz', free_offer: true, categories: [] };
    expect(
      fieldErrors(spotFormSchema.safeParse({ ...spot, suggest_mode: true, suggest: ' ' })),
    ).toEqual({
      suggest: 'offerValidation.suggest.required',
      categories: 'offerValidation.categories.min',
    });
    expect(
      fieldErrors(
        spotFormSchema.safeParse({ ...spot, suggest_mode: true, suggest: 'x'.repeat(51) }),
      ),
    ).toEqual({
      suggest: 'validation.max',
    });
    expect(
      spotFormSchema.safeParse({ ...spot, suggest_mode: true, suggest: 'Discgolf' }).success,
    ).toBe(true);
    expect(fieldErrors(spotFormSchema.safeParse(spot))).toEqual({
      categories: 'offerValidation.categories.min',
    });
  });

  it('drops fields a kind does not have (a place has no contact URL)', () => {
    const parsed = wizardFormSchema.parse({
      ...base,
      type: 'place',
      title: 'Halle',
      street: 'Hauptstraße',
      categories: ['tennis'],
      contact_url: 'https://example.org',
    });
    expect(parsed).not.toHaveProperty('contact_url');
    expect(
      fieldErrors(
        wizardFormSchema.safeParse({ ...validEntry, contact_url: 'javascript:alert(1)' }),
      ),
    ).toEqual({ contact_url: 'validation.url' });
  });
});

describe('where the offer is', () => {
  it('a club location needs an address; spots and entries may go without one', () => {
    const place = { ...base, type: 'place', title: 'Halle', categories: ['tennis'] };
    for (const street of [undefined, null, '', '  ']) {
      expect(fieldErrors(placeFormSchema.safeParse({ ...place, street }))).toEqual({
        street: 'offerValidation.address',
      });
    }
    expect(placeFormSchema.safeParse({ ...place, street: 'Hauptstraße' }).success).toBe(true);
    const spot = { ...base, type: 'spot', description: 'Platz', free_offer: true };
    expect(spotFormSchema.safeParse({ ...spot, categories: ['tennis'] }).success).toBe(true);
    expect(entryFormSchema.safeParse({ ...validEntry, street: null }).success).toBe(true);
  });
});

describe('suggesting a category', () => {
  it('replaces the ticked categories: only the suggestion is saved', () => {
    expect(categoriesToSave({ categories: ['basketball'], suggest_mode: true })).toEqual([]);
    expect(categoriesToSave({ categories: ['basketball'], suggest_mode: false })).toEqual([
      'basketball',
    ]);
  });

  it('does not count ticked categories while suggesting', () => {
    const spot = { ...base, type: 'spot', description: 'Platz', free_offer: true };
    expect(
      fieldErrors(
        spotFormSchema.safeParse({ ...spot, categories: ['basketball'], suggest_mode: true }),
      ),
    ).toEqual({
      suggest: 'offerValidation.suggest.required',
      categories: 'offerValidation.categories.min',
    });
  });
});

describe('errors after a change', () => {
  const weekly = { ...validEntry, tuesday: false, tuesday_start: null, tuesday_end: null };

  it('drops "add at least one weekday" once a day is added, keeps it until then', () => {
    const errors = { weekdays: 'offerValidation.weekdays' };
    expect(revalidatedErrors(errors, weekly)).toEqual(errors);
    expect(revalidatedErrors(errors, { ...weekly, monday: true })).toEqual({});
  });

  it('keeps messages of single fields and adds no new ones', () => {
    const errors = {
      title: 'validation.required',
      tuesday_start: 'offerValidation.time',
      weekdays: 'offerValidation.weekdays',
    };
    // Now Monday is chosen without times: its "required" waits for the next Next.
    expect(revalidatedErrors(errors, { ...weekly, title: '', monday: true })).toEqual({
      title: 'validation.required',
      tuesday_start: 'offerValidation.time',
    });
  });

  it('drops a day’s "required" once the time is filled, and the address message once found', () => {
    expect(revalidatedErrors({ tuesday_start: 'validation.required' }, { ...validEntry })).toEqual(
      {},
    );
    const place = { ...base, type: 'place', title: 'Halle', categories: ['tennis'] };
    const errors = { street: 'offerValidation.address' };
    expect(revalidatedErrors(errors, place)).toEqual(errors);
    expect(revalidatedErrors(errors, { ...place, street: 'Hauptstraße' })).toEqual({});
  });
});

describe('schedule of the time step', () => {
  it('keeps only the chosen repetition’s fields and reads back into the form', () => {
    fc.assert(
      fc.property(
        fc.subarray([...weekdays], { minLength: 1 }),
        fc.integer({ min: 0, max: 29 }),
        (days, hour) => {
          const form: Record<string, unknown> = {
            repetition: 'weekly',
            time_start: '10:00',
            monthly_value: '1|1',
          };
          for (const day of days) {
            form[day] = true;
            form[`${day}_start`] = `${hour}:00`;
            form[`${day}_end`] = `${hour}:45`;
          }
          const schedule = scheduleFromWizard(form);
          expect(Object.keys(schedule.weekdays).sort()).toEqual([...days].sort());
          expect(schedule).toMatchObject({ time_start: null, monthly_value: null });
          expect(scheduleFromWizard(wizardFromSchedule(schedule))).toEqual(schedule);
        },
      ),
    );
  });
});
