import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula ("=HYPERLINK(...)", "+1", "-1", "@SUM", or one starting with a
 * tab or carriage return) gets a leading apostrophe, so it is shown as the text it is (CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows as an RFC 4180 CSV file (quoted where needed, CRLF line ends), every cell neutralised. */
export function csvFile(rows: string[][]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseCell)),
    { record_delimiter: "windows" },
  );
}
