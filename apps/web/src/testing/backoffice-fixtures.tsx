import { Notifications } from '@mantine/notifications';
import { MAIL_ACCESS } from '@sportello/contracts/app/mail-outbox.values';
import type { BackofficeRole, Permission } from '@sportello/contracts/backoffice/access.contract';
import { AUDIT_ACCESS } from '@sportello/contracts/backoffice/audit.values';
import { CALENDAR_ACCESS } from '@sportello/contracts/backoffice/business-calendar.values';
import { COMMUNICATIONS_ACCESS } from '@sportello/contracts/backoffice/communications.values';
import { COMPANIES_ACCESS } from '@sportello/contracts/backoffice/companies.values';
import { DISCLAIMERS_ACCESS } from '@sportello/contracts/backoffice/disclaimers.values';
import { TICKETS_ACCESS } from '@sportello/contracts/backoffice/helpdesk.values';
import { IDENTITIES_ACCESS } from '@sportello/contracts/backoffice/identities.values';
import { TEMPLATES_ACCESS } from '@sportello/contracts/backoffice/mail-templates.values';
import { POPUPS_ACCESS } from '@sportello/contracts/backoffice/popups.values';
import { permissionsOver } from '@sportello/contracts/backoffice/resource-access';
import { ROLES_ACCESS } from '@sportello/contracts/backoffice/roles.values';
import { SETTINGS_ACCESS } from '@sportello/contracts/backoffice/settings.values';
import { SIGN_INS_ACCESS } from '@sportello/contracts/backoffice/sign-ins.values';
import { PLANS_ACCESS } from '@sportello/contracts/backoffice/support-plans.values';
import { TAGS_ACCESS } from '@sportello/contracts/backoffice/tags.values';
import { USERS_ACCESS } from '@sportello/contracts/backoffice/users.values';
import { CHAT_ACCESS } from '@sportello/contracts/chat/chat.values';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { createI18n } from '../lib/i18n';
import { json } from './api-stub';
import { renderWithProviders } from './render';
import { LocationProbe } from './render-at-route';

/**
 * The back-office tests' permissions of each role (decision 015): the server's own grants, as each
 * area declares them in its contracts, so that a change of the grants reaches these tests too.
 */
const ACCESSES = [
  AUDIT_ACCESS,
  CALENDAR_ACCESS,
  CHAT_ACCESS,
  COMMUNICATIONS_ACCESS,
  COMPANIES_ACCESS,
  DISCLAIMERS_ACCESS,
  IDENTITIES_ACCESS,
  MAIL_ACCESS,
  PLANS_ACCESS,
  POPUPS_ACCESS,
  ROLES_ACCESS,
  SETTINGS_ACCESS,
  SIGN_INS_ACCESS,
  TAGS_ACCESS,
  TEMPLATES_ACCESS,
  TICKETS_ACCESS,
  USERS_ACCESS,
];
const grantsOf = (role: BackofficeRole): Permission[] => permissionsOver(role, ACCESSES);

/** The permissions call's answer for a role, or for exactly the permissions given. */
export const permissionsAnswer = (role: BackofficeRole, permissions = grantsOf(role)) =>
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
