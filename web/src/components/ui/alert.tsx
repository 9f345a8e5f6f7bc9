import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * A message box. Errors and warnings interrupt screen readers (role alert); info and
 * success wait politely (role status).
 */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const Icon = icons[tone];
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} size={22} strokeWidth={2.25} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </div>
  );
}
