import { Notifications } from '@mantine/notifications';
import type { BackofficeRole, Permission } from '@sportello/contracts/backoffice/access.contract';
import { permissionsOver } from '@sportello/contracts/backoffice/resource-access';
import { RESOURCE_ACCESS } from '@sportello/contracts/backoffice/resources';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { permissionsQuery } from '../lib/backoffice/permissions-query';
import { createI18n } from '../lib/i18n';
import { json } from './api-stub';
import { renderWithProviders } from './render';
import { LocationProbe } from './render-at-route';

/**
 * The back-office tests' permissions of each role (decision 015): the server's own grants, as each
 * area declares them in its contracts, so that a change of the grants reaches these tests too.
 */
const grantsOf = (role: BackofficeRole): Permission[] => permissionsOver(role, RESOURCE_ACCESS);

/** The permissions call's answer for a role, or for exactly the permissions given. */
export const permissionsAnswer = (role: BackofficeRole, permissions = grantsOf(role)) =>
  json(200, { Role: role, Permissions: permissions });

/**
 * Waits until the permissions call has been answered and its grants are in the cache the page reads.
 * The pages offer nothing while the permissions are loading, so a control absent (or disabled) for
 * want of a permission means something only once they are applied: asserted before, the absence
 * would hold even for a page that ignored the permissions altogether.
 */
export async function permissionsLoaded(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.getQueryState(permissionsQuery.queryKey)?.status).toBe('success'));
}

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
