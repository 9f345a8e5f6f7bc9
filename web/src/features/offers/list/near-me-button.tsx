import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { LocateFixed } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import styles from './filter-bar.module.css';

type Props = { onLocate: (point: { lat: number; lng: number }) => void };

type Problem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

const problems: Record<number, Problem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** "Near me": the browser's position as the list's centre; refusals are explained, not thrown. */
export function NearMeButton({ onLocate }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  function locate() {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onLocate({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        setBusy(false);
        setProblem(problems[error.code] ?? 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }

  return (
    <div className={styles.nearMe}>
      <Button variant="secondary" onClick={locate} loading={busy} icon={<LocateFixed size={18} />}>
        {t('offers.nearMe.button')}
      </Button>
      <p role="status" className={styles.notice}>
        {problem ? t(`offers.nearMe.${problem}`) : ''}
      </p>
    </div>
  );
}
