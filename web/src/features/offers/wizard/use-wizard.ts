import { useCallback, useMemo, useReducer } from 'react';
import type { CreatableType } from '../../../../../domain/offers/constants.ts';
import type { FieldErrors } from '../../../lib/forms/form-errors.ts';
import { revalidatedErrors } from '../../../../../domain/offers/wizard-rules.ts';
import { emptyDraft, payloadOf, type WizardDraft } from './wizard-draft.ts';
import {
  firstStep,
  nextStep,
  previousStep,
  stepAfterFailure,
  type StepContext,
  type WizardStep,
} from './wizard-steps.ts';

export type WizardState = {
  step: WizardStep;
  draft: WizardDraft;
  /** Message keys per field: the step's own check or the server's 422. */
  errors: FieldErrors;
  /** Messages of the server that no field of the wizard shows. */
  formErrors: string[];
  submitting: boolean;
  editMode: boolean;
};

export type WizardAction =
  | { kind: 'update'; patch: Partial<WizardDraft> | ((draft: WizardDraft) => WizardDraft) }
  | { kind: 'chooseType'; type: CreatableType; loggedIn: boolean }
  | { kind: 'next'; loggedIn: boolean }
  | { kind: 'back'; loggedIn: boolean }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'submit' }
  | { kind: 'failed'; errors: FieldErrors; formErrors: string[]; loggedIn: boolean }
  | { kind: 'edit'; draft: WizardDraft }
  | { kind: 'loggedIn' };

const contextOf = (state: WizardState, loggedIn: boolean): StepContext => ({
  loggedIn,
  type: state.draft.type,
  editMode: state.editMode,
});

/** Entering the map step: a new draft starts its categories afresh (spec/offers.md §4). */
function enter(state: WizardState, step: WizardStep): WizardState {
  const draft =
    step === 'map' && !state.editMode
      ? { ...state.draft, categories: [], suggestMode: false, suggest: '' }
      : state.draft;
  return { ...state, step, draft, errors: {}, formErrors: [] };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.kind) {
    case 'update': {
      const draft =
        typeof action.patch === 'function'
          ? action.patch(state.draft)
          : { ...state.draft, ...action.patch };
      // A field the person changes drops its own message, and a form-wide rule's message
      // goes once the rule holds (adding a weekday); others stay until Next.
      const errors = { ...state.errors };
      if (typeof action.patch !== 'function') {
        for (const key of Object.keys(action.patch)) delete errors[key];
        // Choosing the repetition starts the time step afresh (spec/offers.md §4 Time step).
        if ('repetition' in action.patch) return { ...state, draft, errors: {}, formErrors: [] };
      }
      return {
        ...state,
        draft,
        errors: revalidatedErrors(errors, payloadOf(draft, { official: false })),
      };
    }
    case 'chooseType': {
      const chosen = { ...state, draft: { ...state.draft, type: action.type } };
      const next = nextStep('type', contextOf(chosen, action.loggedIn));
      return next ? enter(chosen, next) : chosen;
    }
    case 'next': {
      const next = nextStep(state.step, contextOf(state, action.loggedIn));
      return next ? enter(state, next) : state;
    }
    case 'back': {
      // Back in suggest mode leaves suggest mode first (spec/offers.md §2 Categories).
      if (state.step === 'categories' && state.draft.suggestMode) {
        return { ...state, draft: { ...state.draft, suggestMode: false }, errors: {} };
      }
      const previous = previousStep(state.step, contextOf(state, action.loggedIn));
      if (!previous) return state;
      // Going back from the map removes its marker; leaving categories leaves suggest mode.
      const draft =
        state.step === 'map' && !state.editMode
          ? {
              ...state.draft,
              map_latitude: null,
              map_longitude: null,
              spot_id: null,
              street: '',
              street_number: '',
              zipcode: '',
              city: '',
            }
          : state.draft;
      return { ...state, step: previous, draft, errors: {}, formErrors: [] };
    }
    case 'invalid':
      return { ...state, errors: action.errors, formErrors: [] };
    case 'submit':
      return { ...state, submitting: true, errors: {}, formErrors: [] };
    case 'failed': {
      const step = stepAfterFailure(contextOf(state, action.loggedIn), Object.keys(action.errors));
      return {
        ...state,
        step,
        submitting: false,
        errors: action.errors,
        formErrors: action.formErrors,
      };
    }
    case 'edit':
      return { ...state, editMode: true, draft: action.draft, step: 'map' };
    case 'loggedIn':
      return state.step === 'login' ? { ...state, step: 'type' } : state;
  }
}

export function initialWizardState(loggedIn: boolean, editMode: boolean): WizardState {
  return {
    step: firstStep({ loggedIn, type: null, editMode }),
    draft: emptyDraft,
    errors: {},
    formErrors: [],
    submitting: false,
    editMode,
  };
}

/** The wizard's state with named actions for the steps. */
export function useWizard(loggedIn: boolean, editMode: boolean) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState(loggedIn, editMode),
  );
  const update = useCallback(
    (patch: Partial<WizardDraft> | ((draft: WizardDraft) => WizardDraft)) =>
      dispatch({ kind: 'update', patch }),
    [],
  );
  const context = useMemo<StepContext>(
    () => ({ loggedIn, type: state.draft.type, editMode: state.editMode }),
    [loggedIn, state.draft.type, state.editMode],
  );
  return { state, dispatch, update, context };
}
