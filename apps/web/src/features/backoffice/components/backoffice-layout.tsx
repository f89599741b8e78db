import '@mantine/core/styles/NavLink.css';
import { Alert, Box, Group, Loader, NavLink, Stack, Title } from '@mantine/core';
import { IconHistory, IconNews, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { usePermissions } from '../hooks/use-permissions';
import { AuditLogPage } from './audit-log-page';
import { CommunicationEditPage } from './communication-edit-page';
import { CommunicationsListPage } from './communications-list-page';
import { RolesPage } from './roles-page';

const sub = (path: string) => path.slice(paths.backoffice.root.length + 1);

export interface BackofficeAppProps {
  /** Who is signed in: the roles page does not offer them their own row. */
  userName: string;
}

/**
 * The back office: only for the vendor's operators and admins (anyone else sees the forbidden page),
 * with its own side navigation; each area shows only what the user's permissions allow.
 */
export function BackofficeApp({ userName }: BackofficeAppProps) {
  const { t } = useTranslation('backoffice');
  const permissions = usePermissions();
  const { pathname } = useLocation();

  if (permissions.isPending) return <Loader aria-label={t('backoffice.title')} />;
  if (permissions.isError)
    return (
      <Stack gap="sm" maw={640}>
        <Title order={1} size="h2">
          {t('backoffice.forbidden.title')}
        </Title>
        <Alert color="red">{t('backoffice.forbidden.text')}</Alert>
      </Stack>
    );

  const { can } = permissions;
  const links = [
    can('communications', 'list') && {
      to: paths.backoffice.communications,
      label: t('backoffice.nav.communications'),
      icon: IconNews,
    },
    can('audit', 'list') && {
      to: paths.backoffice.audit,
      label: t('backoffice.nav.audit'),
      icon: IconHistory,
    },
    can('roles', 'list') && {
      to: paths.backoffice.roles,
      label: t('backoffice.nav.roles'),
      icon: IconUserShield,
    },
  ].filter((x) => x !== false);

  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Box component="nav" aria-label={t('backoffice.menu')} w={{ base: '100%', sm: 220 }}>
        {links.map((l) => (
          <NavLink
            key={l.to}
            component={Link}
            to={l.to}
            label={l.label}
            leftSection={<l.icon size={18} stroke={1.6} aria-hidden />}
            active={pathname.startsWith(l.to)}
            aria-current={pathname.startsWith(l.to) ? 'page' : undefined}
          />
        ))}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Routes>
          <Route index element={<Navigate to={links[0]?.to ?? paths.home} replace />} />
          {can('communications', 'list') && (
            <>
              <Route path={sub(paths.backoffice.communications)} element={<CommunicationsListPage />} />
              <Route path={sub(paths.backoffice.communication)} element={<CommunicationEditPage />} />
            </>
          )}
          {can('audit', 'list') && <Route path={sub(paths.backoffice.audit)} element={<AuditLogPage />} />}
          {can('roles', 'list') && (
            <Route path={sub(paths.backoffice.roles)} element={<RolesPage userName={userName} />} />
          )}
          <Route
            path="*"
            element={
              <Alert color="red" title={t('backoffice.forbidden.title')}>
                {t('backoffice.forbidden.text')}
              </Alert>
            }
          />
        </Routes>
      </Box>
    </Group>
  );
}
