import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { FileIcon } from './file-icon';

describe('FileIcon', () => {
  it.each([
    ['fattura.pdf', 'Documento PDF'],
    ['listino.XLSX', 'Foglio di calcolo'],
    ['contratto.docx', 'Documento di testo'],
    ['corso.pptx', 'Presentazione'],
    ['foto.jpeg', 'Immagine'],
    ['leggimi.txt', 'File di testo'],
    ['allegati.zip', 'Archivio compresso'],
    ['setup.exe', 'File'],
  ])('names %s as %s', (filename, name) => {
    renderWithProviders(<FileIcon filename={filename} />);
    expect(screen.getByRole('img', { name })).toBeTruthy();
  });

  it('names the kind in the UI language', () => {
    renderWithProviders(<FileIcon filename="report.pdf" />, { languageId: 2 });
    expect(screen.getByRole('img', { name: 'PDF document' })).toBeTruthy();
  });
});
