import type { ToolkitItem } from '@sportello/contracts/toolkit/toolkit.contract';

/** A toolkit file as the customer's list sends it; override what a test needs. */
export const itemOf = (overrides: Partial<ToolkitItem> = {}): ToolkitItem => ({
  Id: 1,
  Product: 'invoicing',
  Category: 'manual',
  Title: 'Manuale della fatturazione',
  Description: 'Come emettere e ricevere le fatture elettroniche.',
  Version: '3.2',
  FileName: 'manuale-fatturazione.pdf',
  Size: 1536 * 1024,
  Icon: 'pdf',
  PublishedAt: '2026-11-10T10:00:00.000Z',
  ReleaseNotes: '',
  New: false,
  ...overrides,
});
