import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n.ts';
import { Map as MapIcon, X } from 'lucide-react';
import { useModal } from '../../../components/ui/use-modal.ts';
import styles from './map-teaser.module.css';

/** On phones the map does not share the screen with the list: a teaser opens it whole. */
export function MapTeaser({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.teaser}>
      <MapIcon size={32} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{t('offers.mobile.teaser')}</p>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={onOpen}>
        {t('offers.mobile.open')}
      </button>
    </div>
  );
}

/**
 * The map over the whole screen, as a modal dialog: the page behind goes inert, Escape and
 * the close button return to the teaser.
 */
export function FullscreenMap({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useModal(rootRef, () => closeRef.current);

  return createPortal(
    <div
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('offers.mobile.title')}
      className={styles.fullscreen}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
        <X size={22} aria-hidden="true" />
        {t('offers.mobile.close')}
      </button>
      <div className={styles.map}>{children}</div>
    </div>,
    document.body,
  );
}
