/**
 * CSV for the admin area's exports (RFC 4180: comma-separated, CRLF line ends, a field quoted when
 * it holds a comma, a quote, CR or LF, its quotes doubled), UTF-8 with a BOM so spreadsheet
 * programs read the accents right. Every cell is escaped against spreadsheet formula injection
 * (OWASP's CSV injection advice, as WooCommerce's CSV exporter does): a value starting with `=`,
 * `+`, `-`, `@`, a tab or a CR gets a `'` in front, so the program shows it as text and runs nothing.
 */

export const CSV_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';

/** One cell, made safe for a spreadsheet and quoted as needed. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: a BOM, the header row and the rows, CRLF after each. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return BOM + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The Content-Disposition of a download named `base-YYYY-MM-DD.csv`. */
export const csvDisposition = (base: string, now = new Date()): string => `attachment; filename="${base.replace(/[^a-z0-9-]/gi, '')}-${now.toISOString().slice(0, 10)}.csv"`;
