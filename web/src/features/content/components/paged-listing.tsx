import { useRef, type ReactNode, type RefObject } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Loader } from '../../../components/ui/loader.tsx';
import { LoadError } from './load-error.tsx';
import { LoadMore } from './load-more.tsx';
import styles from './listing.module.css';
import loadState from '../../../components/ui/load-state.module.css';

/** What a listing needs of its infinite query (TanStack Query's useInfiniteQuery). */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
};

type Props = {
  query: PagedQuery;
  /** How many items are loaded so far. */
  count: number;
  loadingLabel: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  /** The list itself; `listRef` lets "load more" move focus to the first new item. */
  children: (listRef: RefObject<HTMLUListElement | null>) => ReactNode;
};

/**
 * The states of a paged listing (news, events): loading, failed with a retry, empty, or the
 * list with more on scrolling and its own retry when a further page fails.
 */
export function PagedListing({
  query,
  count,
  loadingLabel,
  emptyIcon: Icon,
  emptyText,
  children,
}: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  if (query.isPending) {
    return (
      <div className={loadState.state}>
        <Loader label={loadingLabel} size="lg" />
      </div>
    );
  }
  if (query.isError && count === 0) return <LoadError onRetry={() => void query.refetch()} />;
  if (count === 0) {
    return (
      <div className={styles.empty} role="status">
        <Icon size={32} className={styles.emptyIcon} aria-hidden="true" />
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <>
      {children(listRef)}
      {query.isFetchNextPageError ? <LoadError onRetry={() => void query.fetchNextPage()} /> : null}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        count={count}
        listRef={listRef}
        autoLoad={!query.isFetchNextPageError}
      />
    </>
  );
}
