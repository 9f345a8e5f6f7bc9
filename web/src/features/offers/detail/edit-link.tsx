import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { canEditOffer, editPath } from './can-edit.ts';
import styles from './detail.module.css';

/** Shown to whoever may edit the offer (spec/offers.md §6). */
export function EditLink({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data: user = null } = useUser();
  if (!canEditOffer(offer, user)) return null;
  return (
    <Link to={localePath(editPath(offer))} className={styles.editLink}>
      <Pencil size={18} aria-hidden="true" />
      {t('offerDetail.edit')}
    </Link>
  );
}
