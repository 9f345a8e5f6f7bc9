import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { mapDefaults, type OfferType } from '../../../../../domain/offers/constants.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { categoriesQueryOptions } from '../api/categories.ts';
import { offerSlugQueryOptions } from '../api/detail.ts';

export type OfferRef = { id: number; type: OfferType };
export type FocusPoint = { lat: number; lng: number };

type Handlers = {
  onCategory: (slug: string) => void;
  onOffer: (offer: OfferRef, point: FocusPoint) => void;
};

/** `focus` segments of spec/offers.md §2; mitmachen also names summer events in share links. */
const segmentTypes: Record<string, OfferType[]> = {
  'active-spot': ['spot'],
  mitmachen: ['entry', 'summerevent'],
  verein: ['club'],
  vereinsstandort: ['place'],
};

/** Parses `focus`: 'mitmachen/lauftreff-3' → { segment, slug }; anything else → null. */
export function parseFocus(value: string): { segment: string; slug: string } | null {
  const match = /^([a-z-]+)\/([a-z0-9-]{1,120})$/.exec(value.trim());
  if (!match) return null;
  const [, segment = '', slug = ''] = match;
  return segment === 'kategorie' || segment in segmentTypes ? { segment, slug } : null;
}

/**
 * The deep link `?focus=…`, checked once the screen has settled (mapDefaults.focusCheckMs):
 * a category is selected; an offer is loaded by slug and selected (detail open, map moved).
 * An unknown link changes nothing; it is only logged for whoever built the link.
 */
export function useFocusLink(handlers: Handlers) {
  const [params] = useSearchParams();
  const focus = params.get('focus');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!focus) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void resolve(focus).catch((error: unknown) => {
        console.warn(`Focus link "${focus}" could not be opened`, error);
      });
    }, mapDefaults.focusCheckMs);

    async function resolve(value: string) {
      const target = parseFocus(value);
      if (!target) {
        console.info(`Unknown focus link "${value}"`);
        return;
      }
      if (target.segment === 'kategorie') {
        const categories = await queryClient.fetchQuery(categoriesQueryOptions(locale));
        if (cancelled) return;
        if (categories.some((c) => c.slug === target.slug)) latest.current.onCategory(target.slug);
        else console.info(`Unknown category in focus link "${value}"`);
        return;
      }
      for (const type of segmentTypes[target.segment] ?? []) {
        // The detail page's query: a deep link and the page share one load.
        const offer = await queryClient
          .fetchQuery(offerSlugQueryOptions(type, target.slug, locale))
          .catch((error: unknown) => {
            if (error instanceof NotFoundError) return null;
            throw error;
          });
        if (cancelled) return;
        if (offer) {
          latest.current.onOffer(
            { id: offer.id, type: offer.type },
            { lat: offer.map_latitude, lng: offer.map_longitude },
          );
          return;
        }
      }
      console.info(`No offer for focus link "${value}"`);
    }

    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [focus, locale, queryClient]);
}
