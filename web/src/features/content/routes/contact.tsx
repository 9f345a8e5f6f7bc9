import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { Settings } from '../../../../../domain/content/bundle.ts';
import { metaPageSlugs } from '../../../../../domain/content/constants.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useContent } from '../../../lib/content-bundle/get-content.ts';
import { usePage } from '../api/get-page.ts';
import { PageHeader } from '../components/page-header.tsx';
import { PageLoading } from '../components/page-states.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { FragmentList } from '../fragments/fragment-list.tsx';
import layout from '../components/page-layout.module.css';
import styles from './contact.module.css';

type Contact = Settings['contact'];

/** Where the office is, for a map the page does not draw itself. */
export type ContactPlace = { lat: number; lng: number; label: string };

type Props = {
  /** The map of the address: app/ composes it from the offers' map (features stay apart). */
  map: (place: ContactPlace) => ReactNode;
};

/**
 * meta.contact: the editors' contact page plus address and location from the settings, and
 * the contact form.
 */
export function ContactPage({ map }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const content = useContent();
  // The page only adds title and text; without it the address still shows.
  const page = usePage(metaPageSlugs.contact, { preview: params.has('pv') });
  const title = page.data?.title ?? t('contact.title');
  useDocumentTitle(title);

  if (page.isPending || content.isPending) return <PageLoading />;
  const contact = content.data?.settings.contact;

  return (
    <article className={layout.page}>
      <PageHeader title={title} description={page.data?.description} preview={page.data?.preview} />
      <div className={`container ${layout.body} ${styles.body}`}>
        {contact ? (
          <div className={styles.grid}>
            <AddressCard contact={contact} />
            <LocationMap contact={contact} map={map} />
          </div>
        ) : (
          <p className={layout.empty}>{t('contact.unavailable')}</p>
        )}
        {contact ? <ContactForm /> : null}
        {page.data ? (
          <FragmentList fragments={page.data.fragments} preview={page.data.preview} />
        ) : null}
      </div>
    </article>
  );
}

function AddressCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="contact-address">
      <h2 id="contact-address" className={styles.cardTitle}>
        {t('contact.address')}
      </h2>
      <address className={styles.address}>
        <strong>{contact.organisation}</strong>
        <br />
        {contact.street}
        <br />
        {contact.zipcode} {contact.city}
      </address>
      <ul className={styles.channels}>
        {contact.email ? (
          <li>
            <Mail size={20} aria-hidden="true" />
            <span className="visually-hidden">{t('contact.email')}: </span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        ) : null}
        {contact.phone ? (
          <li>
            <Phone size={20} aria-hidden="true" />
            <span className="visually-hidden">{t('contact.phone')}: </span>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function LocationMap({ contact, map }: { contact: Contact } & Props) {
  const { t } = useTranslation();
  const { latitude: lat, longitude: lon } = contact;
  const address = `${contact.organisation}, ${contact.street}, ${contact.zipcode} ${contact.city}`;
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  return (
    <section className={styles.mapCard} aria-labelledby="contact-map">
      <h2 id="contact-map" className="visually-hidden">
        {t('contact.mapTitle')}
      </h2>
      <div className={styles.mapFrame}>
        {map({ lat, lng: lon, label: t('contact.mapLabel', { address }) })}
      </div>
      <a href={osm} target="_blank" rel="noopener noreferrer" className={styles.osm}>
        <MapPin size={20} aria-hidden="true" />
        {t('contact.openStreetMap')}
        <span className="visually-hidden"> {t('ui.newWindow')}</span>
        <ExternalLink size={16} aria-hidden="true" />
      </a>
    </section>
  );
}
