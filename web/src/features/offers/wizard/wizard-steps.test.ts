import { describe, expect, it } from 'vitest';
import {
  nextLabel,
  nextStep,
  previousStep,
  showsBack,
  showsNext,
  stepAfterFailure,
  stepsFor,
  type StepContext,
  type WizardStep,
} from './wizard-steps.ts';

const ctx = (over: Partial<StepContext> = {}): StepContext => ({
  loggedIn: true,
  type: null,
  editMode: false,
  ...over,
});

/** Walks Next from the first step to the end, as the buttons would. */
function walk(context: StepContext): WizardStep[] {
  const steps: WizardStep[] = [stepsFor(context)[0]!];
  for (let step = nextStep(steps[0]!, context); step; step = nextStep(step, context)) {
    steps.push(step);
  }
  return steps;
}

describe('wizard steps', () => {
  it('puts the login step first only for visitors who are not logged in', () => {
    expect(stepsFor(ctx({ loggedIn: false }))[0]).toBe('login');
    expect(stepsFor(ctx())[0]).toBe('type');
  });

  it('runs entries through every step in the spec order', () => {
    expect(walk(ctx({ loggedIn: false, type: 'entry' }))).toEqual([
      'login',
      'type',
      'entryLocation',
      'map',
      'categories',
      'form',
      'time',
    ]);
  });

  it('skips entry location and time for spots and places, forward and back', () => {
    for (const type of ['spot', 'place'] as const) {
      const context = ctx({ type });
      expect(walk(context)).toEqual(['type', 'map', 'categories', 'form']);
      expect(nextStep('type', context)).toBe('map');
      expect(previousStep('map', context)).toBe('type');
      expect(nextStep('form', context)).toBeNull();
    }
    const entry = ctx({ type: 'entry' });
    expect(nextStep('type', entry)).toBe('entryLocation');
    expect(previousStep('map', entry)).toBe('entryLocation');
    expect(nextStep('form', entry)).toBe('time');
    expect(previousStep('time', entry)).toBe('form');
  });

  it('starts edit mode on the map and hides Back there', () => {
    const context = ctx({ type: 'entry', editMode: true });
    expect(walk(context)).toEqual(['map', 'categories', 'form', 'time']);
    expect(showsBack('map', context)).toBe(false);
    expect(showsBack('categories', context)).toBe(true);
  });

  it('shows Back from the map step onward, Next everywhere but login and type', () => {
    const context = ctx({ type: 'entry' });
    expect(showsBack('type', context)).toBe(false);
    expect(showsBack('entryLocation', context)).toBe(false);
    expect(showsBack('map', context)).toBe(true);
    expect(showsBack('time', context)).toBe(true);
    expect(showsNext('login')).toBe(false);
    expect(showsNext('type')).toBe(false);
    expect(showsNext('map')).toBe(true);
  });

  it('relabels Next per step, type and screen', () => {
    expect(nextLabel('map', { type: 'entry' })).toBe('confirmLocation');
    expect(nextLabel('categories', { type: 'entry' })).toBe('next');
    expect(nextLabel('categories', { type: 'entry', suggestMode: true })).toBe('suggest');
    expect(nextLabel('form', { type: 'spot' })).toBe('saveSpot');
    expect(nextLabel('form', { type: 'entry' })).toBe('saveOffer');
    expect(nextLabel('form', { type: 'place' })).toBe('saveOffer');
    expect(nextLabel('form', { type: 'spot', mobile: true })).toBe('saveShort');
    expect(nextLabel('time', { type: 'entry' })).toBe('saveOffer');
  });

  it('returns a failed save to the step it was made on, or to the step holding the errors', () => {
    expect(stepAfterFailure(ctx({ type: 'entry' }), ['tuesday_start'])).toBe('time');
    expect(stepAfterFailure(ctx({ type: 'entry' }), ['title'])).toBe('form');
    expect(stepAfterFailure(ctx({ type: 'spot' }), [])).toBe('form');
    expect(stepAfterFailure(ctx({ type: 'place' }), ['categories'])).toBe('categories');
  });
});
