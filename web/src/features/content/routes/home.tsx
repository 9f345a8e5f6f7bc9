import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { ArticleTeaser, EventTeaser } from '../../../../../domain/content/bundle.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { useContent } from '../../../lib/content-bundle/get-content.ts';
import { ArticleTeasers } from '../components/article-teasers.tsx';
import { CategoryTiles } from '../components/category-tiles.tsx';
import { EventTeasers } from '../components/event-teasers.tsx';
import { HighlightCarousel } from '../components/highlight-carousel.tsx';
import styles from './home.module.css';
import pageTitle from '../../../components/ui/page-title.module.css';

const teaserCount = 3;
const dayMs = 24 * 60 * 60 * 1000;

/** The start page: hero with highlights, sport categories, news, events, call to action. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data: bundle, isPending } = useContent();
  const articles = latestArticles(bundle?.articles ?? []);
  const events = upcomingEvents(bundle?.events ?? []);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <HeroShapes />
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.kicker}>{t('home.kicker')}</p>
            <h1 id="home-title" className={styles.title}>
              {t('home.title')}
            </h1>
            <p className={styles.lead}>{t('home.lead')}</p>
            <div className={styles.heroActions}>
              <Link
                to={localePath('/angebot')}
                className={buttonClassName({ variant: 'accent', size: 'lg' })}
              >
                {t('home.findOffers')}
              </Link>
              <Link to={localePath('/events')} className={styles.heroLink}>
                {t('home.discoverEvents')}
                <ArrowRight size={20} />
              </Link>
            </div>
          </div>
          {bundle && bundle.highlights.length > 0 ? (
            <HighlightCarousel highlights={bundle.highlights} />
          ) : null}
        </div>
      </section>

      {isPending ? (
        <div className={`container ${styles.loading}`}>
          <Loader label={t('app.loading')} size="lg" />
        </div>
      ) : null}

      {bundle && bundle.categories.length > 0 ? (
        <HomeSection
          id="home-categories"
          title={t('home.categories.title')}
          intro={t('home.categories.intro')}
          more={{ to: localePath('/angebot'), label: t('home.categories.all') }}
        >
          <CategoryTiles categories={bundle.categories} />
        </HomeSection>
      ) : null}

      {articles.length > 0 ? (
        <HomeSection
          id="home-news"
          title={t('home.news.title')}
          more={{ to: localePath('/news'), label: t('home.news.all') }}
          tinted
        >
          <ArticleTeasers articles={articles} />
        </HomeSection>
      ) : null}

      {events.length > 0 ? (
        <HomeSection
          id="home-events"
          title={t('home.events.title')}
          more={{ to: localePath('/events'), label: t('home.events.all') }}
        >
          <EventTeasers events={events} />
        </HomeSection>
      ) : null}

      <CallToAction />
    </>
  );
}

type HomeSectionProps = {
  id: string;
  title: string;
  intro?: string;
  more: { to: string; label: string };
  tinted?: boolean;
  children: ReactNode;
};

function HomeSection({ id, title, intro, more, tinted, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={`${styles.section} ${tinted ? styles.tinted : ''}`}>
      <div className="container">
        <div className={styles.sectionHead}>
          <div className={styles.sectionTitles}>
            <h2 id={id} className={pageTitle.section}>
              {title}
            </h2>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </div>
          <Link to={more.to} className={styles.more}>
            {more.label}
            <ArrowRight size={18} />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}

/** Invites visitors to add their own offer; strangers are asked to register first. */
function CallToAction() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { data: user } = useUser();
  return (
    <section aria-labelledby="home-cta" className={styles.cta}>
      <div className="container">
        <div className={styles.ctaInner}>
          <div className={styles.ctaText}>
            <h2 id="home-cta" className={pageTitle.section}>
              {t('home.cta.title')}
            </h2>
            <p>{t('home.cta.text')}</p>
          </div>
          <div className={styles.ctaActions}>
            <Link
              to={localePath('/angebot?new-entry=1')}
              className={buttonClassName({ variant: 'primary', size: 'lg' })}
            >
              {t('home.cta.addOffer')}
            </Link>
            {user ? null : (
              <Link
                to={localePath('/register')}
                className={buttonClassName({ variant: 'secondary', size: 'lg' })}
              >
                {t('home.cta.register')}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Decorative: a sun, a wave and a track curve in the brand colours. */
function HeroShapes() {
  return (
    <svg className={styles.shapes} viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <circle cx="300" cy="90" r="70" fill="#ff6a3d" />
      <circle
        cx="300"
        cy="90"
        r="108"
        fill="none"
        stroke="#ffc629"
        strokeWidth="14"
        strokeDasharray="2 26"
        strokeLinecap="round"
      />
      <path
        d="M40 300c50-40 100-40 150 0s100 40 150 0 100-40 150 0"
        fill="none"
        stroke="#00a3e0"
        strokeWidth="16"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path
        d="M20 360c60-30 120-30 180 0"
        fill="none"
        stroke="#ffffff"
        strokeWidth="8"
        strokeLinecap="round"
        opacity="0.35"
      />
    </svg>
  );
}

function latestArticles(articles: ArticleTeaser[]): ArticleTeaser[] {
  return [...articles]
    .sort((a, b) => Date.parse(b.published_start) - Date.parse(a.published_start))
    .slice(0, teaserCount);
}

/** Events that haven't ended yet, soonest first. */
function upcomingEvents(events: EventTeaser[], now = Date.now()): EventTeaser[] {
  return events
    .filter((event) => {
      const allDay = event.event_end ? event.event_end_allday : event.event_allday;
      const end = Date.parse(event.event_end ?? event.event_start) + (allDay ? dayMs : 0);
      return end >= now;
    })
    .sort((a, b) => Date.parse(a.event_start) - Date.parse(b.event_start))
    .slice(0, teaserCount);
}
