import { OPEN_DATA_FIELDS } from '@iagree/contract';
import type { OpenDataRecord } from './record.ts';

/** Excel (in Japan, Shift_JIS by default) reads a CSV as UTF-8 only when it starts with one. */
export const CSV_BOM = '\uFEFF';
/** Between categories in their one cell. */
export const CATEGORY_SEPARATOR = '; ';

/** RFC 4180: a cell holding a quote, a comma or a line break is quoted, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A spreadsheet runs a cell that starts like a formula (OWASP "CSV injection"): a title such as
 * `=HYPERLINK(…)` would become a link in the reader's Excel. Such text cells start with an
 * apostrophe, which spreadsheets show as text; numbers are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export const csvRecord = (cells: unknown[]) => `${cells.map(cell).join(',')}\r\n`;

export const csvHeader = () => CSV_BOM + csvRecord([...OPEN_DATA_FIELDS]);

export const csvLine = (record: OpenDataRecord) =>
  csvRecord(
    OPEN_DATA_FIELDS.map((field) =>
      field === 'categories' ? record.categories.join(CATEGORY_SEPARATOR) : record[field],
    ),
  );
