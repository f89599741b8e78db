import { IconHistory, IconNews, IconUserShield } from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { AuditLogPage } from '../../features/backoffice/components/audit-log-page';
import { CommunicationEditPage } from '../../features/backoffice/components/communication-edit-page';
import { CommunicationsListPage } from '../../features/backoffice/components/communications-list-page';
import { RolesPage } from '../../features/backoffice/components/roles-page';
import type { BackofficeArea } from '../../features/backoffice/hooks/backoffice-navigation';

/** The roles page does not offer the signed-in admin their own row. */
function RolesArea() {
  return <RolesPage userName={useSignedInSession().User.UserName} />;
}

/**
 * The areas of the back office (decision 030): each is one entry here — its menu text, path, icon,
 * the permission that shows it, its domain, and its pages — and the back office builds its menu and
 * routes from this list. It lives in `app/` because an area may be a feature of its own
 * (`features/backoffice-<area>/`), and features meet only here. Order within a domain is menu order.
 */
export const BACKOFFICE_AREAS: BackofficeArea[] = [
  {
    label: 'backoffice.nav.communications',
    path: paths.backoffice.communications,
    icon: IconNews,
    permission: { resource: 'communications', action: 'list' },
    domain: 'communication',
    pages: [
      { path: paths.backoffice.communications, element: <CommunicationsListPage /> },
      { path: paths.backoffice.communication, element: <CommunicationEditPage /> },
    ],
  },
  {
    label: 'backoffice.nav.audit',
    path: paths.backoffice.audit,
    icon: IconHistory,
    permission: { resource: 'audit', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.audit, element: <AuditLogPage /> }],
  },
  {
    label: 'backoffice.nav.roles',
    path: paths.backoffice.roles,
    icon: IconUserShield,
    permission: { resource: 'roles', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.roles, element: <RolesArea /> }],
  },
];
