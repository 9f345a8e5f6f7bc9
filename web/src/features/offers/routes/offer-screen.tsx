import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { List, Map as MapIcon, Plus } from 'lucide-react';
import { toggleCategory, type OfferFilter } from '../../../../../domain/offers/filter.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useCategories } from '../api/categories.ts';
import { useOfferGeo } from '../api/geo.ts';
import { CategorySlider } from '../filters/category-slider.tsx';
import { FilterBar } from '../list/filter-bar.tsx';
import { FullscreenMap, MapTeaser } from '../list/map-teaser.tsx';
import { OfferList } from '../list/offer-list.tsx';
import { useFocusLink, type FocusPoint, type OfferRef } from '../state/use-focus-link.ts';
import { mobileQuery, useMediaQuery } from '../state/use-media-query.ts';
import { useOfferFilter } from '../state/use-offer-filter.ts';
import { useViewMode, type ViewMode } from '../state/use-view-mode.ts';
import { DetailPanel, OfferMap } from './offer-parts.tsx';
import { browserLazy } from '../../../lib/browser-lazy.tsx';
import styles from './offer-screen.module.css';
import pageTitle from '../../../components/ui/page-title.module.css';

// The add-offer wizard loads when it first opens, never with the screen.
const OfferWizard = browserLazy(() => import('../wizard/offer-wizard.tsx'));
/** spec/offers.md §2, §9: the query `new-entry` opens the wizard after 1 s. */
const newEntryDelayMs = 1000;

/** The offer screen `angebot` (spec/offers.md §2): map or list of every sports offer. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useViewMode();
  const mobile = useMediaQuery(mobileQuery);
  // Phones show the list with a map teaser whatever the view: their filters name no view.
  const { filter, setFilter, page, setPage } = useOfferFilter(mobile ? undefined : view);
  const [mapOpen, setMapOpen] = useState(false);
  const [selected, setSelected] = useState<OfferRef | null>(null);
  // The panel stays mounted after its first opening, so it can slide out when closed.
  const [panelUsed, setPanelUsed] = useState(false);
  if (selected && !panelUsed) setPanelUsed(true);
  const [focusPoint, setFocusPoint] = useState<FocusPoint | null>(null);
  const user = useUser().data ?? null;
  const [wizardOpen, setWizardOpen] = useState(false);
  // Stays mounted after the first opening: its success dialog shows after it closed.
  const [wizardUsed, setWizardUsed] = useState(false);
  if (wizardOpen && !wizardUsed) setWizardUsed(true);
  const newEntry = params.has('new-entry');
  useEffect(() => {
    if (!newEntry) return;
    const timer = window.setTimeout(() => {
      setWizardOpen(true);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('new-entry');
          return next;
        },
        { replace: true },
      );
    }, newEntryDelayMs);
    return () => window.clearTimeout(timer);
  }, [newEntry, setParams]);
  const categories = useCategories().data ?? [];

  const onCategory = useCallback(
    (slug: string) => {
      if (!filter.categories.includes(slug)) setFilter(toggleCategory(filter, slug));
    },
    [filter, setFilter],
  );
  useFocusLink({
    onCategory,
    onOffer: (offer, point) => {
      setSelected(offer);
      setFocusPoint(point);
    },
  });

  const showMap = mobile ? mapOpen : view === 'map';
  const showList = mobile || view === 'list';
  const geo = useOfferGeo(filter, { enabled: showMap, bookmarks: user?.bookmarks ?? [] });

  const map = (
    <OfferMap
      fallback={<MapLoading />}
      features={geo.data?.features ?? []}
      selected={selected}
      onSelect={setSelected}
      focusPoint={focusPoint}
      categories={categories}
    />
  );

  const panel = panelUsed ? (
    <DetailPanel offer={selected} onClose={() => setSelected(null)} />
  ) : null;

  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <h1 className={pageTitle.title}>{t('offers.title')}</h1>
          <p className={styles.intro}>{t('offers.intro')}</p>
          <div>
            <Button icon={<Plus size={20} />} onClick={() => setWizardOpen(true)}>
              {t('wizard.open')}
            </Button>
          </div>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        <CategorySlider
          categories={categories}
          selected={filter.categories}
          onToggle={(slug) => setFilter(toggleCategory(filter, slug))}
        />

        {mobile ? (
          <MapTeaser onOpen={() => setMapOpen(true)} />
        ) : (
          <ViewToggle view={view} onChange={setView} />
        )}

        {showMap && !mobile ? (
          <section className={styles.mapView} aria-label={t('offers.view.map')}>
            <FilterBar
              compact
              filter={filter}
              onChange={(next: OfferFilter) => setFilter(next)}
              categories={categories}
              canBookmark={!!user}
            />
            {geo.isError ? <p role="alert">{t('offers.map.error')}</p> : null}
            <div className={styles.map}>{map}</div>
          </section>
        ) : null}

        {showList ? (
          <OfferList
            filter={filter}
            onFilterChange={setFilter}
            page={page}
            onPageChange={setPage}
            categories={categories}
            canBookmark={!!user}
            onDetails={setSelected}
          />
        ) : null}
      </div>

      {mobile && mapOpen ? (
        <FullscreenMap
          onClose={() => {
            setMapOpen(false);
            setSelected(null);
          }}
        >
          {map}
          {/* Inside the full-screen map's dialog: over the map, and not made inert by it. */}
          {panel}
        </FullscreenMap>
      ) : (
        panel
      )}

      {wizardUsed ? (
        <OfferWizard
          open={wizardOpen}
          onClose={() => setWizardOpen(false)}
          // The save dropped the offer caches; the map loads again and glides to the new point.
          onSaved={(offer) => setFocusPoint({ lat: offer.map_latitude, lng: offer.map_longitude })}
        />
      ) : null}
    </>
  );
}

function MapLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.mapLoading}>
      <Loader label={t('offers.map.loading')} size="lg" showLabel />
    </div>
  );
}

/** Map or list, as a pair of toggle buttons (the pressed one is the current view). */
function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('offers.view.label')} className={styles.toggle}>
      <button
        type="button"
        aria-pressed={view === 'map'}
        className={styles.toggleButton}
        onClick={() => onChange('map')}
      >
        <MapIcon size={18} aria-hidden="true" />
        {t('offers.view.map')}
      </button>
      <button
        type="button"
        aria-pressed={view === 'list'}
        className={styles.toggleButton}
        onClick={() => onChange('list')}
      >
        <List size={18} aria-hidden="true" />
        {t('offers.view.list')}
      </button>
    </div>
  );
}
