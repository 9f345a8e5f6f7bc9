import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import styles from './load-more.module.css';

type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** How many items are shown; growth is announced to screen readers. */
  count: number;
  /** The list whose items are counted; focus moves to the first new one after a click. */
  listRef: RefObject<HTMLElement | null>;
  /** False after a failed page: scrolling must not retry in a loop, the button still can. */
  autoLoad?: boolean;
};

// Start the next page a little before the visitor reaches the end of the list.
const sentinelMargin = '0px 0px 400px 0px';

/**
 * Infinite loading that everyone can use (spec/portal.md §2 "infinite loading with a
 * load-more button"): a sentinel below the list loads the next page when it scrolls into
 * view, and a real button does the same for keyboard and screen-reader users. A polite
 * live region says how many entries arrived.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  count,
  listRef,
  autoLoad = true,
}: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  const previousCount = useRef(count);
  const clicked = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const before = previousCount.current;
    previousCount.current = count;
    const added = count - before;
    // Only growth of a list already shown is news; a first page or a new month is not "more".
    setAnnouncement(added > 0 && before > 0 ? t('listing.loaded', { count: added }) : '');
    if (added > 0 && before > 0 && clicked.current) {
      // Reading goes on with the first new item, which comes before the button; and after
      // the last page the button is gone, so focus must go somewhere sensible anyway.
      const item = listRef.current?.children[before];
      item?.querySelector<HTMLElement>('a[href], button')?.focus();
    }
    clicked.current = false;
  }, [count, t, listRef]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || !autoLoad) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin: sentinelMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, autoLoad]);

  return (
    <div className={styles.loadMore}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {hasMore ? (
        // Never disabled while loading: a disabled button would drop the keyboard focus.
        <Button
          variant="secondary"
          size="lg"
          aria-busy={loading || undefined}
          onClick={() => {
            if (loading) return;
            clicked.current = true;
            onLoadMore();
          }}
        >
          {loading ? t('listing.loadingMore') : t('listing.loadMore')}
        </Button>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
