import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from 'react-router';
import type { CreatableType } from '../../../../../domain/offers/constants.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { useLocale, useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { offerDetailQueryOptions } from '../api/detail.ts';
import { SuccessDialog, type SavedOffer } from './success-dialog.tsx';
import { useWizard } from './use-wizard.ts';
import { preloadWizardSchemas } from './validate-step.ts';
import { draftFromOffer } from './wizard-draft.ts';
import { WizardBody, useStepTitle } from './wizard-body.tsx';
import styles from './wizard.module.css';

export type OfferWizardProps = {
  open: boolean;
  /** Edit mode: the stored offer to change (spec/offers.md §2, the edit link). */
  editOfferId?: number | null;
  editType?: CreatableType;
  onClose(): void;
  /** After a successful save, before the popup closes: refresh and focus the map here. */
  onSaved(offer: OfferDetail): void;
};

/** spec/offers.md §9: the success dialog appears 500 ms after the popup closed. */
export const successDelayMs = 500;

/**
 * The add/edit wizard (spec/offers.md §2 Creation wizard, §4 Wizard flow) as a modal popup.
 * Keep it mounted while closed: the success dialog shows after the wizard itself closed.
 */
export default function OfferWizard(props: OfferWizardProps) {
  const [saved, setSaved] = useState<SavedOffer | null>(null);
  const [showSaved, setShowSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setShowSaved(true), successDelayMs);
    return () => window.clearTimeout(timer);
  }, [saved]);

  function onDone(offer: OfferDetail, updated: boolean) {
    setSaved({ offer, updated });
    props.onSaved(offer);
    props.onClose();
  }

  return (
    <>
      {props.open ? <WizardDialog {...props} onDone={onDone} /> : null}
      <SuccessDialog
        saved={showSaved ? saved : null}
        onClose={() => {
          setShowSaved(false);
          setSaved(null);
        }}
      />
    </>
  );
}

type DialogProps = OfferWizardProps & { onDone(offer: OfferDetail, updated: boolean): void };

function WizardDialog({ editOfferId, editType, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const locale = useLocale();
  const user = useUser();
  const editing = editOfferId != null && editType !== undefined;
  const loggedIn = user.data != null;
  const wizard = useWizard(loggedIn, editing);
  const { state, dispatch } = wizard;
  const title = useStepTitle(state);

  const offer = useQuery({
    ...offerDetailQueryOptions(editing ? { type: editType, id: editOfferId } : null, locale),
    // The form starts from the stored offer, not from an older cached copy.
    staleTime: 0,
  });
  const [loaded, setLoaded] = useState(false);
  if (editing && offer.data && !offer.isFetching && !loaded) {
    setLoaded(true);
    dispatch({ kind: 'edit', draft: draftFromOffer(offer.data) });
  }

  // An unverified user cannot add offers: the verify screen explains what to do.
  const unverified = user.data != null && !user.data.isVerified;
  useEffect(() => {
    if (!unverified) return;
    onClose();
    void navigate(toPath('/verify'));
  }, [unverified]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(preloadWizardSchemas, []);

  const [confirming, setConfirming] = useState(false);
  // Back from the question, focus returns into the wizard (the question's buttons are gone).
  const bodyRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) asked.current = true;
    else if (asked.current) bodyRef.current?.focus();
  }, [confirming]);
  const dirty = state.draft.type !== null && !state.submitting;

  // Escape, the close button and the backdrop ask first once something was chosen; Escape
  // on the question cancels it.
  function requestClose() {
    if (state.submitting) return;
    if (confirming) setConfirming(false);
    else if (dirty) setConfirming(true);
    else onClose();
  }

  const loading = user.isPending || unverified || (editing && !loaded && !offer.isError);

  return (
    <Popup
      open
      onClose={requestClose}
      title={confirming ? t('wizard.discard.title') : loading ? t('wizard.dialogTitle') : title}
      size="lg"
    >
      {confirming ? (
        <div className={styles.confirm}>
          <p>{t('wizard.discard.text')}</p>
          <div className={styles.nav}>
            <Button variant="secondary" onClick={() => setConfirming(false)} autoFocus>
              {t('wizard.discard.keep')}
            </Button>
            <Button variant="danger" onClick={onClose}>
              {t('wizard.discard.confirm')}
            </Button>
          </div>
        </div>
      ) : null}
      {loading ? (
        <Loader label={t('wizard.loading')} showLabel />
      ) : editing && offer.isError ? (
        <p role="alert">{t('wizard.loadFailed')}</p>
      ) : (
        // Hidden, not unmounted, while the question shows: the map and the steps keep their state.
        <div ref={bodyRef} tabIndex={-1} hidden={confirming} className={styles.body}>
          <WizardBody wizard={wizard} user={user.data ?? null} onDone={onDone} />
        </div>
      )}
    </Popup>
  );
}
