/**
 * A small RFC 4180 CSV reader and writer for bulk editing (issue 19). No CSV library is among the
 * project's dependencies and bulk editing needs only the plain format, so this is kept here (with its
 * tests) rather than adding one.
 *
 * Reading: fields separated by commas, records by CRLF or LF (a lone CR too); a field in double quotes may
 * hold commas, line breaks and doubled quotes (""). A UTF-8 byte-order mark at the start is skipped, and a
 * line break at the very end makes no empty record. A quote inside an unquoted field, text after a closing
 * quote, or a quoted field never closed is an error naming the line and column where it happened.
 * Writing: a field is quoted when it holds a comma, a quote, CR or LF, or starts or ends with a space;
 * records end with CRLF. Cells starting with = + - @ (a spreadsheet formula) are written with a leading
 * apostrophe when `guardFormulas` is set (CSV injection), except numbers such as -1.
 */

export class CsvSyntaxError extends Error {
  constructor(
    /** 1-based record number (the header is record 1). */
    readonly record: number,
    /** 1-based field number in that record. */
    readonly field: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** The records of `text`, each an array of its fields. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  /** In a quoted field (afterQuote: its closing quote has been read). */
  let quoted = false;
  let afterQuote = false;
  const endField = () => {
    record.push(field);
    field = '';
    quoted = false;
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  if (i >= n) return records;
  while (i < n) {
    const c = text[i]!;
    if (quoted && !afterQuote) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        afterQuote = true;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === ',') {
      endField();
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    if (afterQuote) {
      throw new CsvSyntaxError(records.length + 1, record.length + 1, 'Nothing may follow the closing quote of a quoted field but a comma or a line break.');
    }
    if (c === '"') {
      if (field !== '') throw new CsvSyntaxError(records.length + 1, record.length + 1, 'A quote inside an unquoted field: put the whole field in quotes and double the quote.');
      quoted = true;
      i += 1;
      continue;
    }
    field += c;
    i += 1;
  }
  if (quoted && !afterQuote) throw new CsvSyntaxError(records.length + 1, record.length + 1, 'A quoted field is never closed.');
  // A line break at the very end ends the last record; anything after it is one more record.
  const last = text[n - 1];
  if (last !== '\n' && last !== '\r') endRecord();
  return records;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One field as written. */
export function csvField(value: string | number | null | undefined, guardFormulas = false): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (guardFormulas && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records as CSV text (CRLF after each record). */
export function writeCsv(records: readonly (readonly (string | number | null | undefined)[])[], guardFormulas = false): string {
  return records.map((record) => `${record.map((value) => csvField(value, guardFormulas)).join(',')}\r\n`).join('');
}
