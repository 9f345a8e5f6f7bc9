import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { LocateFixed, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { isInCity } from '../../geo/api/in-city.ts';
import styles from './filter-bar.module.css';

type Props = { onLocate: (point: { lat: number; lng: number }) => void };

type Problem = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'outside';

const problems: Record<number, Problem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * "Near me": the browser's position as the list's centre; refusals are explained, not thrown.
 * A position outside Hamburg would only give an empty list, so it is not used: the visitor
 * learns why and may search an address instead.
 */
export function NearMeButton({ onLocate }: Props) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const check = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => () => check.current?.abort(), []);

  async function use(point: { lat: number; lng: number }) {
    check.current?.abort();
    const abort = new AbortController();
    check.current = abort;
    try {
      const inside = await isInCity(point, abort.signal);
      if (abort.signal.aborted) return;
      if (inside) onLocate(point);
      else setProblem('outside');
    } catch (error) {
      if (abort.signal.aborted) return;
      // Without the answer the position is used as before: the list then shows what is near.
      console.error('City boundary check failed', error);
      onLocate(point);
    } finally {
      if (!abort.signal.aborted) setBusy(false);
    }
  }

  function locate() {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => void use({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        setBusy(false);
        setProblem(problems[error.code] ?? 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }

  // The address search sits beside this button in the same filter bar.
  function searchAddress() {
    root.current?.parentElement?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }

  return (
    <div ref={root} className={styles.nearMe}>
      <Button variant="secondary" onClick={locate} loading={busy} icon={<LocateFixed size={18} />}>
        {t('offers.nearMe.button')}
      </Button>
      <p role="status" className={styles.notice}>
        {problem ? t(`offers.nearMe.${problem}`) : ''}
      </p>
      {problem === 'outside' ? (
        <Button variant="ghost" icon={<Search size={18} />} onClick={searchAddress}>
          {t('offers.nearMe.searchAddress')}
        </Button>
      ) : null}
    </div>
  );
}
