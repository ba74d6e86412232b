/**
 * What a spreadsheet runs as a formula when a cell starts with it: = + - @, a tab or a carriage return
 * (OWASP's CSV injection list). Only the first character counts, whatever follows, line breaks included
 * (papaparse's own escapeFormulae pattern ends in `.*$`, which a line break stops: `=HYPERLINK(…,\n"Open")`
 * went through it unescaped).
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as every CSV writer writes it: a text a spreadsheet would run as a formula gets a leading ' (shown
 * as text, never run); anything else is left as it is.
 */
export function csvCell<T>(value: T): T | string {
  return typeof value === 'string' && CSV_FORMULA_START.test(value) ? `'${value}` : value;
}
