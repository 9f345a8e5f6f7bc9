import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { CreatableType } from '../../../../../../domain/offers/constants.ts';
import styles from '../wizard.module.css';

type Props = {
  /** The user's club, when there is one: only then can a club location be added. */
  clubTitle: string | null;
  value: CreatableType | null;
  onChoose(type: CreatableType): void;
};

/**
 * What to add (spec/offers.md §2 step 1). Choosing advances at once, so there are no Back or
 * Next buttons; arrow keys move between the choices without choosing (a click, Space or
 * Enter chooses).
 */
export function TypeStep({ clubTitle, value, onChoose }: Props) {
  const { t } = useTranslation();
  const name = useId();
  // Browsers "click" a radio that the arrow keys move to; that moves the mark, it does not choose.
  const arrowKey = useRef(false);
  const [marked, setMarked] = useState(value);
  const choices: { type: CreatableType; label: string; hint: string }[] = [
    { type: 'spot', label: t('wizard.type.spot'), hint: t('wizard.type.spotHint') },
    { type: 'entry', label: t('wizard.type.entry'), hint: t('wizard.type.entryHint') },
    ...(clubTitle
      ? [{ type: 'place' as const, label: clubTitle, hint: t('wizard.type.placeHint') }]
      : []),
  ];
  return (
    <div className={styles.stack}>
      <p>{t('wizard.type.intro')}</p>
      <fieldset className={styles.choices}>
        <legend className={styles.question}>{t('wizard.type.question')}</legend>
        {choices.map((choice) => (
          <label key={choice.type} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.type}
              checked={marked === choice.type}
              onChange={() => setMarked(choice.type)}
              onClick={() => {
                if (arrowKey.current) arrowKey.current = false;
                else onChoose(choice.type);
              }}
              onKeyDown={(event) => {
                arrowKey.current = event.key.startsWith('Arrow');
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onChoose(choice.type);
                }
              }}
            />
            <span>
              <span className={styles.choiceLabel}>{choice.label}</span>
              <span className={styles.choiceHint}>{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
