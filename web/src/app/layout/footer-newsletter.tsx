import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './footer.module.css';

// The form, react-hook-form with it, is its own chunk: the shell every page loads stays small.
const NewsletterForm = lazy(() =>
  import('../../features/newsletter/components/newsletter-form.tsx').then((m) => ({
    default: m.NewsletterForm,
  })),
);

/**
 * How far below the screen the footer may still be when its form starts to load: a little,
 * so it is there when scrolled to, but not a screen's height, or every short page would
 * download the form library with its first view (the 150 KB budget, decision 027).
 */
const nearMargin = '100px';

/**
 * The newsletter sign-up in the footer of every page (the same form, compact). Its code loads
 * once the footer comes near the screen, or at once where that cannot be watched.
 */
export function FooterNewsletter() {
  const ref = useRef<HTMLDivElement>(null);
  // Never on the server's page: the form is the browser's (it posts through the API).
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(false);
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    // Without the observer the form shows once hydrated (above), nothing to watch.
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} className={styles.newsletter}>
      {near ? (
        <Suspense fallback={null}>
          <NewsletterForm variant="compact" />
        </Suspense>
      ) : null}
    </div>
  );
}
