import type { Communication } from '@sportello/contracts/backoffice/communications.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';

export const communicationOf = (overrides: Partial<Communication> = {}): Communication => ({
  Id: 1,
  Type: 14,
  Title: 'Scadenze IVA',
  Summary: '',
  Body: '<p>Testo</p>',
  TitleEn: '',
  SummaryEn: '',
  BodyEn: '',
  Status: 'published',
  PublishFrom: null,
  PublishTo: null,
  IsPopup: false,
  Author: 'operatore',
  UserLastUpdate: null,
  AuthorCompanyCode: '01234567897',
  CanManage: true,
  ManageByCompany: false,
  Editable: true,
  Filters: [],
  ProductFilters: [],
  CompanyTypeFilters: [],
  GroupCodeFilters: [],
  TagFilters: [],
  UserRoleFilter: null,
  Details: {},
  CreatedAt: '2026-03-01T09:00:00.000Z',
  UpdatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

/** The list call of a filter as the page builds it (the base64url JSON filter is in the path). */
export const listRoute = (filter: object) => `GET /api/Communication/Filters/${encodeFilter(filter)}`;
