import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  CsvSyntaxError,
  csvDocument,
  csvValue,
  decodeCsv,
  detectDelimiter,
  encodeCsv,
  isFormulaCell,
  parseCsv,
} from './csv';

const COLUMNS = ['A', 'B', 'C'] as const;
// Text the writer defuses becomes `'=…`; text that already looks so cannot be told apart, and is left out,
// as is NUL, which no text file holds (the reader takes it for a binary file).
const cellText = fc
  .string({ unit: 'binary' })
  .filter((s) => !/^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(s) && !s.includes('\0'));
const records = fc.array(fc.record({ A: cellText, B: cellText, C: cellText }), { maxLength: 20 });

describe('CSV writing', () => {
  it('writes the header as it is, then every cell quoted, formula-looking text defused, in CRLF lines', () => {
    const records = [
      { A: '=SUM(A1)', B: -5, C: null },
      { A: 'say "hi"', B: true, C: '+39 02; 1\r\n2' },
    ];
    expect(csvDocument(COLUMNS, records)).toBe(
      `\uFEFFA;B;C\r\n"'=SUM(A1)";"'-5";""\r\n"say ""hi""";"true";"'+39 02; 1\r\n2"\r\n`,
    );
    expect(csvDocument(COLUMNS, [])).toBe('\uFEFFA;B;C\r\n');
    // The full-width signs some spreadsheets take for `=`, `+`, `-` and `@` too, read back as written.
    expect(csvDocument(['A'], [{ A: '\uFF1D1' }])).toBe(`\uFEFFA\r\n"'\uFF1D1"\r\n`);
    expect(csvValue("'\uFF1D1")).toBe('\uFF1D1');
  });
});

describe('CSV reading', () => {
  it('reads back every record the writer wrote, in every encoding that keeps the characters', () => {
    fc.assert(
      fc.property(records, fc.constantFrom(65000 as const, 65001 as const), (written, encoding) => {
        const text = decodeCsv(encodeCsv(csvDocument(COLUMNS, written), encoding).body, encoding);
        const [header, ...rows] = parseCsv(text ?? '');
        expect(header?.cells).toEqual([...COLUMNS]);
        const read = rows.map((r) =>
          Object.fromEntries(COLUMNS.map((c, i) => [c, csvValue(r.cells[i] ?? '')])),
        );
        // A record of three empty cells is a line of empty quotes, not a blank line: it stays.
        expect(read).toEqual(written);
      }),
    );
  });

  it('takes unquoted cells, LF line ends and blank lines, and numbers records by their first line', () => {
    const rows = parseCsv('\uFEFFa;b\n\n1;"x\r\ny"\n2;""""\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', 'x\r\ny'] },
      { line: 5, cells: ['2', '"'] },
    ]);
  });

  it('numbers a record after quoted cells spanning lines by its first line, CRLF or LF inside', () => {
    const text = 'a;b\r\n"1\r\n2\r\n3";"x\ny"\r\n\r\n""\r\n4;z';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1\r\n2\r\n3', 'x\ny'] },
      { line: 8, cells: ['4', 'z'] },
    ]);
  });

  it('names the line of a stray or open quote after quoted cells spanning lines', () => {
    expect(() => parseCsv('a;b\r\n"1\r\n2";"x\r\ny"z\r\n')).toThrow('stray quote on line 4');
    expect(() => parseCsv('a;b\r\n"1\r\n2";\r\n3;x"y\r\n')).toThrow('stray quote on line 4');
    expect(() => parseCsv('a;b\r\n"1\r\n2";"x\r\ny\r\n')).toThrow('unclosed quote opened on line 3');
  });

  it('refuses a quote left open, naming its line', () => {
    expect(() => parseCsv('a;b\r\n"1;2\r\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a;b\r\n"1;2\r\n')).toThrow('line 2');
  });

  it('refuses bytes that are not UTF-8 when UTF-8 is chosen, and reads them as ANSI', () => {
    const latin = Buffer.from([0x63, 0x61, 0x66, 0xe8]);
    expect(decodeCsv(latin, 65001)).toBeUndefined();
    expect(decodeCsv(latin, 1252)).toBe('cafè');
  });

  it('refuses a quote inside an unquoted cell and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a;b\r\n1;x"y\r\n')).toThrow('stray quote on line 2');
    expect(() => parseCsv('a;b\r\n"1"2;3\r\n')).toThrow('stray quote on line 2');
  });

  it('tells the delimiter by the header line: semicolon unless commas outnumber semicolons', () => {
    expect(detectDelimiter('VatCode;Name\r\n1,2,3,4\r\n')).toBe(';');
    expect(detectDelimiter('VatCode,Name,"A;B"\r\n')).toBe(',');
    expect(detectDelimiter('VatCode\r\n')).toBe(';');
    expect(parseCsv('VatCode,Name\r\n"1","Rossi, Bianchi"\r\n')).toEqual([
      { line: 1, cells: ['VatCode', 'Name'] },
      { line: 2, cells: ['1', 'Rossi, Bianchi'] },
    ]);
  });

  it('takes a cell starting with =, @, or + and - before a non-digit for a formula, never a defused one', () => {
    for (const cell of ['=SUM(A1)', '@cmd', '+cmd', '-cmd', '=1', '-', '+'])
      expect(isFormulaCell(cell), cell).toBe(true);
    for (const cell of ["'=SUM(A1)", '+39 02 1234567', '-5', 'Rossi', '', ' =x'])
      expect(isFormulaCell(cell), cell).toBe(false);
  });

  it('refuses bytes of another encoding: UTF-8 picked as ANSI, beyond 7 bits as UTF-7, and NUL', () => {
    const utf8 = Buffer.from('\uFEFFSocietà', 'utf8');
    expect(decodeCsv(utf8, 1252)).toBeUndefined();
    expect(decodeCsv(utf8, 65000)).toBeUndefined();
    expect(decodeCsv(utf8, 65001)).toBe('Società');
    expect(decodeCsv(Buffer.from('ascii only'), 1252)).toBe('ascii only');
    expect(decodeCsv(iconv.encode('Società Più', 'utf7'), 65000)).toBe('Società Più');
    expect(decodeCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]), 1252)).toBeUndefined();
  });
});
