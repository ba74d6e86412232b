import Papa from 'papaparse';
import {
  PERFORMANCE_FIELDS,
  copyPerformanceImportSchema,
  csvCell,
  type Copy,
  type CopyPerformanceImport,
  type PerformanceField,
} from '@brandcast/shared';

export type PerformanceImportRow = CopyPerformanceImport['rows'][number];

export interface SkippedCsvRow {
  /** The line in the file, counting the header as line 1. */
  line: number;
  id: string;
  reason: string;
}

export interface ParsedPerformanceCsv {
  rows: PerformanceImportRow[];
  skipped: SkippedCsvRow[];
  /** The performance columns the file has. */
  columns: PerformanceField[];
  /** Why nothing in the file can be imported, when that is the case. */
  error?: string;
}

export const MAX_IMPORT_ROWS = 1000;
const rowSchema = copyPerformanceImportSchema.shape.rows.element;
const isPerformanceField = (name: string): name is PerformanceField =>
  (PERFORMANCE_FIELDS as readonly string[]).includes(name);

/** "1,234" and " 12 " are numbers as spreadsheets write them; an empty cell means "leave as is". */
function toNumber(cell: string): number | undefined {
  const text = cell.replace(/[\s,]/g, '');
  return text === '' ? undefined : Number(text);
}

/**
 * A CSV with a header row holding `id` and any of the performance columns, and optionally `date` (the day
 * the numbers were counted, YYYY-MM-DD) (other columns, like the
 * ones "Download CSV" adds for reference, are ignored). Each row is checked as the API checks it, so the
 * preview lists exactly the rows that would be refused and why.
 */
export function parsePerformanceCsv(text: string): ParsedPerformanceCsv {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const columns = fields.filter(isPerformanceField);
  const empty = { rows: [], skipped: [], columns };
  if (!fields.includes('id'))
    return { ...empty, error: 'The file needs an "id" column: download the CSV to get one with every copy\'s id.' };
  if (columns.length === 0) {
    return { ...empty, error: `The file needs at least one of these columns: ${PERFORMANCE_FIELDS.join(', ')}.` };
  }
  if (parsed.data.length > MAX_IMPORT_ROWS) {
    return {
      ...empty,
      error: `Import at most ${MAX_IMPORT_ROWS} rows at a time; this file has ${parsed.data.length}.`,
    };
  }

  const rows: PerformanceImportRow[] = [];
  const skipped: SkippedCsvRow[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    const id = (record.id ?? '').trim();
    // A file with its own date column dates each row's numbers (the API keeps them on that day): one row per copy and day.
    const date = (record.date ?? '').trim();
    const skip = (reason: string) => skipped.push({ line, id, reason });
    if (!id) return skip('No id');
    const key = `${id.toLowerCase()} ${date}`;
    const firstLine = seen.get(key);
    if (firstLine)
      return skip(date ? `The same id and date are on line ${firstLine}` : `The same id is on line ${firstLine}`);
    seen.set(key, line);

    const row: Record<string, unknown> = date ? { id, date } : { id };
    for (const column of columns) {
      const value = toNumber(record[column] ?? '');
      if (value === undefined) continue;
      if (Number.isNaN(value)) return skip(`${column} "${record[column]}" is not a number`);
      row[column] = value;
    }
    if (!columns.some((column) => row[column] !== undefined)) return skip('No performance numbers');
    const checked = rowSchema.safeParse(row);
    if (!checked.success) return skip(checked.error.issues[0]?.message ?? 'Not a valid row');
    rows.push(checked.data);
  });
  return { rows, skipped, columns };
}

/**
 * The listed copies as a CSV to fill in: id, platform, title, content and the performance columns. A copy
 * whose clicks its tracked link counts has an empty clicks cell ("leave as is") and says why in a column of
 * its own, so importing the file back never writes over counted clicks.
 */
export function copiesToCsv(copies: Copy[]): string {
  const cell = (copy: Copy, field: PerformanceField) =>
    field === 'clicks' && copy.link ? '' : copy.performance[field];
  return Papa.unparse({
    fields: ['id', 'platform', 'title', 'content', ...PERFORMANCE_FIELDS, 'clicks counted by tracked link'],
    // A text starting with = + - @ must not run as a formula when the file is opened in a spreadsheet.
    data: copies.map((copy) =>
      [
        copy.id,
        copy.platform,
        copy.title,
        copy.content,
        ...PERFORMANCE_FIELDS.map((field) => cell(copy, field)),
        copy.link ? copy.performance.clicks : '',
      ].map(csvCell),
    ),
  });
}

/** Saves text as a file through the browser. */
export function downloadFile(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** A picked file's text (FileReader: every browser has it, and so does jsdom). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}
