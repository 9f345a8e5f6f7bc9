import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FigureChart from './chart.tsx';
import type { FigureTable } from '../tables.ts';

const table = (chart: FigureTable['chart'], columns: string[]): FigureTable => ({
  id: 'kinds',
  title: 'Angebote nach Art',
  summary: 'Hamburg: 170 Active Spots.',
  label: 'Art',
  columns,
  rows: [
    { key: 'spot', label: 'Active Spots', values: [170, 20, 190] },
    { key: 'entry', label: 'Mitmach-Angebote', values: [1500, 30, 1530] },
  ],
  chart,
});

describe('FigureChart', () => {
  it('draws on the server: an image named by the summary, one bar per row and column', () => {
    const html = renderToString(
      <FigureChart table={table('bar', ['Hamburg', 'Altona'])} label="Art: 170" locale="de" />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Art: 170"');
    expect(html.match(/<rect /g)).toHaveLength(4);
    // German numbers on the axis.
    expect(html).toContain('1.500');
  });

  it('stacks without the total column and names the series in a legend', () => {
    render(
      <FigureChart
        table={table('stacked', ['Spots', 'Vereine', 'Gesamt'])}
        label="Bezirke"
        locale="en"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Bezirke' });
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    expect(document.body).toHaveTextContent('SpotsVereine');
    expect(document.body).not.toHaveTextContent('Gesamt');
  });

  it('draws a line per column for figures over time', () => {
    render(<FigureChart table={table('line', ['Neu'])} label="Monate" locale="en" />);
    const chart = screen.getByRole('img', { name: 'Monate' });
    expect(chart.querySelectorAll('path[d^="M"]').length).toBeGreaterThanOrEqual(1);
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
  });
});
