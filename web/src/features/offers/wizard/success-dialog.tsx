import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { detailPath } from '../detail/detail-path.ts';
import styles from './wizard.module.css';

export type SavedOffer = { offer: OfferDetail; updated: boolean };

/** The dialog after a save, titled per type and per create or update (spec/offers.md §4). */
export function SuccessDialog({ saved, onClose }: { saved: SavedOffer | null; onClose(): void }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  if (!saved) return null;
  const { offer, updated } = saved;
  const kind = offer.type === 'entry' || offer.type === 'spot' ? offer.type : 'place';
  return (
    <Popup
      open
      onClose={onClose}
      size="sm"
      title={t(`wizard.success.${updated ? 'updated' : 'created'}.${kind}`)}
      footer={
        <div className={styles.nav}>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={toPath(detailPath(offer))}
            onClick={onClose}
          >
            {t('wizard.success.view')}
          </Link>
          <Button onClick={onClose}>{t('wizard.success.close')}</Button>
        </div>
      }
    >
      <p>
        {t(
          updated
            ? 'wizard.success.updatedText'
            : offer.awaiting_review
              ? 'wizard.success.createdHeldText'
              : 'wizard.success.createdText',
        )}
      </p>
    </Popup>
  );
}
