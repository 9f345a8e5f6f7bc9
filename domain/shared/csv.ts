// The package's browser build: the same code with its own Buffer, so the statistics page can
// build its downloads in the browser too (the Node build expects Node's Buffer).
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * Rows as CSV (RFC 4180: comma, quotes where needed, CRLF) for downloads that open in a
 * spreadsheet. A text cell that starts like a formula gets a leading apostrophe, so a
 * spreadsheet never runs what someone typed (a subscriber's name, an editor's label).
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify(rows as (string | number | null)[][], {
    record_delimiter: '\r\n',
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
  });
}
