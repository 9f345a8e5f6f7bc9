import { useTranslation } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Shown inside the dialog when the call failed; the dialog stays open for a retry. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before something is deleted or removed (spec/portal.md §2 Home): a modal dialog whose
 * second, explicit button acts. While the call runs it cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  pendingLabel,
  pending,
  failure,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Popup
      open={open}
      onClose={close}
      title={title}
      dismissible={!pending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('profileLists.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
    </Popup>
  );
}
