import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind';

describe('fileKind', () => {
  it.each([
    ['foto.JPG', 'image'],
    ['schema.png', 'image'],
    ['fattura.pdf', 'pdf'],
    ['listino.xlsx', 'spreadsheet'],
    ['export.csv', 'spreadsheet'],
    ['contratto.docx', 'word'],
    ['lettera.rtf', 'word'],
    ['corso.pptx', 'presentation'],
    ['note.txt', 'text'],
    ['allegati.zip', 'archive'],
    ['backup.tar.gz', 'archive'],
    ['C:\\percorso\\doc.PDF', 'pdf'],
    ['programma.exe', 'other'],
    ['senza-estensione', 'other'],
    ['.bashrc', 'other'],
    ['punto.', 'other'],
    ['', 'other'],
  ])('%s is %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });
});
