import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import type { CreatableType } from '../../../../../domain/offers/constants.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useProfileOffers } from '../api/get-profile-offers.ts';
import type { ProfileType } from '../../../../../domain/accounts/limits.ts';

// The wizard is big (map, forms, schedules); it loads only when someone edits.
const OfferWizard = lazy(() => import('../wizard/offer-wizard.tsx'));

const editParam = 'offer';

function editedId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Query offer={id} on home opens that own offer in the wizard's edit mode (spec/portal.md §2;
 * the edit links of the lists and of the detail panel lead here). The type comes from the
 * profile's own list: club locations on the club profile, entries and spots otherwise.
 */
export function OfferEditor({ profileType }: { profileType: ProfileType }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = editedId(params.get(editParam));
  const offers = useProfileOffers(profileType);
  const item = id === null ? undefined : offers.data?.find((offer) => offer.id === id);
  const editType: CreatableType | undefined = item?.type;
  // Once loaded the wizard stays mounted: its success dialog shows after it closed.
  const [loaded, setLoaded] = useState(false);
  if (editType && !loaded) setLoaded(true);

  function close() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(editParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const notFound = id !== null && offers.data !== undefined && !item;
  return (
    <>
      {notFound ? (
        <Alert tone="warning">
          <p>{t('profileLists.editNotFound')}</p>
        </Alert>
      ) : null}
      {loaded ? (
        <Suspense fallback={<Loader label={t('profileLists.editLoading')} />}>
          <OfferWizard
            open={editType !== undefined}
            editOfferId={editType ? id : null}
            editType={editType}
            onClose={close}
            // The wizard drops the offer caches itself; the own lists are among them.
            onSaved={() => undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
