import styles from './loader.module.css';

export type LoaderProps = {
  /** What is loading, read by screen readers ("Inhalte werden geladen"). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  /** Also show the label on screen. */
  showLabel?: boolean;
};

export function Loader({ label, size = 'md', showLabel = false }: LoaderProps) {
  return (
    <div role="status" className={`${styles.loader} ${styles[size]}`}>
      <span className={styles.spinner} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className={showLabel ? styles.label : 'visually-hidden'}>{label}</span>
    </div>
  );
}
