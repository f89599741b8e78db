import type { Company } from '@sportello/contracts/backoffice/companies.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';

export const companyOf = (overrides: Partial<Company> = {}): Company => ({
  Id: 1,
  VatCode: '09876543217',
  VatCodeType: 1,
  FiscalCode: '09876543217',
  Name: 'Rossi Impianti S.r.l.',
  CompanyType: 1,
  Products: ['portal'],
  GroupCodes: ['NORD'],
  AccessLocal: true,
  ForceTsid: false,
  Migrated: false,
  MigratedOn: null,
  MigrationUrl: null,
  Enabled: true,
  Users: 3,
  Tags: [{ Id: 4, Name: 'Rivenditori', Colour: '#1c7ed6' }],
  CreatedAt: '2026-03-01T09:00:00.000Z',
  Parents: [{ Id: 9, VatCode: '12345678903', Name: 'Studio Bianchi' }],
  UserCodeMasked: '•••••••26',
  ...overrides,
});

/** The list call of a filter as the page builds it (the base64url JSON filter is in the path). */
export const listRoute = (filter: object) => `GET /api/Company/Filters/${encodeFilter(filter)}`;
