import {
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n.ts';
import { X } from 'lucide-react';
import styles from './popup.module.css';
import { useModal } from './use-modal.ts';

export type PopupProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** False for dialogs that need an answer: no close button, Esc and backdrop do nothing. */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Element focused on open; the dialog itself (announcing its title) by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** A modal dialog: focus stays inside, Esc closes, focus returns to where it came from. */
export function Popup(props: PopupProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<PopupDialog {...props} />, document.body);
}

function PopupDialog({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  size = 'md',
  initialFocusRef,
}: PopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The panel itself by default, so the title is announced first.
  useModal(overlayRef, () => initialFocusRef?.current ?? panelRef.current);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>(focusableSelector),
    ).filter((el) => !el.closest('[hidden]'));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (dismissible && event.target === event.currentTarget) onClose();
  }

  return (
    <div
      ref={overlayRef}
      className={styles.overlay}
      onKeyDown={handleKeyDown}
      onMouseDown={handleBackdrop}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('ui.close')}
            >
              <X size={24} />
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
