import { describe, expect, it } from 'vitest';
import { tableCsv, tableJson, type FigureTable } from './tables.ts';

const table: FigureTable = {
  id: 'categories',
  title: 'Offers by category',
  summary: '',
  label: 'Category',
  columns: ['Altona', 'Hamburg'],
  rows: [
    { key: 'rudern', label: 'Rowing & paddling, "wet"', values: [3, 12] },
    { key: 'yoga', label: 'Yoga', values: [0, 4] },
  ],
  chart: 'horizontal',
};

describe('statistics downloads', () => {
  it('writes CSV with the headings first, quoting cells with commas or quotes', () => {
    expect(tableCsv(table)).toBe(
      'Category,Altona,Hamburg\r\n"Rowing & paddling, ""wet""",3,12\r\nYoga,0,4\r\n',
    );
  });

  it('writes JSON rows keyed by the column headings', () => {
    expect(JSON.parse(tableJson(table))).toEqual({
      title: 'Offers by category',
      rows: [
        { key: 'rudern', Category: 'Rowing & paddling, "wet"', Altona: 3, Hamburg: 12 },
        { key: 'yoga', Category: 'Yoga', Altona: 0, Hamburg: 4 },
      ],
    });
  });
});
