import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { SearchX } from 'lucide-react';
import { listWindow, type OfferFilter } from '../../../../../domain/offers/filter.ts';
import type { Category } from '../../../../../domain/offers/types.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useOfferList } from '../api/list.ts';
import type { OfferRef } from '../state/use-focus-link.ts';
import { FilterBar } from './filter-bar.tsx';
import { OfferListItem } from './offer-list-item.tsx';
import { PageLink, usePageHref } from './page-link.tsx';
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
  const pageHref = usePageHref();
  const { offset, firstPage } = listWindow(page);
  const listRef = useRef<HTMLUListElement>(null);
  const offers = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const loadingMore = query.isPlaceholderData && query.isFetching;
  const focusFrom = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const more = offset + offers.length < total;

  /** Another page in place; the focus goes to the first entry that is new on screen. */
  function goTo(next: number) {
    if (loadingMore) return;
    focusFrom.current = listWindow(next).firstPage === firstPage ? offers.length : 0;
    onPageChange(next);
  }

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
      ) : offers.length === 0 && firstPage === 1 ? (
        <div className={styles.empty}>
          <SearchX size={32} aria-hidden="true" className={styles.emptyIcon} />
          <p>{t('offers.list.empty')}</p>
        </div>
      ) : (
        <>
          {firstPage > 1 ? (
            // Past twenty pages the list starts further down; the block before is one link away.
            <>
              {offers.length > 0 ? (
                <p>
                  {t('offers.list.range', { from: offset + 1, to: offset + offers.length, total })}
                </p>
              ) : null}
              <div className={styles.moreRow}>
                <PageLink href={pageHref(firstPage - 1)} onGo={() => goTo(firstPage - 1)}>
                  {t('offers.list.earlier')}
                </PageLink>
              </div>
            </>
          ) : null}
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
          {more ? (
            // A link with the page in its address: it works before the code has loaded.
            <div className={styles.moreRow}>
              <PageLink href={pageHref(page + 1)} busy={loadingMore} onGo={() => goTo(page + 1)}>
                {loadingMore ? t('offers.list.loadingMore') : t('offers.list.more')}
              </PageLink>
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
