import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { X } from 'lucide-react';
import { addressSearch } from '../../../../domain/geo/constants.ts';
import type { AddressSuggestion } from '../../../../domain/geo/schemas.ts';
import { useAddressSuggestions } from './api/suggest.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import fieldStyles from '../../components/ui/field.module.css';
import styles from './address-field.module.css';

type Props = {
  /** The label of the chosen place ('' when none): the field shows it. */
  chosen: string;
  onChoose: (suggestion: AddressSuggestion) => void;
  onClear: () => void;
};

/**
 * Address search as an ARIA combobox: typing asks the city's geocoder once the text has
 * rested for a second and has at least three characters; arrows move through at most
 * five suggestions, Enter takes one, Escape closes the list. A search without result says so.
 */
export function AddressField({ chosen, onChoose, onClear }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(chosen);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, addressSearch.debounceMs);
  const long = text.trim().length >= addressSearch.minLength;
  // The chosen place itself needs no suggestions.
  const query = useAddressSuggestions(long && text !== chosen ? debounced : '');
  // Below three characters, or after a failure, there is nothing to suggest.
  const suggestions = long && !query.isError && debounced === text ? (query.data ?? []) : [];
  const expanded = open && suggestions.length > 0;
  // The search ran for exactly this text and found nothing: say so, instead of silence.
  const noResult =
    long && text !== chosen && debounced === text && query.isSuccess && query.data.length === 0;

  // A place chosen elsewhere (near me, reset) shows in the field; adjusted while rendering,
  // so the field never shows the old text for a frame.
  const [shown, setShown] = useState({ chosen, debounced });
  if (shown.chosen !== chosen) {
    setShown({ chosen, debounced });
    setText(chosen);
    setOpen(false);
  } else if (shown.debounced !== debounced) {
    setShown({ chosen, debounced });
    setActive(-1); // a new set of suggestions starts without a highlighted one
  }

  useEffect(() => {
    if (query.isError) console.error('Address suggestions failed', query.error);
  }, [query.isError, query.error]);

  function choose(suggestion: AddressSuggestion) {
    setText(suggestion.label);
    setOpen(false);
    setActive(-1);
    onChoose(suggestion);
  }

  function clear() {
    setText('');
    setOpen(false);
    onClear();
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const suggestion = expanded ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
      }
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={`${fieldStyles.field} ${styles.field}`}>
      <label htmlFor={`${id}-input`} className={fieldStyles.label}>
        {t('offers.address.label')}
      </label>
      <div className={styles.wrap}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          className={`${fieldStyles.control} ${styles.input}`}
          placeholder={t('offers.address.placeholder')}
          value={text}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            if (event.target.value === '' && chosen) onClear();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {text ? (
          <button
            type="button"
            className={styles.clear}
            onClick={clear}
            aria-label={t('offers.address.clear')}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          className={styles.list}
          hidden={!expanded}
          aria-label={t('offers.address.suggestions')}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.label}-${index}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: the input must not lose focus (and close the list) first
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              {suggestion.label}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('offers.address.hint', { count: addressSearch.minLength })}
      </p>
      {/* One live region for both: screen readers hear the count or that nothing was found. */}
      <p className={noResult ? styles.none : 'visually-hidden'} role="status">
        {noResult
          ? t('offers.address.none')
          : expanded
            ? t('offers.address.found', { count: suggestions.length })
            : ''}
      </p>
    </div>
  );
}
