/**
 * The wizard's step machine (spec/offers.md §2 Creation wizard, §4 Wizard flow): which steps
 * a draft goes through, where Back and Next lead, and what the buttons say. Pure, so the
 * order and the skipping rules are tested without a browser.
 */
import type { CreatableType } from '../../../../../domain/offers/constants.ts';

export const wizardSteps = [
  'login',
  'type',
  'entryLocation',
  'map',
  'categories',
  'form',
  'time',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type StepContext = {
  loggedIn: boolean;
  /** null until the type step is answered; entry steps stay out until then. */
  type: CreatableType | null;
  /** Edit mode starts on the map: type and entry location are fixed for a stored offer. */
  editMode: boolean;
};

/** The steps of this draft, in order. Non-entry types skip entry location and time. */
export function stepsFor({ loggedIn, type, editMode }: StepContext): WizardStep[] {
  return wizardSteps.filter((step) => {
    if (step === 'login') return !loggedIn && !editMode;
    if (step === 'type') return !editMode;
    if (step === 'entryLocation') return type === 'entry' && !editMode;
    if (step === 'time') return type === 'entry';
    return true;
  });
}

export function firstStep(context: StepContext): WizardStep {
  return stepsFor(context)[0] ?? 'type';
}

/** The step after `step`, or null when `step` is the last one (then the form is submitted). */
export function nextStep(step: WizardStep, context: StepContext): WizardStep | null {
  const steps = stepsFor(context);
  const index = steps.indexOf(step);
  return steps[index + 1] ?? null;
}

/** The step before `step`, or null at the start. */
export function previousStep(step: WizardStep, context: StepContext): WizardStep | null {
  const steps = stepsFor(context);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

export function isLastStep(step: WizardStep, context: StepContext): boolean {
  return nextStep(step, context) === null;
}

/** Back shows from the map step onward; in edit mode the map is the start and has none. */
export function showsBack(step: WizardStep, context: StepContext): boolean {
  const steps = stepsFor(context);
  if (steps.indexOf(step) < steps.indexOf('map')) return false;
  return !(context.editMode && step === 'map');
}

/** Login and type have no Next: login offers links, choosing a type advances at once. */
export function showsNext(step: WizardStep): boolean {
  return step !== 'login' && step !== 'type';
}

export type NextLabel =
  'next' | 'confirmLocation' | 'suggest' | 'saveSpot' | 'saveOffer' | 'saveShort';

/** Next is relabelled per step (spec/offers.md §2: map, categories in suggest mode, form, time). */
export function nextLabel(
  step: WizardStep,
  {
    type,
    suggestMode = false,
    mobile = false,
  }: {
    type: CreatableType | null;
    suggestMode?: boolean;
    mobile?: boolean;
  },
): NextLabel {
  switch (step) {
    case 'map':
      return 'confirmLocation';
    case 'categories':
      return suggestMode ? 'suggest' : 'next';
    case 'form':
      if (mobile) return 'saveShort';
      return type === 'spot' ? 'saveSpot' : 'saveOffer';
    case 'time':
      return 'saveOffer';
    default:
      return 'next';
  }
}

/** Fields each step shows, so a server error can lead back to the step that holds it. */
export const stepFields: Partial<Record<WizardStep, readonly string[]>> = {
  entryLocation: ['entry_location'],
  map: ['map_latitude', 'map_longitude', 'spot_id', 'street', 'street_number', 'zipcode', 'city'],
  categories: ['categories', 'suggest'],
  form: [
    'title',
    'description',
    'image',
    'free_offer',
    'barrier_free',
    'contact_mail',
    'contact_url',
    'targetgroup',
  ],
};

/**
 * Where a failed save returns to (spec/offers.md §4: one step back for entries, two for spots
 * and places, i.e. from past the end to the step the person saved on). When the server's
 * errors name fields of an earlier step, that step is shown instead, so every message sits
 * under its field.
 */
export function stepAfterFailure(context: StepContext, errorFields: readonly string[]): WizardStep {
  const steps = stepsFor(context);
  for (const step of steps) {
    const fields = stepFields[step];
    if (fields && errorFields.some((field) => fields.includes(field.split('.')[0] ?? field))) {
      return step;
    }
  }
  return steps[steps.length - 1] ?? 'form';
}
