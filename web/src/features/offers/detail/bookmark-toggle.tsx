import { useTranslation } from '../../../lib/i18n.ts';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { bookmarkableTypes } from '../../../../../domain/offers/constants.ts';
import type { BookmarkPayload, OfferDetail } from '../../../../../domain/offers/types.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useBookmarkToggle } from '../api/bookmark.ts';
import styles from './detail.module.css';

const isBookmarkable = (type: OfferDetail['type']): type is BookmarkPayload['type'] =>
  (bookmarkableTypes as readonly string[]).includes(type);

/** Spots, entries and summer events, for logged-in visitors only (spec/offers.md §6). */
export function BookmarkToggle({ offer }: { offer: Pick<OfferDetail, 'id' | 'type'> }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { toggle, isPending } = useBookmarkToggle();
  const { type } = offer;
  if (!user || !isBookmarkable(type)) return null;
  const saved = user.bookmarks.includes(offer.id);
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={saved}
      aria-busy={isPending || undefined}
      title={t(saved ? 'offerDetail.bookmarkSaved' : 'offerDetail.bookmark')}
      onClick={() => toggle({ id: offer.id, type, saved })}
    >
      <Icon size={22} aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
      <span className="visually-hidden">{t('offerDetail.bookmark')}</span>
    </button>
  );
}
