import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import type { FigureTable } from '../tables.ts';
import { formatNumber } from '../../../../../domain/shared/format.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import styles from './chart.module.css';

// The drawing's own size; the SVG scales to its box (18rem high, the page's width).
const width = 640;
const height = 288;
const margin = { top: 12, right: 12, bottom: 64, left: 56 };
const inner = {
  width: width - margin.left - margin.right,
  height: height - margin.top - margin.bottom,
};
const seriesClasses = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4];

type Props = { table: FigureTable; label: string; locale: Locale };

/**
 * A table drawn as a chart, as SVG, so the server draws it into the page and the browser needs
 * no code to show it (decision 047). The drawing is an image named by the table's summary; the
 * table beside it is the equivalent for screen readers and keyboards (it carries every figure).
 */
export default function FigureChart({ table, label, locale }: Props) {
  // The stacked district and category charts leave the total column out: it is the stack.
  const columns = table.chart === 'stacked' ? table.columns.slice(0, -1) : table.columns;
  const value = (row: FigureTable['rows'][number], i: number) => row.values[i] ?? 0;
  const top = Math.max(
    1,
    ...table.rows.map((row) =>
      table.chart === 'stacked'
        ? columns.reduce((sum, _, i) => sum + value(row, i), 0)
        : Math.max(...columns.map((_, i) => value(row, i))),
    ),
  );
  const x = scaleBand({
    domain: table.rows.map((row) => row.key),
    range: [0, inner.width],
    padding: 0.2,
  });
  const y = scaleLinear({ domain: [0, top], range: [inner.height, 0], nice: true });
  const group = scaleBand({
    domain: columns.map((_, i) => i),
    range: [0, x.bandwidth()],
    padding: 0.05,
  });
  const labelOf = new Map(table.rows.map((row) => [row.key, row.label]));
  const slanted = table.rows.length > 6;

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className={styles.drawing}
      >
        <Group left={margin.left} top={margin.top}>
          {table.chart === 'line'
            ? columns.map((_, i) => (
                <LinePath
                  key={i}
                  className={seriesClasses[i % seriesClasses.length]}
                  data={table.rows}
                  x={(row) => (x(row.key) ?? 0) + x.bandwidth() / 2}
                  y={(row) => y(value(row, i))}
                  strokeWidth={2.5}
                  fill="none"
                />
              ))
            : table.rows.map((row) => {
                let base = 0;
                return columns.map((_, i) => {
                  const v = value(row, i);
                  const stacked = table.chart === 'stacked';
                  const bar = {
                    x: (x(row.key) ?? 0) + (stacked ? 0 : (group(i) ?? 0)),
                    y: y(base + v),
                    width: stacked ? x.bandwidth() : group.bandwidth(),
                    height: y(base) - y(base + v),
                  };
                  if (stacked) base += v;
                  return (
                    <Bar
                      key={`${row.key}-${i}`}
                      className={seriesClasses[i % seriesClasses.length]}
                      {...bar}
                    />
                  );
                });
              })}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(n) => formatNumber(Number(n), locale, { maximumFractionDigits: 1 })}
            axisClassName={styles.axis}
            tickLabelProps={{ className: styles.tick, textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={inner.height}
            scale={x}
            tickFormat={(key) => labelOf.get(key) ?? key}
            axisClassName={styles.axis}
            tickLabelProps={
              slanted
                ? { className: styles.tick, textAnchor: 'end', angle: -35, dy: 4 }
                : { className: styles.tick, textAnchor: 'middle' }
            }
          />
        </Group>
      </svg>
      {columns.length > 1 ? (
        <figcaption className={styles.legend} aria-hidden="true">
          {columns.map((column, i) => (
            <span key={column} className={styles.key}>
              <span className={`${styles.swatch} ${seriesClasses[i % seriesClasses.length]}`} />
              {column}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
