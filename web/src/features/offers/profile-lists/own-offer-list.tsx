import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ProfileOfferItem } from '../../../../../domain/offers/types.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useProfileOffers } from '../api/get-profile-offers.ts';
import type { ProfileType } from '../../../../../domain/accounts/limits.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { actionLabel, joinAddress, ListItem } from './list-item.tsx';
import { ListState } from './list-state.tsx';
import { editPath } from '../detail/can-edit.ts';
import { detailPath } from '../detail/detail-path.ts';
import { useRemoveOffer } from './use-remove-offer.ts';
import { StatusMessage, useStatus } from './status-message.tsx';
import styles from './profile-lists.module.css';

type Props = {
  profileType: ProfileType;
  /** The toggles of the personal profile; undefined shows every item. */
  show?: (item: ProfileOfferItem) => boolean;
  /** Shown when the profile has no offers at all. */
  empty: ReactNode;
};

/** Own offers (entries and spots, or the club's places) with edit and delete. */
export function OwnOfferList({ profileType, show, empty }: Props) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const offers = useProfileOffers(profileType);
  const remove = useRemoveOffer();
  const [status, announce] = useStatus();
  const [deleting, setDeleting] = useState<ProfileOfferItem | null>(null);
  const [failed, setFailed] = useState(false);

  if (!offers.data) {
    return <ListState failed={offers.isError} onRetry={() => void offers.refetch()} />;
  }

  const items = show ? offers.data.filter(show) : offers.data;
  const titleOf = (item: ProfileOfferItem) =>
    item.type === 'place' ? (item.club_title ?? item.title) : item.title;

  function close() {
    setDeleting(null);
    setFailed(false);
  }

  function confirm() {
    if (!deleting) return;
    const item = deleting;
    setFailed(false);
    remove.mutate(item, {
      onSuccess: () => {
        close();
        announce(t('profileLists.deleted', { title: item.title }));
      },
      onError: (error) => {
        console.error('Deleting the offer failed', error);
        setFailed(true);
      },
    });
  }

  return (
    <>
      <StatusMessage message={status} />
      {offers.data.length === 0 ? (
        empty
      ) : items.length === 0 ? (
        <p className={styles.note}>{t('profileLists.empty.filtered')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <ListItem
              key={`${item.type}-${item.id}`}
              type={item.type}
              title={titleOf(item)}
              subline={
                [
                  titleOf(item) === item.title ? null : item.title,
                  // Held for review (decision 041): nobody else sees it yet.
                  item.awaiting_review ? t('profileLists.awaitingReview') : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || null
              }
              address={joinAddress(item)}
              createdAt={item.created_at}
              actions={
                <>
                  {/* As in the bookmark list: the page others see (the owner sees a held one). */}
                  <Link
                    to={localePath(detailPath(item))}
                    className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                    aria-label={actionLabel(t('profileLists.view'), item.title)}
                  >
                    <Eye size={16} aria-hidden="true" />
                    {t('profileLists.view')}
                  </Link>
                  <Link
                    to={localePath(editPath(item))}
                    className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                    aria-label={actionLabel(t('profileLists.edit'), item.title)}
                  >
                    <Pencil size={16} aria-hidden="true" />
                    {t('profileLists.edit')}
                  </Link>
                  <Button
                    variant="danger"
                    aria-label={actionLabel(t('profileLists.delete'), item.title)}
                    size="sm"
                    icon={<Trash2 size={16} />}
                    onClick={() => setDeleting(item)}
                  >
                    {t('profileLists.delete')}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('profileLists.confirmDelete.title')}
        text={t('profileLists.confirmDelete.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('profileLists.confirmDelete.confirm')}
        pendingLabel={t('profileLists.confirmDelete.pending')}
        pending={remove.isPending}
        failure={failed ? t('profileLists.confirmDelete.failed') : null}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
