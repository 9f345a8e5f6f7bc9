// Backend records travel in the wire's snake_case with ISO dates; drizzle rows are camelCase.

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function rowToWire(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      toSnake(key),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** Input fields to row values; `dates` names the fields that are timestamps. */
export function wireToRow(
  input: Record<string, unknown>,
  dates: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => key !== 'version' && key !== 'id')
      .map(([key, value]) => [
        toCamel(key),
        dates.includes(key) && typeof value === 'string' ? new Date(value) : value,
      ]),
  );
}

/** Whether a value holds a { de, en? } text (at any depth) with German but no English. */
function lacksEnglish(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(lacksEnglish);
  if (typeof value !== 'object' || value === null) return false;
  const text = value as { de?: unknown; en?: unknown };
  if (typeof text.de === 'string') return Boolean(text.de) && !text.en;
  return Object.values(value).some(lacksEnglish);
}

/** Localized fields (texts { de, en? }, or content holding them) missing an English text. */
export function missingEnglish(
  record: Record<string, unknown>,
  localized: readonly string[],
): string[] {
  return localized.filter((field) => lacksEnglish(record[field]));
}
