/**
 * CSV for the exports (issue 31 'Exports'), RFC 4180: fields separated by commas, rows by CRLF,
 * a field quoted when it holds a comma, a quote, CR or LF, quotes doubled inside.
 *
 * Formula injection (OWASP 'CSV Injection'): a spreadsheet runs a cell that starts with
 * = + - @ (or a tab or CR, which some programs skip before them) as a formula, so such a text
 * cell is prefixed with ' and shows as the text it is. Numbers are written by the caller as
 * numbers (a negative amount stays a number); only text is neutralised.
 *
 * The file starts with a UTF-8 byte order mark (CSV_BOM): Excel otherwise reads UTF-8 as the
 * machine's legacy code page ('José' as 'JosÃ©'); other programs ignore it.
 */

export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell a spreadsheet would run as a formula, made inert with a leading '. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: empty for null, numbers as they are, text neutralised and quoted when needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A column of an export: its header and how a row gives its value. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvRow(columns.map((column) => column.header));
}

export function csvRecord<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return csvRow(columns.map((column) => column.value(row)));
}

/** 'lenderlane-requests-2026-11-27.csv': the download's file name. */
export function csvFileName(kind: string, day: string): string {
  return `lenderlane-${kind}-${day}.csv`;
}
