import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { LayoutGrid } from 'lucide-react';
import type { Category } from '../../../../../domain/offers/types.ts';
import { AllSportsPopup } from './all-sports-popup.tsx';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import styles from './category-slider.module.css';

type Props = {
  categories: Category[];
  selected: string[];
  onToggle: (slug: string) => void;
};

/**
 * A row of sport chips that scrolls sideways; each chip toggles its category. Buttons with
 * aria-pressed, so keyboard and screen reader users get the same on/off state.
 */
export function CategorySlider({ categories, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const [allOpen, setAllOpen] = useState(false);
  const visible = categories.filter((c) => !c.hidden);

  return (
    <div className={styles.slider}>
      <ul className={styles.track} aria-label={t('offers.categories.label')}>
        {visible.map((category) => {
          const on = selected.includes(category.slug);
          return (
            <li key={category.slug}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={on}
                onClick={() => onToggle(category.slug)}
              >
                <CategoryIcon name={category.icon} size={20} />
                <span>{category.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${styles.chip} ${styles.all}`}
        aria-haspopup="dialog"
        onClick={() => setAllOpen(true)}
      >
        <LayoutGrid size={20} aria-hidden="true" />
        <span>{t('offers.categories.all')}</span>
      </button>
      <AllSportsPopup
        open={allOpen}
        onClose={() => setAllOpen(false)}
        categories={visible}
        selected={selected}
        onToggle={onToggle}
      />
    </div>
  );
}
