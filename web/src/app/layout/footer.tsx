import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { ArrowUp, Mail, Phone, Play } from 'lucide-react';
import {
  accessibilityStatementSlug,
  metaPageSlugs,
  participationTermsSlug,
} from '../../../../domain/content/constants.ts';
import type { Settings } from '../../../../domain/content/bundle.ts';
import { peptalkPagePath } from '../../../../domain/peptalk/peptalk.ts';
import { statisticsPagePath } from '../../../../domain/statistics/statistics.ts';
import { useContent } from '../../lib/content-bundle/get-content.ts';
import { useLocalePath } from '../../lib/locale.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { useNativeApp } from '../../lib/native-app.ts';
import { skipLinkId } from './header.tsx';
import { openConsentSettings } from './cookie-consent-store.ts';
import { FooterNewsletter } from './footer-newsletter.tsx';
import { Logo } from './logo.tsx';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './social-icons.tsx';
import styles from './footer.module.css';

const legalLinks = [
  { key: 'imprint', to: `/meta/${metaPageSlugs.imprint}` },
  { key: 'privacy', to: `/meta/${metaPageSlugs.privacy}` },
  { key: 'terms', to: `/meta/${metaPageSlugs.terms}` },
  { key: 'participation', to: `/${participationTermsSlug}` },
  { key: 'accessibility', to: `/${accessibilityStatementSlug}` },
] as const;

// Screens no menu leads to, so visitors and crawlers find them.
const moreLinks = [
  { key: 'shop', to: '/shop' },
  { key: 'peptalk', to: peptalkPagePath() },
  { key: 'statistics', to: statisticsPagePath() },
  { key: 'develop', to: '/develop' },
] as const;

const socialNetworks = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
  { key: 'youtube', name: 'YouTube', Icon: YoutubeIcon },
  { key: 'tiktok', name: 'TikTok', Icon: TiktokIcon },
] as const;

/**
 * Site footer (spec/portal.md §2): contact, legal links, social, app stores, the newsletter
 * sign-up, to top.
 */
export function Footer() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const nativeApp = useNativeApp();
  const settings = useContent().data?.settings;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          {settings ? <ContactLine contact={settings.contact} /> : null}
        </div>

        <nav aria-labelledby="footer-legal" className={styles.section}>
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legalTitle')}
          </h2>
          <ul className={styles.links}>
            {legalLinks.map((link) => (
              <li key={link.key}>
                <Link to={localePath(link.to)} className={styles.link}>
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-more" className={styles.section}>
          <h2 id="footer-more" className={styles.heading}>
            {t('footer.moreTitle')}
          </h2>
          <ul className={styles.links}>
            {moreLinks.map((link) => (
              <li key={link.key}>
                <Link to={localePath(link.to)} className={styles.link}>
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
            <li>
              {/* Reopens the cookie question: a choice is changed as easily as it was made. */}
              <button
                type="button"
                className={`${styles.link} ${styles.linkButton}`}
                onClick={openConsentSettings}
              >
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>

        {settings ? (
          <div className={styles.section}>
            <h2 className={styles.heading}>{t('footer.socialTitle')}</h2>
            <ul className={styles.social}>
              {socialNetworks.map(({ key, name, Icon }) => (
                <li key={key}>
                  <a
                    href={settings.social[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                  >
                    <Icon size={22} />
                    <span className="visually-hidden">
                      {name} {t('footer.newWindow')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            {nativeApp ? null : <AppStoreLinks appStore={settings.app_store} />}
          </div>
        ) : null}

        <FooterNewsletter />
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {settings?.site_name ?? t('app.name')}
          </p>
          <button type="button" className={styles.toTop} onClick={scrollToTop}>
            <ArrowUp size={20} />
            {t('footer.toTop')}
          </button>
        </div>
      </div>
    </footer>
  );
}

function ContactLine({ contact }: { contact: Settings['contact'] }) {
  const { t } = useTranslation();
  return (
    <address className={styles.contact}>
      <span>
        {contact.organisation}, {contact.street}, {contact.zipcode} {contact.city}
      </span>
      <span className={styles.contactLinks}>
        <a href={`mailto:${contact.email}`} className={styles.link}>
          <Mail size={18} />
          <span className="visually-hidden">{t('footer.email')}: </span>
          {contact.email}
        </a>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
          <Phone size={18} />
          <span className="visually-hidden">{t('footer.phone')}: </span>
          {contact.phone}
        </a>
      </span>
    </address>
  );
}

function AppStoreLinks({ appStore }: { appStore: Settings['app_store'] }) {
  const { t } = useTranslation();
  const stores = [
    { key: 'ios', href: appStore.ios, kicker: t('footer.appStoreKicker'), name: 'App Store' },
    {
      key: 'android',
      href: appStore.android,
      kicker: t('footer.googlePlayKicker'),
      name: 'Google Play',
    },
  ].flatMap(({ href, ...store }) => (href ? [{ ...store, href }] : []));
  // Only apps the operator has entered a store address for; none: no app block at all.
  if (stores.length === 0) return null;
  return (
    <>
      <h2 className={styles.heading}>{t('footer.appsTitle')}</h2>
      <ul className={styles.stores}>
        {stores.map((store) => (
          <li key={store.key}>
            <a href={store.href} target="_blank" rel="noopener noreferrer" className={styles.store}>
              {store.key === 'ios' ? <AppleGlyph /> : <Play size={22} fill="currentColor" />}
              <span className={styles.storeText}>
                <span className={styles.storeKicker}>{store.kicker}</span>
                <span className={styles.storeName}>{store.name}</span>
              </span>
              <span className="visually-hidden">{t('footer.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

function AppleGlyph() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.9-.8-3.1-.8a4.6 4.6 0 0 0-3.9 2.4c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.7 2.5 3 2.4 1.2 0 1.6-.8 3.1-.8s1.8.8 3.1.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.7-3.9zM14.1 5.5A4 4 0 0 0 15 2.6a4.1 4.1 0 0 0-2.7 1.4 3.8 3.8 0 0 0-1 2.8 3.4 3.4 0 0 0 2.8-1.3z"
      />
    </svg>
  );
}

// Smooth unless the visitor asked for less motion; focus goes to the first element of the
// page (the skip link) so keyboard users continue from the top too.
function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  document.getElementById(skipLinkId)?.focus({ preventScroll: true });
}
