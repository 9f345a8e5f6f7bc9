import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useMatches, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { OfferType } from '../../../../../domain/offers/constants.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { deepestHandle } from '../../../lib/route-handle.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useLocalePath } from '../../../lib/locale.ts';
import { useOfferBySlug } from '../api/detail.ts';
import { BookmarkToggle } from '../detail/bookmark-toggle.tsx';
import { EditLink } from '../detail/edit-link.tsx';
import { OfferView } from '../detail/offer-view.tsx';
import styles from '../detail/detail.module.css';

/**
 * The route names of spec/offers.md §2 and the types their slug may name: mitmachen/{slug}
 * is an entry, or a summer event in share links.
 */
const typesOfRoute: Record<string, readonly OfferType[]> = {
  'offer.entry': ['entry', 'summerevent'],
  'offer.spot': ['spot'],
  'offer.club': ['club'],
  'offer.place': ['place'],
};

/** A public detail page; unknown slugs show the 404 page (spec/offers.md §8). */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug = '' } = useParams();
  const name = deepestHandle(useMatches())?.name ?? 'offer.entry';
  const types = typesOfRoute[name] ?? ['entry'];
  const { data: offer, isPending, isError, error, refetch } = useOfferBySlug(types, slug);
  useDocumentTitle(offer?.title);
  useEffect(() => {
    if (isError) console.error('Offer failed to load', error);
  }, [isError, error]);

  const back = (
    <Link to={localePath('/angebot')} className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {t('offerDetail.back')}
    </Link>
  );

  if (isPending) {
    return (
      <div className={`container ${styles.page}`}>
        <Loader label={t('offerDetail.loading')} size="lg" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t(`offerDetail.types.${types[0] ?? 'entry'}`)}</h1>
        <Alert tone="error" title={t('offerDetail.loadError')}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('offerDetail.retry')}
          </Button>
        </Alert>
        {back}
      </div>
    );
  }

  return (
    <article className={`container ${styles.page}`}>
      {back}
      <div className={styles.pageTools}>
        <span className={styles.typeBadge}>{t(`offerDetail.types.${offer.type}`)}</span>
        <EditLink offer={offer} />
        <BookmarkToggle offer={offer} />
      </div>
      <OfferView offer={offer} inPanel={false} headingLevel={1} />
    </article>
  );
}
