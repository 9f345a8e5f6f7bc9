import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { SearchX } from 'lucide-react';
import type { OfferFilter } from '../../../../../domain/offers/filter.ts';
import type { Category } from '../../../../../domain/offers/types.ts';
import { listPaging } from '../../../../../domain/offers/constants.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useOfferList } from '../api/list.ts';
import type { OfferRef } from '../state/use-focus-link.ts';
import { FilterBar } from './filter-bar.tsx';
import { OfferListItem } from './offer-list-item.tsx';
import styles from './offer-list.module.css';
import loadState from '../../../components/ui/load-state.module.css';

type Props = {
  filter: OfferFilter;
  onFilterChange: (filter: OfferFilter) => void;
  page: number;
  onPageChange: (page: number) => void;
  categories: Category[];
  canBookmark: boolean;
  onDetails: (offer: OfferRef) => void;
};

/** The offer list with its filter bar, five entries a page (spec/offers.md §2, §4). */
export function OfferList({
  filter,
  onFilterChange,
  page,
  onPageChange,
  categories,
  canBookmark,
  onDetails,
}: Props) {
  const { t } = useTranslation();
  const query = useOfferList(filter, page);
  const listRef = useRef<HTMLUListElement>(null);
  const offers = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const loadingMore = query.isPlaceholderData && query.isFetching;
  const focusFrom = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // After "more", reading goes on with the first new entry.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || query.isPlaceholderData) return;
    focusFrom.current = null;
    const added = offers.length - from;
    if (added <= 0) return;
    setAnnouncement(t('offers.list.loaded', { count: added }));
    listRef.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [offers.length, query.isPlaceholderData, t]);

  return (
    <section className={styles.list} aria-labelledby="offer-list-title">
      <h2 id="offer-list-title" className="visually-hidden">
        {t('offers.list.title')}
      </h2>
      <FilterBar
        filter={filter}
        onChange={onFilterChange}
        categories={categories}
        canBookmark={canBookmark}
      />

      <p className={styles.total} role="status">
        {query.data ? t('offers.list.count', { count: total }) : ''}
      </p>

      {query.isPending ? (
        <div className={loadState.state}>
          <Loader label={t('offers.list.loading')} size="lg" showLabel />
        </div>
      ) : query.isError && offers.length === 0 ? (
        <div className={loadState.state}>
          <Alert tone="error" title={t('offers.list.error')}>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('offers.list.retry')}
            </Button>
          </Alert>
        </div>
      ) : offers.length === 0 ? (
        <div className={styles.empty}>
          <SearchX size={32} aria-hidden="true" className={styles.emptyIcon} />
          <p>{t('offers.list.empty')}</p>
        </div>
      ) : (
        <>
          <ul ref={listRef} className={styles.items} aria-busy={query.isFetching || undefined}>
            {offers.map((offer) => (
              <li key={`${offer.type}-${offer.id}`}>
                <OfferListItem offer={offer} nearby={filter.nearby} onDetails={onDetails} />
              </li>
            ))}
          </ul>
          {query.isError ? (
            <Alert tone="error" title={t('offers.list.error')}>
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {t('offers.list.retry')}
              </Button>
            </Alert>
          ) : null}
          {offers.length < total && page >= listPaging.maxPages ? (
            <p className={styles.moreRow}>{t('offers.list.narrow', { count: offers.length })}</p>
          ) : offers.length < total ? (
            <div className={styles.moreRow}>
              <Button
                variant="secondary"
                size="lg"
                aria-busy={loadingMore || undefined}
                onClick={() => {
                  if (loadingMore) return;
                  focusFrom.current = offers.length;
                  onPageChange(page + 1);
                }}
              >
                {loadingMore ? t('offers.list.loadingMore') : t('offers.list.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
