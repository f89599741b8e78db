import { Notifications } from '@mantine/notifications';
import type { BackofficeRole, Permission } from '@sportello/contracts/backoffice/access.contract';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { createI18n } from '../lib/i18n';
import { json } from './api-stub';
import { renderWithProviders } from './render';
import { LocationProbe } from './render-at-route';

/**
 * The back-office tests' permissions of each role (decision 015). Shared by every area's tests: an
 * area whose pages ask for a permission of its own adds it here.
 */
/** Every action given on `resource` for all objects. */
const grants = (resource: Permission['Resource'], actions: Permission['Action'][]): Permission[] =>
  actions.map((Action) => ({ Resource: resource, Action, Scope: 'all' }));

const GRANTS: Record<BackofficeRole, Permission[]> = {
  viewer: [
    ...grants('communications', ['list', 'read', 'export']),
    ...grants('companies', ['list', 'read']),
    ...grants('tags', ['list', 'read']),
    ...grants('users', ['list', 'read']),
    ...grants('identities', ['list', 'read']),
    ...grants('tickets', ['list', 'read']),
    ...grants('plans', ['list', 'read']),
    ...grants('calendar', ['read']),
    ...grants('chat', ['list', 'read']),
  ],
  operator: [
    ...(['list', 'read', 'export', 'create', 'update', 'delete'] as const).map((Action) => ({
      Resource: 'communications' as const,
      Action,
      Scope: Action === 'update' || Action === 'delete' ? ('company' as const) : ('all' as const),
    })),
    ...grants('companies', ['list', 'read', 'update']),
    ...grants('tags', ['list', 'read', 'create', 'update']),
    ...grants('users', ['list', 'read', 'update']),
    ...grants('identities', ['list', 'read', 'delete']),
    ...grants('tickets', ['list', 'read', 'create', 'update']),
    ...grants('plans', ['list', 'read']),
    ...grants('calendar', ['read']),
    ...grants('chat', ['list', 'read', 'update']),
  ],
  admin: [
    ...grants('companies', ['list', 'read', 'create', 'update', 'export']),
    ...grants('tags', ['list', 'read', 'create', 'update', 'delete']),
    ...grants('users', ['list', 'read', 'create', 'update', 'export']),
    ...grants('identities', ['list', 'read', 'delete']),
    ...grants('communications', ['list', 'read', 'export', 'create', 'update', 'delete']),
    ...grants('roles', ['list', 'read', 'update']),
    ...grants('tickets', ['list', 'read', 'create', 'update']),
    ...grants('plans', ['list', 'read', 'create', 'update', 'delete']),
    ...grants('calendar', ['read', 'update']),
    ...grants('chat', ['list', 'read', 'update']),
  ],
};

/** The permissions call's answer for a role, or for exactly the permissions given. */
export const permissionsAnswer = (role: BackofficeRole, permissions = GRANTS[role]) =>
  json(200, { Role: role, Permissions: permissions });

/** A list call's answer: one page of `items`, of `total` in all. */
export const pageAnswer = (items: unknown[], total = items.length, pageCount = 0) =>
  json(200, { Total: total, PageCount: pageCount, Items: items });

/**
 * A back-office page at `route`, matched by `path` (for its parameters), with the back office's texts;
 * any other address shows "altra pagina", and where the page led is `currentLocation()`. Toasts show
 * outside the routes, as in the app, so that a page's toast outlives the page it leads away from.
 */
export function renderPage(ui: ReactElement, route: string, path: string) {
  return renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path={path} element={ui} />
        <Route
          path="*"
          element={
            <>
              <p>altra pagina</p>
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </>,
    { route, i18n: createI18n(1, CATALOGUES) },
  );
}
