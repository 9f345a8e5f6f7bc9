import { useTranslation } from '../../../lib/i18n.ts';
import { Download } from 'lucide-react';
import { lazyUntilUsed } from '../../../lib/lazy-until-used.tsx';
import { tableCsv, tableJson, type FigureTable } from '../tables.ts';
import styles from '../statistics.module.css';
import { formatNumber } from '../../../../../domain/shared/format.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';

// The chart is SVG the server draws; its code comes only when a chart is used or drawn anew
// in the browser (a client-side navigation): the first view shows the server's drawing.
const FigureChart = lazyUntilUsed(() => import('./chart.tsx'));

const dataUrl = (type: string, text: string) =>
  `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

type Props = { table: FigureTable; file: string; locale: Locale };

/** One figure: heading, summary, chart, the table with every figure, CSV and JSON downloads. */
export function FigureSection({ table, file, locale }: Props) {
  const { t } = useTranslation();
  const headingId = `figure-${table.id}`;
  return (
    <section className={styles.figure} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.figureTitle}>
        {table.title}
      </h2>
      <p className={styles.summary}>{table.summary}</p>
      {table.rows.length > 0 ? (
        // The chart's place is kept from the first paint, so the page does not jump.
        <div className={styles.chart}>
          <FigureChart table={table} label={`${table.title}: ${table.summary}`} locale={locale} />
        </div>
      ) : null}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className={styles.table}>
          <caption className={styles.caption}>{table.title}</caption>
          <thead>
            <tr>
              <th scope="col">{table.label}</th>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={table.columns[i]}>
                    {formatNumber(value, locale, { maximumFractionDigits: 1 })}
                    {table.percent ? ' %' : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.downloads}>
        <a href={dataUrl('text/csv', tableCsv(table))} download={`${file}.csv`}>
          <Download size={16} aria-hidden="true" />
          {t('statistics.downloadCsv', { title: table.title })}
        </a>
        <a href={dataUrl('application/json', tableJson(table))} download={`${file}.json`}>
          <Download size={16} aria-hidden="true" />
          {t('statistics.downloadJson', { title: table.title })}
        </a>
      </p>
    </section>
  );
}
