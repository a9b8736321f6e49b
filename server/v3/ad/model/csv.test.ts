/** The bulk-editing CSV reader and writer (RFC 4180). */
import { describe, expect, it } from 'vitest';
import { csvField, CsvSyntaxError, parseCsv, writeCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads fields and records, CRLF, LF or CR, without an empty record for the last line break', () => {
    expect(parseCsv('a,b\r\nc,d\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseCsv('a,b\nc,d')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(parseCsv('a\rb\r')).toEqual([['a'], ['b']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\ufeffa,b')).toEqual([['a', 'b']]);
  });

  it('keeps empty fields, at the end of a record too, and empty records in the middle', () => {
    expect(parseCsv('a,,\n,b,')).toEqual([['a', '', ''], ['', 'b', '']]);
    expect(parseCsv('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    expect(parseCsv('"a,b","say ""hi""","two\r\nlines"\n""')).toEqual([['a,b', 'say "hi"', 'two\r\nlines'], ['']]);
    expect(parseCsv('"{""interests"":[""1""]}",x')).toEqual([['{"interests":["1"]}', 'x']]);
  });

  it('names the record and field of a quote in an unquoted field, text after a closing quote, or an unclosed quote', () => {
    const failure = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error instanceof CsvSyntaxError ? [error.record, error.field] : error;
      }
      return null;
    };
    expect(failure('a,b\nc,d"e')).toEqual([2, 2]);
    expect(failure('a\n"b"c')).toEqual([2, 1]);
    expect(failure('a,"b\nc')).toEqual([1, 2]);
    expect(failure('a,"b"\n')).toBeNull();
  });
});

describe('writeCsv', () => {
  it('quotes only what needs it and ends each record with CRLF', () => {
    expect(writeCsv([['a', 1, null, undefined], ['b,c', 'say "hi"', 'x\ny', ' padded']])).toBe('a,1,,\r\n"b,c","say ""hi""","x\ny"," padded"\r\n');
  });

  it('puts an apostrophe before formula-like text when asked, not before numbers', () => {
    expect(csvField('=HYPERLINK("x")', true)).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)', true)).toBe("'@SUM(A1)");
    expect(csvField('-5', true)).toBe('-5');
    expect(csvField('=1', false)).toBe('=1');
  });

  it('reads back what it wrote', () => {
    const records = [['level', 'name', 'targeting_json'], ['campaign', 'Spring, "big" sale', '{"genders":["female"]}'], ['ad', '', 'line\r\nbreak']];
    expect(parseCsv(writeCsv(records))).toEqual(records);
  });
});
