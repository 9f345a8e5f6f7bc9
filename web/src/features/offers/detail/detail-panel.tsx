/**
 * The detail panel over the offer map (spec/offers.md §2, §4 Detail popup). This folder
 * holds it and everything the public detail pages reuse: the type views, the bookmark
 * toggle, the edit link and the report popup.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { usePrefersReducedMotion } from '../../../lib/motion.ts';
import { useOfferDetail, type OfferRef } from '../api/detail.ts';
import { BookmarkToggle } from './bookmark-toggle.tsx';
import { EditLink } from './edit-link.tsx';
import { OfferView } from './offer-view.tsx';
import styles from './detail.module.css';

export type DetailPanelProps = { offer: OfferRef | null; onClose: () => void };

/** In at normal speed, out at double speed (spec/offers.md §9). */
export const panelInMs = 300;
export const panelOutMs = panelInMs / 2;

type Phase = 'open' | 'closing';

/**
 * A non-modal dialog: the map stays usable beside it. Focus moves in on opening and back to
 * where it came from on closing; Escape closes. When `offer` turns null the panel slides out
 * and only then clears what it showed.
 */
export default function DetailPanel({ offer, onClose }: DetailPanelProps) {
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState<OfferRef | null>(offer);
  const [phase, setPhase] = useState<Phase>('open');

  // Adjusting state while rendering (React's pattern for props that reset state).
  const [previous, setPrevious] = useState(offer);
  if (offer !== previous) {
    setPrevious(offer);
    if (offer) {
      setShown(offer);
      setPhase('open');
    } else if (shown) {
      setPhase(reduced ? 'open' : 'closing');
      if (reduced) setShown(null);
    }
  }

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = window.setTimeout(() => {
      setShown(null);
      setPhase('open');
    }, panelOutMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (!shown) return null;
  return (
    <PanelDialog key={`${shown.type}-${shown.id}`} offer={shown} phase={phase} onClose={onClose} />
  );
}

function PanelDialog({
  offer,
  phase,
  onClose,
}: {
  offer: OfferRef;
  phase: Phase;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, error, refetch } = useOfferDetail(offer);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => {
      if (returnTo?.isConnected && returnTo !== document.body) returnTo.focus();
    };
  }, []);

  useEffect(() => {
    // spec/offers.md §8: failed detail loads are logged, the retry below keeps nobody stuck.
    if (isError) console.error('Offer detail failed to load', error);
  }, [isError, error]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={data ? titleId : undefined}
      aria-label={data ? undefined : t(`offerDetail.types.${offer.type}`)}
      tabIndex={-1}
      className={styles.panel}
      data-phase={phase}
      style={{ ['--panel-in' as string]: `${panelInMs}ms` }}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.toolbar}>
        <span className={styles.typeBadge}>{t(`offerDetail.types.${offer.type}`)}</span>
        <div className={styles.toolbarEnd}>
          {data ? <EditLink offer={data} /> : null}
          <BookmarkToggle offer={offer} />
          <button
            type="button"
            className={styles.iconButton}
            onClick={onClose}
            aria-label={t('offerDetail.close')}
          >
            <X size={24} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className={styles.scroller}>
        {isPending ? (
          <div className={styles.state}>
            <Loader label={t('offerDetail.loading')} />
          </div>
        ) : isError ? (
          <div className={styles.state}>
            <Alert tone="error" title={t('offerDetail.loadError')}>
              <Button variant="secondary" size="sm" onClick={() => void refetch()}>
                {t('offerDetail.retry')}
              </Button>
            </Alert>
          </div>
        ) : (
          <OfferView offer={data} inPanel headingLevel={2} titleId={titleId} />
        )}
      </div>
    </div>
  );
}
