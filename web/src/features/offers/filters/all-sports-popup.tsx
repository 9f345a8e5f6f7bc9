import { useTranslation } from '../../../lib/i18n.ts';
import { Check } from 'lucide-react';
import type { Category } from '../../../../../domain/offers/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import styles from './category-slider.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The categories a visitor may choose (hidden ones are left out by the caller). */
  categories: Category[];
  selected: string[];
  onToggle: (slug: string) => void;
};

/** Every sport at once, as a grid of the same toggles the slider shows. */
export function AllSportsPopup({ open, onClose, categories, selected, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('offers.categories.all')}
      size="lg"
      footer={<Button onClick={onClose}>{t('offers.categories.done')}</Button>}
    >
      <ul className={styles.grid}>
        {categories.map((category) => {
          const on = selected.includes(category.slug);
          return (
            <li key={category.slug}>
              <button
                type="button"
                className={`${styles.chip} ${styles.gridChip}`}
                aria-pressed={on}
                onClick={() => onToggle(category.slug)}
              >
                <CategoryIcon name={category.icon} size={20} />
                <span>{category.title}</span>
                {on ? <Check size={18} aria-hidden="true" className={styles.check} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}
