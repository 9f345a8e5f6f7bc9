import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { currentLocale, loadMessages } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from './newsletter-when-near.module.css';

// The form, react-hook-form with it, is a chunk of its own: a page that shows the sign-up
// somewhere below (the footer of every page, an editor's fragment) does not download it with
// its first view (the 150 KB budget, decision 027).
// Its strings are a part of their own (lib/message-parts.ts), fetched beside it: the footer
// shows it on screens of every area.
const NewsletterForm = lazy(async () => {
  const [{ NewsletterForm: Form }] = await Promise.all([
    import('./newsletter-form.tsx'),
    loadMessages(currentLocale(), 'newsletter'),
  ]);
  return { default: Form };
});

/**
 * How far below the screen the sign-up may still be when its form starts to load: a little,
 * so it is there when scrolled to, but not a screen's height, or every short page would
 * download the form library with its first view.
 */
const nearMargin = '100px';

type Props = { variant: 'card' | 'compact'; className?: string };

/**
 * The newsletter sign-up, loaded as it comes near the screen, or at once where that cannot be
 * watched. Its place keeps the form's height meanwhile (the class given, or the card's), so
 * nothing below it moves. Never on the server's page: the form is the browser's (it posts
 * through the API), and without JavaScript it could not be sent.
 */
export function NewsletterWhenNear({ variant, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);
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
    <div ref={ref} className={className ?? styles.place} data-newsletter-place="">
      {near ? (
        <Suspense fallback={null}>
          <NewsletterForm variant={variant} />
        </Suspense>
      ) : null}
    </div>
  );
}
