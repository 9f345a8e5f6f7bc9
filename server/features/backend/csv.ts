/**
 * One CSV line (RFC 4180: comma, quotes doubled, CRLF). A cell that starts like a formula
 * gets a leading apostrophe, so a spreadsheet never runs what a subscriber typed.
 */
export function csvLine(cells: readonly (string | null)[]): string {
  return (
    cells
      .map((cell) => {
        let value = cell ?? '';
        if (/^[=+\-@\t\r]/.test(value)) value = `'${value}`;
        return /[",\r\n']/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
      })
      .join(',') + '\r\n'
  );
}
