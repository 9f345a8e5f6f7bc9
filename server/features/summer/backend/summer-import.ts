import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  columnOfField,
  readSummerRow,
  summerCsvColumns,
  summerCsvMessages as messages,
  summerCsvRequiredColumns,
  type SummerCsvColumn,
} from '../../../../domain/summer/summer-csv.ts';
import {
  summerCourseInputSchema,
  summerImportMaxRows,
  type SummerCourseForm,
  type SummerImportResult,
  type SummerImportRow,
} from '../../../../domain/summer/summer-courses.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import type { Actor } from '../../accounts/index.ts';
import { categoryProblem, writeSummerCourse } from './summer-course-store.ts';

// The season's programme from a CSV file (decision 038): every row is checked like the form;
// the preview says per row what would happen, the commit writes the good rows in one
// transaction and nothing from the bad ones.

type Checked = SummerImportRow & {
  form?: SummerCourseForm;
  existing?: number;
  category?: string;
};
type Record_ = { record: Record<string, string>; info: { lines: number } };

/** German spreadsheets save with semicolons; the header line tells which separator it is. */
function separatorOf(text: string) {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

function readFile(text: string): Record_[] {
  let header: string[] = [];
  let records: Record_[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      columns: (names: string[]) => (header = names.map((n) => n.trim().toLowerCase())),
      skip_empty_lines: true,
      info: true,
      relax_quotes: false,
    }) as Record_[];
  } catch {
    throw validationError({ csv: [messages.unreadable] });
  }
  // A Map, so a header named like an object's own keys (`__proto__`) is just a name.
  const errors = new Map<string, string[]>();
  for (const name of header)
    if (!(summerCsvColumns as readonly string[]).includes(name))
      errors.set(name || 'csv', [messages.unknownColumn]);
  for (const name of summerCsvRequiredColumns)
    if (!header.includes(name)) errors.set(name, [messages.missingColumn]);
  if (errors.size > 0) throw validationError(Object.fromEntries(errors));
  if (records.length === 0) throw validationError({ csv: [messages.noRows] });
  if (records.length > summerImportMaxRows) throw validationError({ csv: [messages.tooManyRows] });
  return records;
}

function issuesByColumn(issues: z.core.$ZodIssue[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const column = columnOfField(issue.path.map(String).join('.'));
    const list = (errors[column] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** Every row checked: its action, or its errors by column. Reads only. */
async function checkRows(db: Database, records: Record_[]): Promise<Checked[]> {
  const rows: Checked[] = records.map(({ record, info }) => {
    const reading = readSummerRow(record as Partial<Record<SummerCsvColumn, string>>);
    const parsed = summerCourseInputSchema.safeParse(reading.input);
    const errors = {
      ...(parsed.success ? {} : issuesByColumn(parsed.error.issues)),
      ...reading.errors,
    };
    return {
      row: info.lines,
      slug: reading.input.slug || null,
      title: reading.input.title.de || null,
      action: 'error',
      errors,
      id: null,
      category: reading.input.categories?.[0],
      ...(parsed.success ? { form: parsed.data } : {}),
    };
  });
  const slugs = rows.flatMap((r) => (r.slug ? [r.slug] : []));
  const offers = slugs.length
    ? await db
        .select({ id: t.offers.id, slug: t.offers.slug, type: t.offers.type })
        .from(t.offers)
        .where(inArray(t.offers.slug, slugs))
    : [];
  const bySlug = new Map(offers.map((o) => [o.slug, o]));
  const categoryChecks = new Map<string, string | null>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.slug) {
      if (seen.has(row.slug)) row.errors.slug = [messages.duplicate];
      seen.add(row.slug);
      const offer = bySlug.get(row.slug);
      if (offer && offer.type !== 'summerevent') row.errors.slug = [messages.otherType];
      else if (offer) row.existing = offer.id;
    }
    const category = row.category;
    if (category && !row.errors.kategorie) {
      if (!categoryChecks.has(category))
        categoryChecks.set(category, await categoryProblem(db, [category]));
      const problem = categoryChecks.get(category);
      if (problem) row.errors.kategorie = [problem];
    }
    if (Object.keys(row.errors).length === 0 && row.form)
      row.action = row.existing === undefined ? 'create' : 'update';
  }
  return rows;
}

const publicRow = ({ form: _, existing: __, category: ___, ...row }: Checked): SummerImportRow =>
  row;

function summary(rows: SummerImportRow[], dryRun: boolean): SummerImportResult {
  const n = (action: SummerImportRow['action']) => rows.filter((r) => r.action === action).length;
  return { dry_run: dryRun, rows, created: n('create'), updated: n('update'), failed: n('error') };
}

/**
 * Previews (`dryRun`) or imports a programme file. The commit writes every good row in one
 * transaction, each in a savepoint: a row the database still refuses (a slug taken since the
 * check) is reported like a bad row, anything else rolls the whole import back.
 */
export async function importSummerProgramme(
  db: Database,
  csv: string,
  dryRun: boolean,
  actor: Actor,
): Promise<SummerImportResult> {
  const rows = await checkRows(db, readFile(csv));
  if (dryRun) return summary(rows.map(publicRow), true);
  await db.transaction(async (tx) => {
    for (const row of rows) {
      if (row.action === 'error' || !row.form) continue;
      const form = row.form;
      try {
        row.id = await tx.transaction((inner) =>
          writeSummerCourse(inner, form, actor, row.existing),
        );
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        row.action = 'error';
        row.errors = Object.fromEntries(
          Object.entries(error.errors ?? {}).map(([field, list]) => [columnOfField(field), list]),
        );
      }
    }
  });
  return summary(rows.map(publicRow), false);
}
