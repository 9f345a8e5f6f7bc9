import { Link } from 'react-router';
import type { Category } from '../../../../../domain/content/bundle.ts';
import { useLocalePath } from '../../../lib/locale.ts';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import styles from './category-tiles.module.css';

/** One tile per sport category, each opening the offer list filtered by it. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const localePath = useLocalePath();
  return (
    <ul className={styles.tiles}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={localePath(`/angebot?categories=${encodeURIComponent(category.slug)}`)}
            className={styles.tile}
          >
            <span className={styles.icon}>
              <CategoryIcon name={category.icon} />
            </span>
            <span className={styles.title}>{category.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
