/**
 * CSV as spreadsheets read it (RFC 4180), hardened against formula injection: a cell that a
 * spreadsheet would evaluate (starting with = + - @, or a tab/carriage return that some apps strip
 * before evaluating) is prefixed with an apostrophe, as OWASP recommends.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvValue = string | number | boolean | null | undefined | readonly string[]

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = Array.isArray(value) ? value.join('; ') : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  if (/[",\r\n]/.test(text) || text !== text.trim()) text = `"${text.replaceAll('"', '""')}"`
  return text
}

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => CsvValue
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  // CRLF line ends and a byte-order mark so Excel opens UTF-8 names (e.g. "Zoë") correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
