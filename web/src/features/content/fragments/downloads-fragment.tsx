import { useTranslation } from '../../../lib/i18n.ts';
import { Download, ExternalLink } from 'lucide-react';
import { formatDownloadSize } from '../../../../../domain/content/fragment-rules.ts';
import { useLocale } from '../../../lib/locale.ts';
import { RichText } from '../rich-text.tsx';
import { FragmentHeading } from './fragment-heading.tsx';
import type { FragmentProps } from './fragment-types.ts';
import fragmentStyles from './fragments.module.css';
import styles from './downloads-fragment.module.css';

/** Files to download (with size) and links to other sites, one per row. */
export function DownloadsFragment({ fragment, anchor }: FragmentProps<'downloads'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { title, copy, items } = fragment.content;
  return (
    <>
      {title.trim() ? <FragmentHeading anchor={anchor}>{title}</FragmentHeading> : null}
      {copy.trim() ? <RichText copy={copy} className={fragmentStyles.intro} /> : null}
      <ul className={styles.list}>
        {items.map((item, i) => {
          if (item.file) {
            const size = item.size !== null ? formatDownloadSize(item.size, locale) : undefined;
            return (
              <li key={i}>
                <a href={item.file} download className={styles.link}>
                  <Download className={styles.icon} size={22} aria-hidden="true" />
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.meta}>
                    <span className="visually-hidden">, </span>
                    {size
                      ? t('fragments.downloads.file', { size })
                      : t('fragments.downloads.fileNoSize')}
                  </span>
                </a>
              </li>
            );
          }
          if (item.link) {
            return (
              <li key={i}>
                <a
                  href={item.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  <ExternalLink className={styles.icon} size={22} aria-hidden="true" />
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.meta}>
                    <span className="visually-hidden">, </span>
                    {t('fragments.downloads.external')}
                    <span className="visually-hidden"> {t('ui.newWindow')}</span>
                  </span>
                </a>
              </li>
            );
          }
          return null;
        })}
      </ul>
    </>
  );
}
