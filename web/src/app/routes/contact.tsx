import { lazy, Suspense } from 'react';
import { ContactPage, type ContactPlace } from '../../features/content/routes/contact.tsx';

// The portal's map in its own chunk: the contact page's first load stays small.
const LocationMap = lazy(() => import('../../features/offers/map/location-map.tsx'));

function AddressMap(place: ContactPlace) {
  return (
    <Suspense fallback={null}>
      <LocationMap {...place} />
    </Suspense>
  );
}

/** meta.contact: content's contact page with the address on the offers' map. */
export function Component() {
  return <ContactPage map={AddressMap} />;
}
