import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvDocument, csvValue, decodeCsv, encodeCsv, parseCsv } from './csv';

const COLUMNS = ['A', 'B', 'C'] as const;
// Text the writer defuses becomes `'=…`; text that already looks so cannot be told apart, and is left out.
const cellText = fc.string({ unit: 'binary' }).filter((s) => !/^'[=+\-@\t\r]/.test(s));
const records = fc.array(fc.record({ A: cellText, B: cellText, C: cellText }), { maxLength: 20 });

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

  it('refuses a quote left open, naming its line', () => {
    expect(() => parseCsv('a;b\r\n"1;2\r\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a;b\r\n"1;2\r\n')).toThrow('line 2');
  });

  it('refuses bytes that are not UTF-8 when UTF-8 is chosen, and reads them as ANSI', () => {
    const latin = Buffer.from([0x63, 0x61, 0x66, 0xe8]);
    expect(decodeCsv(latin, 65001)).toBeUndefined();
    expect(decodeCsv(latin, 1252)).toBe('cafè');
  });
});
