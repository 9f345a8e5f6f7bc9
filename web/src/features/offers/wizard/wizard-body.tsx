import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { User } from '../../../../../domain/accounts/user.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { errorsFromServer, type FieldErrors } from '../../../lib/forms/form-errors.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { mobileQuery, useMediaQuery } from '../state/use-media-query.ts';
import { CategoriesStep } from './steps/categories-step.tsx';
import { DetailsStep } from './steps/details-step.tsx';
import { EntryLocationStep } from './steps/entry-location-step.tsx';
import { LoginStep } from './steps/login-step.tsx';
import { MapStep } from './steps/map-step.tsx';
import { TimeStep } from './steps/time-step.tsx';
import { TypeStep } from './steps/type-step.tsx';
import type { useWizard, WizardState } from './use-wizard.ts';
import { validateStep } from './validate-step.ts';
import { payloadOf } from './wizard-draft.ts';
import { WizardErrors } from './wizard-errors.tsx';
import {
  isLastStep,
  nextLabel,
  showsBack,
  showsNext,
  stepsFor,
  type WizardStep,
} from './wizard-steps.ts';
import styles from './wizard.module.css';

/** The popup's heading for the step (spec/offers.md §2: the map step has three). */
export function useStepTitle({ step, draft }: WizardState): string {
  const { t } = useTranslation();
  if (step === 'map') {
    if (draft.type !== 'entry') return t('wizard.map.title');
    return draft.entry_location === 'spot' ? t('wizard.map.titleSpot') : t('wizard.map.titleEntry');
  }
  return t(`wizard.steps.${step}`);
}

type Props = {
  wizard: ReturnType<typeof useWizard>;
  user: User | null;
  onDone(offer: OfferDetail, updated: boolean): void;
};

/** The current step, the error block and Back/Next; the last Next saves the draft. */
export function WizardBody({ wizard, user, onDone }: Props) {
  const { t } = useTranslation();
  const { state, dispatch, context } = wizard;
  const { step, draft, errors } = state;
  const mobile = useMediaQuery(mobileQuery);
  const save = useSaveOffer();
  const [checking, setChecking] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loggedIn = user !== null;
  const official = user?.official ?? false;
  const steps = stepsFor(context);

  // A new step takes focus, so keyboard and screen reader users start at its top.
  const stepRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepRef.current?.focus();
  }, [step]);

  // Logging in in another tab, or while the wizard waited: the login step steps aside.
  useEffect(() => {
    if (loggedIn) dispatch({ kind: 'loggedIn' });
  }, [loggedIn, dispatch]);

  function fail(fieldErrors: FieldErrors, formErrors: string[] = []) {
    dispatch({ kind: 'failed', errors: fieldErrors, formErrors, loggedIn });
    setAttempt((n) => n + 1);
  }

  async function submit() {
    const type = draft.type ?? 'entry';
    const body = payloadOf(draft, { official });
    const problems = await validateStep(type, body, 'all');
    if (Object.keys(problems).length > 0) return fail(problems);
    dispatch({ kind: 'submit' });
    save.mutate(
      { type, body },
      {
        onSuccess: (offer) => onDone(offer, draft.id !== null),
        onError: (error) => {
          const server = errorsFromServer(error);
          if (server) return fail(server);
          console.error('Offer save failed', error);
          fail({}, [t('wizard.saveFailed')]);
        },
      },
    );
  }

  async function next() {
    if (checking || state.submitting || !draft.type) return;
    setChecking(true);
    try {
      if (isLastStep(step, context)) return await submit();
      const problems = await validateStep(draft.type, payloadOf(draft, { official }), step);
      if (Object.keys(problems).length > 0) {
        dispatch({ kind: 'invalid', errors: problems });
        setAttempt((n) => n + 1);
        return;
      }
      dispatch({ kind: 'next', loggedIn });
    } finally {
      setChecking(false);
    }
  }

  if (state.submitting) {
    return <Loader label={t('wizard.saving')} showLabel size="lg" />;
  }

  const position = steps.indexOf(step) + 1;
  const canNext =
    showsNext(step) &&
    (step !== 'map' || (draft.map_latitude !== null && draft.map_longitude !== null)) &&
    (step !== 'categories' || draft.categories.length > 0 || draft.suggestMode) &&
    (step !== 'time' || Boolean(draft.repetition));

  return (
    <div className={styles.wizard}>
      <div ref={stepRef} tabIndex={-1} className={styles.step} data-step={step}>
        <p className={styles.progress}>
          {t('wizard.progress', { current: position, total: steps.length })}
        </p>
        <WizardErrors errors={errors} formErrors={state.formErrors} attempt={attempt} />
        <StepView step={step} wizard={wizard} user={user} />
      </div>
      {showsBack(step, context) || canNext ? (
        <div className={styles.nav}>
          {showsBack(step, context) ? (
            <Button variant="secondary" onClick={() => dispatch({ kind: 'back', loggedIn })}>
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          {canNext ? (
            <Button onClick={() => void next()} loading={checking}>
              {t(
                `wizard.nextLabels.${nextLabel(step, {
                  type: draft.type,
                  suggestMode: draft.suggestMode,
                  mobile,
                })}`,
              )}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function StepView({ step, wizard, user }: { step: WizardStep } & Omit<Props, 'onDone'>) {
  const { state, dispatch, update } = wizard;
  const { draft, errors } = state;
  const loggedIn = user !== null;
  const common = { draft, update, errors };
  switch (step) {
    case 'login':
      return <LoginStep />;
    case 'type':
      return (
        <TypeStep
          clubTitle={user?.club_id ? (user.club?.title ?? null) : null}
          value={draft.type}
          onChoose={(type) => dispatch({ kind: 'chooseType', type, loggedIn })}
        />
      );
    case 'entryLocation':
      return <EntryLocationStep {...common} />;
    case 'map':
      return <MapStep {...common} />;
    case 'categories':
      return <CategoriesStep {...common} />;
    case 'form':
      return <DetailsStep {...common} official={user?.official ?? false} />;
    case 'time':
      return <TimeStep {...common} />;
  }
}
