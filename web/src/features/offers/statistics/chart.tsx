import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { FigureTable } from './tables.ts';

// Only the parts the four chart kinds use: chart.js tree-shakes the rest away.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** Series colours from the design tokens, so the charts follow the portal's palette. */
const tokens = [
  '--color-brand',
  '--color-accent-strong',
  '--color-teal',
  '--color-sun',
  '--color-brand-deep',
];

function palette(): string[] {
  const style = getComputedStyle(document.documentElement);
  return tokens.map((token) => style.getPropertyValue(token).trim() || '#1f5fa8');
}

type Props = { table: FigureTable; label: string };

/**
 * A table drawn as a chart. The canvas is an image named by the table's summary; the table
 * beside it is the equivalent for screen readers and keyboards (it carries every figure).
 */
export default function FigureChart({ table, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const colours = palette();
    // The stacked district and category charts leave the total column out: it is the stack.
    const columns = table.chart === 'stacked' ? table.columns.slice(0, -1) : table.columns;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current, {
      type: table.chart === 'line' ? 'line' : 'bar',
      data: {
        labels: table.rows.map((row) => row.label),
        datasets: columns.map((column, i) => ({
          label: column,
          data: table.rows.map((row) => row.values[i] ?? 0),
          backgroundColor: colours[i % colours.length],
          borderColor: colours[i % colours.length],
        })),
      },
      options: {
        animation: reduced ? false : undefined,
        maintainAspectRatio: false,
        indexAxis: table.chart === 'horizontal' ? 'y' : 'x',
        scales: {
          x: { stacked: table.chart === 'stacked' },
          y: { stacked: table.chart === 'stacked', beginAtZero: true },
        },
        plugins: { legend: { display: columns.length > 1 } },
      },
    });
    return () => chart.destroy();
  }, [table]);
  return <canvas ref={canvas} role="img" aria-label={label} />;
}
