import type { BackofficeRole, Permission } from '@sportello/contracts/backoffice/access.contract';
import type { Communication } from '@sportello/contracts/backoffice/communications.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { createI18n } from '../../../lib/i18n';
import { json } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';

export const communicationOf = (overrides: Partial<Communication> = {}): Communication => ({
  Id: 1,
  Type: 14,
  Title: 'Scadenze IVA',
  Summary: '',
  Body: '<p>Testo</p>',
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
  UserRoleFilter: null,
  Details: {},
  CreatedAt: '2026-03-01T09:00:00.000Z',
  UpdatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const GRANTS: Record<BackofficeRole, Permission[]> = {
  viewer: (['list', 'read', 'export'] as const).map((Action) => ({
    Resource: 'communications',
    Action,
    Scope: 'all',
  })),
  operator: (['list', 'read', 'export', 'create', 'update', 'delete'] as const).map((Action) => ({
    Resource: 'communications',
    Action,
    Scope: Action === 'update' || Action === 'delete' ? 'company' : 'all',
  })),
  admin: [
    ...(['list', 'read', 'export', 'create', 'update', 'delete'] as const).map((Action) => ({
      Resource: 'communications' as const,
      Action,
      Scope: 'all' as const,
    })),
    { Resource: 'roles', Action: 'list', Scope: 'all' },
    { Resource: 'roles', Action: 'update', Scope: 'all' },
  ],
};

/** The permissions call's answer for a role, or for exactly the permissions given. */
export const permissionsAnswer = (role: BackofficeRole, permissions = GRANTS[role]) =>
  json(200, { Role: role, Permissions: permissions });

/** The list call of a filter as the page builds it (the base64url JSON filter is in the path). */
export const listRoute = (filter: object) => `GET /api/Communication/Filters/${encodeFilter(filter)}`;

export const pageAnswer = (items: Communication[], total = items.length, pageCount = 0) =>
  json(200, { Total: total, PageCount: pageCount, Items: items });

/** A back-office page at `route`, matched by `path` (for its parameters), with the back office's texts. */
export function renderPage(ui: ReactElement, route: string, path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>altra pagina</p>} />
    </Routes>,
    { route, i18n: createI18n(1, CATALOGUES) },
  );
}
