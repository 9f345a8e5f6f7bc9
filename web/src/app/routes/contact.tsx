import { ContactPage, type ContactPlace } from '../../features/content/routes/contact.tsx';
import { browserLazy } from '../../lib/browser-lazy.tsx';

// The portal's map in its own chunk, the browser's only: the page's first load stays small.
const LocationMap = browserLazy(() => import('../../features/offers/map/location-map.tsx'));

function AddressMap(place: ContactPlace) {
  return <LocationMap {...place} />;
}

/** meta.contact: content's contact page with the address on the offers' map. */
export function Component() {
  return <ContactPage map={AddressMap} />;
}
