import { midVariant } from '../../media/variants.ts';
import { initials } from '../initials.ts';
import styles from './avatar.module.css';

type Props = {
  image: string | null;
  name: string;
  surname?: string;
  /** Alternative text; the image only repeats the name next to it, so it is empty by default. */
  alt?: string;
  size?: 'md' | 'lg';
};

/** The profile image, or the initials on a brand-coloured circle when there is none. */
export function Avatar({ image, name, surname, alt = '', size = 'lg' }: Props) {
  const className = `${styles.avatar} ${styles[size]}`;
  if (image) return <img className={className} src={midVariant(image)} alt={alt} />;
  return (
    <span className={className} aria-hidden="true">
      {initials(name, surname) || '?'}
    </span>
  );
}
