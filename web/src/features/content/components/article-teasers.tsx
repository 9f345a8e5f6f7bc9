import type { Ref } from 'react';
import { CalendarDays } from 'lucide-react';
import type { ArticleTeaser } from '../../../../../domain/content/bundle.ts';
import { formatShortDateTime } from '../../../../../domain/shared/format.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { TeaserCard } from './teaser-card.tsx';
import styles from './teaser-grid.module.css';

type HeadingLevel = 'h2' | 'h3';

/** News teasers, newest first; external articles open their source in a new tab. */
export function ArticleTeasers({
  articles,
  headingLevel,
  listRef,
  leadsPage = false,
}: {
  articles: ArticleTeaser[];
  headingLevel?: HeadingLevel;
  /** Lets a growing list move focus to its new items. */
  listRef?: Ref<HTMLUListElement>;
  /** The list opens its page: the first image loads first. */
  leadsPage?: boolean;
}) {
  return (
    <ul className={styles.grid} ref={listRef}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            priority={leadsPage && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/** One news teaser: internal articles open their detail page, external ones their source. */
export function ArticleCard({
  article,
  headingLevel,
  priority,
}: {
  article: ArticleTeaser;
  headingLevel?: HeadingLevel;
  priority?: boolean;
}) {
  const localePath = useLocalePath();
  const external = article.external && Boolean(article.external_url);
  return (
    <TeaserCard
      title={article.teaser_title}
      href={external ? (article.external_url as string) : localePath(`/news/${article.slug}`)}
      external={external}
      image={article.teaser_image}
      imageAlt={article.teaser_image_caption}
      copyright={article.teaser_image_copyright}
      gradient={article.teaser_image_gradient}
      text={article.teaser_description}
      headingLevel={headingLevel}
      priority={priority}
      meta={
        <>
          <CalendarDays size={16} />
          <time dateTime={article.published_start}>
            {formatShortDateTime(article.published_start)}
          </time>
        </>
      }
    />
  );
}
