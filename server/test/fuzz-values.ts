import fc from 'fast-check';

// Values for the OpenAPI fuzz test, walked from a JSON schema: valid ones with the schema's
// boundaries weighted in, bad ones of the wrong type or just outside, and valid ones with one
// or two parts broken.

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

/** Text that broke servers before: encodings, extremes, injection shapes, number-like text. */
export const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  'x'.repeat(70_000),
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '5e-324',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '2147483648',
  '9007199254740993',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '99:99',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '%',
  'null',
  'true',
  '😀'.repeat(500),
);
const oddNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1e308,
  1e308,
  5e-324,
);
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  oddNumber,
  fc.constantFrom(null, true, false, [], {}, [null], [[[]]], { a: { b: { c: [] } } }),
  fc.string({ maxLength: 40 }),
  fc.anything({ maxDepth: 3 }),
);
/** Plain text a form might send for dates, times and free fields. */
const plainText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.constantFrom(
    '2026-07-01',
    '2026-12-31',
    '1900-01-01',
    '9999-12-31',
    '2026-07-01T10:00:00Z',
    '10:00',
    '23:59',
    '24:00',
    '1',
    '31',
    'first-monday',
  ),
);

function isType(schema: Schema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

function bounds(schema: Schema, integer: boolean): [number, number] {
  const step = integer ? 1 : Number.EPSILON;
  let low = schema.minimum ?? (integer ? Number.MIN_SAFE_INTEGER : -1e308);
  let high = schema.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : 1e308);
  if (schema.exclusiveMinimum === true) low += step;
  if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) high -= step;
  if (typeof schema.exclusiveMaximum === 'number') high = schema.exclusiveMaximum - step;
  return [low, high];
}

/** Values the schema accepts, with its boundaries weighted in. */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  const value = validNotNull(schema);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, fc.constant(null)) : value;
}

function validNotNull(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(valid));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (isType(schema, 'integer')) {
    const [low, high] = bounds(schema, true);
    const edges = [low, high, 1, 2, 3, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER];
    // fc.integer draws 32-bit integers; larger ones come from the edges.
    const min = Math.max(low, -(2 ** 31));
    const max = Math.min(high, 2 ** 31 - 1);
    return fc.oneof(
      fc.constantFrom(...edges.filter((n) => n >= low && n <= high)),
      fc.integer({ min, max: Math.min(max, min + 60) }),
      fc.integer({ min, max }),
    );
  }
  if (isType(schema, 'number')) {
    const [low, high] = bounds(schema, false);
    // The smallest doubles (subnormal) once made the database's geometry underflow.
    const edges = [low, high, (low + high) / 2, 0, 5e-324, -5e-324, 1e-300, 1e-8];
    return fc.oneof(
      fc.constantFrom(...edges.filter((n) => n >= low && n <= high)),
      fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }),
    );
  }
  if (isType(schema, 'boolean')) return fc.boolean();
  if (isType(schema, 'array'))
    return fc.array(schema.items ? valid(schema.items) : plainText, { maxLength: 4 });
  if (isType(schema, 'object') || schema.properties) {
    const properties = schema.properties ?? {};
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([name, item]) => [name, valid(item)])),
      { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
    );
  }
  return validText(schema);
}

function validText(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === 'email')
    return fc.constantFrom(
      'anna@example.org',
      'ben@example.org',
      'nobody@example.org',
      `${'a'.repeat(60)}@example.org`,
    );
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc.oneof(
    { weight: 4, arbitrary: plainText.filter(fits) },
    // The longest text allowed, in ASCII and in characters that take four bytes in UTF-8.
    fc.constantFrom('x'.repeat(max), '😀'.repeat(Math.floor(max / 2))).filter(fits),
    fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
  );
}

/** Values of the wrong type or just outside what the schema accepts. */
function bad(schema: Schema): fc.Arbitrary<unknown> {
  const specific: unknown[] = [null, true, [], {}, 'text', 1];
  if (schema.enum?.length) specific.push('unknown', String(schema.enum[0]).toUpperCase(), 0);
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const [low, high] = bounds(schema, isType(schema, 'integer'));
    specific.push(low - 1, high + 1, low - 0.5, 1.5, 2 ** 63, '1', '', '1e3', -1e308, 1e308);
  }
  if (isType(schema, 'string')) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 1000;
    specific.push('', 'x'.repeat(max + 1), '😀'.repeat(max), ' '.repeat(Math.max(min, 1)));
    specific.push('\u0000', `a${'\ud800'}`, 12, '!!!');
  }
  if (isType(schema, 'boolean')) specific.push('true', 'false', 1, 0, 'yes');
  if (isType(schema, 'array')) specific.push('a,b', [null], [[]], [{}], Array(5000).fill('x'));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...specific) },
    { weight: 2, arbitrary: oddValue },
  );
}

const missing = Symbol('missing');
const extraKey = fc.constantFrom('unexpected', 'id', 'user_id', 'role', 'constructor', '', ' ');

/** A valid value with one or two parts broken: a bad value, a part left out, an extra one. */
export function mutated(schema: Schema, base = valid(schema)): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length > 0) {
    const edits = Object.fromEntries(
      names.map((name) => {
        const item = properties[name] as Schema;
        const nested = item.properties || item.items ? [mutated(item)] : [];
        return [name, fc.oneof(bad(item), fc.constant(missing), ...nested)];
      }),
    );
    const extra = fc.option(fc.tuple(extraKey, oddValue), { freq: 4 });
    return fc
      .tuple(base, fc.subarray(names, { minLength: 1, maxLength: Math.min(2, names.length) }))
      .chain(([value, chosen]) =>
        fc.tuple(fc.tuple(...chosen.map((name) => edits[name]!)), extra).map(([edit, more]) => {
          const out = { ...(value as Record<string, unknown>) };
          chosen.forEach((name, i) => {
            if (edit[i] === missing) delete out[name];
            else out[name] = edit[i];
          });
          if (more) out[more[0]] = more[1];
          return out;
        }),
      );
  }
  if (schema.items) {
    const items = schema.items;
    return fc.oneof(
      bad(schema),
      fc.tuple(fc.array(valid(items), { maxLength: 3 }), mutated(items)).map(([a, m]) => [...a, m]),
    );
  }
  return bad(schema);
}

/** JSON no schema expects: broken, nested too deep, huge numbers, duplicate and poison keys. */
export const oddJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,2',
  '\u0000',
  '{"a":1}}',
  'nul',
  '\ufeff{}',
  '{"a":1e99999}',
  '{"a":1,"a":"b"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  JSON.stringify({ a: 'x'.repeat(2_000_000) }),
);
