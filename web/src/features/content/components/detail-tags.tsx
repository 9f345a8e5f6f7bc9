import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/locale.ts';
import { useTagLabel } from './tag-label.ts';
import styles from './detail.module.css';

/** Topics of an article by their names; each opens the list filtered by it (query tags). */
export function DetailTags({ tags, listPath }: { tags: string[]; listPath: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const label = useTagLabel();
  if (tags.length === 0) return null;
  return (
    <section className={styles.tags} aria-labelledby="detail-tags">
      <h2 id="detail-tags" className={styles.tagsTitle}>
        {t('detail.tags')}
      </h2>
      <ul className={styles.tagList}>
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={localePath(`${listPath}?tags=${encodeURIComponent(tag)}`)}
              className={styles.tag}
            >
              {label(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
