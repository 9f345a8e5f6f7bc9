import { NewsletterWhenNear } from '../../features/newsletter/components/newsletter-when-near.tsx';
import styles from './footer.module.css';

/** The newsletter sign-up in the footer of every page (the same form, compact). */
export function FooterNewsletter() {
  return <NewsletterWhenNear variant="compact" className={styles.newsletter} />;
}
