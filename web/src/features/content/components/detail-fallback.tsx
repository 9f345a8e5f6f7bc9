import { Loader } from '../../../components/ui/loader.tsx';
import { LoadError } from './load-error.tsx';
import styles from './detail.module.css';

type Props = { pending: boolean; loadingLabel: string; onRetry: () => void };

/** What a detail page (article, event) shows before its data is there: loading or a retry. */
export function DetailFallback({ pending, loadingLabel, onRetry }: Props) {
  if (pending) {
    return (
      <div className={styles.loading}>
        <Loader label={loadingLabel} size="lg" />
      </div>
    );
  }
  return (
    <div className="container">
      <LoadError onRetry={onRetry} />
    </div>
  );
}
