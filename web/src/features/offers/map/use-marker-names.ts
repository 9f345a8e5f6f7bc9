import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { OfferType } from '../../../../../domain/offers/constants.ts';
import type { Category, OfferFeature } from '../../../../../domain/offers/types.ts';
import { labelKey, markerName, type OfferRef } from './marker-names.ts';
import { formatNumber } from '../../../../../domain/shared/format.ts';
import { defaultLocale, isLocale } from '../../../../../domain/shared/locale.ts';
import type { OverlayItem } from './marker-overlay.ts';

export type MarkerNames = {
  point(offer: OfferRef): string;
  cluster(count: number): string;
  /** The count as a cluster shows it ("1.234"). */
  countText(count: number): string;
  /** The lucide icon name of a category slug. */
  iconOf(category: string): string;
  rename(item: OverlayItem, selected: OfferRef | null): Pick<OverlayItem, 'name' | 'current'>;
};

/** Overlay keys: `p:spot:12` for a marker, `c:345` for a cluster. */
export const pointKey = (offer: OfferRef) => `p:${labelKey(offer)}`;
export const clusterKey = (clusterId: number) => `c:${clusterId}`;

export function offerOfKey(key: string): OfferRef | null {
  const [kind, type, id] = key.split(':');
  return kind === 'p' && type && id ? { type: type as OfferType, id: Number(id) } : null;
}

/** Names for markers and clusters in the active language, from titles or category titles. */
export function useMarkerNames(
  features: readonly OfferFeature[],
  categories: readonly Category[] | undefined,
  labels: Readonly<Record<string, string>> | undefined,
): MarkerNames {
  const { t, i18n } = useTranslation();
  // Counts read as the language writes them ("1.234 Angebote").
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const categoriesOf = useMemo(() => {
    const index = new Map<string, string[]>();
    for (const f of features) index.set(labelKey(f.properties), f.properties.categories);
    return index;
  }, [features]);
  const bySlug = useMemo(() => new Map((categories ?? []).map((c) => [c.slug, c])), [categories]);

  return useMemo(() => {
    const point = (offer: OfferRef) =>
      markerName({
        typeName: t(`offerMap.types.${offer.type}`),
        title: labels?.[labelKey(offer)],
        categoryTitles: (categoriesOf.get(labelKey(offer)) ?? []).map(
          (slug) => bySlug.get(slug)?.title ?? '',
        ),
      });
    const cluster = (count: number) =>
      t('offerMap.cluster', { count, formatted: formatNumber(count, locale) });
    return {
      point,
      cluster,
      countText: (count) => formatNumber(count, locale),
      iconOf: (category) => bySlug.get(category)?.icon ?? 'activity',
      rename(item, selected) {
        const offer = offerOfKey(item.key);
        if (!offer) return { name: cluster(item.count ?? 0) };
        const current = !!selected && selected.id === offer.id && selected.type === offer.type;
        return { name: point(offer), current };
      },
    };
  }, [t, locale, labels, categoriesOf, bySlug]);
}
