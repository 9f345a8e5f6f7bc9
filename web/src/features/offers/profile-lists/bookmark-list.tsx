import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { BookmarkMinus, Eye } from 'lucide-react';
import type { BookmarkItem } from '../../../../../domain/offers/types.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { detailPath } from '../detail/detail-path.ts';
import { useBookmarks } from '../api/get-bookmarks.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { actionLabel, ListItem } from './list-item.tsx';
import { ListState } from './list-state.tsx';
import { useRemoveBookmark } from './use-remove-bookmark.ts';
import { StatusMessage, useStatus } from './status-message.tsx';
import styles from './profile-lists.module.css';

type Props = {
  show: (item: BookmarkItem) => boolean;
  empty: ReactNode;
};

/** The user's bookmarks ('Favoriten') with a link to each public page and remove. */
export function BookmarkList({ show, empty }: Props) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const bookmarks = useBookmarks();
  const remove = useRemoveBookmark();
  const [status, announce] = useStatus();
  const [removing, setRemoving] = useState<BookmarkItem | null>(null);
  const [failed, setFailed] = useState(false);

  if (!bookmarks.data) {
    return <ListState failed={bookmarks.isError} onRetry={() => void bookmarks.refetch()} />;
  }

  const items = bookmarks.data.filter(show);

  function close() {
    setRemoving(null);
    setFailed(false);
  }

  function confirm() {
    if (!removing) return;
    const { offer } = removing;
    setFailed(false);
    remove.mutate(offer.id, {
      onSuccess: () => {
        close();
        announce(t('profileLists.removed', { title: offer.title }));
      },
      onError: (error) => {
        console.error('Removing the bookmark failed', error);
        setFailed(true);
      },
    });
  }

  return (
    <>
      <StatusMessage message={status} />
      {bookmarks.data.length === 0 ? (
        empty
      ) : items.length === 0 ? (
        <p className={styles.note}>{t('profileLists.empty.filtered')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map(({ id, offer }) => (
            <ListItem
              key={id}
              type={offer.type}
              title={offer.title}
              address={[offer.address_line1, offer.address_line2].filter(Boolean).join(', ')}
              actions={
                <>
                  <Link
                    to={localePath(detailPath(offer))}
                    className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                    aria-label={actionLabel(t('profileLists.view'), offer.title)}
                  >
                    <Eye size={16} aria-hidden="true" />
                    {t('profileLists.view')}
                  </Link>
                  <Button
                    variant="danger"
                    aria-label={actionLabel(t('profileLists.remove'), offer.title)}
                    size="sm"
                    icon={<BookmarkMinus size={16} />}
                    onClick={() => setRemoving({ id, offer })}
                  >
                    {t('profileLists.remove')}
                  </Button>
                </>
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('profileLists.confirmRemove.title')}
        text={t('profileLists.confirmRemove.text', { title: removing?.offer.title ?? '' })}
        confirmLabel={t('profileLists.confirmRemove.confirm')}
        pendingLabel={t('profileLists.confirmRemove.pending')}
        pending={remove.isPending}
        failure={failed ? t('profileLists.confirmRemove.failed') : null}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
