import '@mantine/core/styles/Table.layer.css';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { UserDetail } from '@sportello/contracts/backoffice/users.contract';
import { formatDate } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStepUp } from '../../../components/step-up';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { useIdentityProviderLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { sessionQuery } from '../../../lib/session/session-query';
import {
  enableUsersCall,
  resetSecondFactorCall,
  USER_ACTIONS,
  type UserAction,
  unlinkIdentityCall,
  userQuery,
} from '../api/users-calls';
import { shownAt } from '../hooks/shown-at';
import { useMayActOnUser, useMayChangeUser } from '../hooks/use-may-change-user';
import { UserIvrPanel } from './user-ivr-panel';
import { UserRolesPanel } from './user-roles-panel';
import { UserSessionsPanel } from './user-sessions-panel';
import { UserSignInsPanel } from './user-sign-ins-panel';

/** One user: who they are, their company and roles, their state, and the actions on their access. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('backoffice');
  const providerLabel = useIdentityProviderLabel();
  const mayChange = useMayChangeUser();
  const mayActOn = useMayActOnUser();
  const { can } = usePermissions();
  const session = useQuery(sessionQuery);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const user = useQuery(userQuery(id));
  useDocumentTitle(`${user.data?.UserName ?? t('backoffice.nav.users')} · ${t('backoffice.title')}`);

  const done = async (message: string) => {
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
  };
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
  const action = useMutation({
    mutationFn: (name: UserAction) => USER_ACTIONS[name](id),
    onSuccess: (_res, name) => done(t(`backoffice.users.done.${name}`)),
    onError: failed,
  });
  const enable = useMutation({
    mutationFn: (enabled: boolean) => enableUsersCall([id], enabled),
    onSuccess: (_res, enabled) =>
      done(t(enabled ? 'backoffice.users.done.enable' : 'backoffice.users.done.disable')),
    onError: failed,
  });
  const unlink = useMutation({
    mutationFn: unlinkIdentityCall,
    onSuccess: () => done(t('backoffice.users.done.unlink')),
    onError: failed,
  });
  // Decision 078: sensitive, so it may ask for the staff member's own second factor first.
  const stepUp = useStepUp();
  const resetSecondFactor = useMutation({
    mutationFn: () => stepUp.run(() => resetSecondFactorCall(id)),
    onSuccess: () => done(t('backoffice.users.done.resetSecondFactor')),
    onError: failed,
  });
  const confirmed = async (message: string, run: () => void) => {
    if (await dialogs.confirm({ message })) run();
  };

  if (user.isPending) return <Loader role="status" aria-label={t('backoffice.users.loading')} />;
  if (user.isError) return <Alert color="red">{apiErrorText(errorCatalogueOf(i18n), user.error)}</Alert>;
  const u: UserDetail = user.data;
  const mayUpdate = mayChange(u);
  // Nobody changes their own roles (decision 034): the server refuses it, so the page does not offer it.
  const self = session.data?.User.UserName === u.UserName;
  const busy = action.isPending || enable.isPending;

  const facts: [string, ReactNode][] = [
    [t('backoffice.users.userName'), u.UserName],
    [t('backoffice.users.name'), `${u.FirstName} ${u.LastName}`],
    [t('backoffice.users.email'), u.Email],
    [t('backoffice.users.fiscalCode'), u.FiscalCode || '—'],
    [t('backoffice.users.phones'), [u.PhoneNumber, u.MobilePhone].filter(Boolean).join(', ') || '—'],
    [t('backoffice.users.company'), `${u.Company.Name} (${u.Company.VatCode})`],
    [t('backoffice.users.role'), t(`backoffice.users.role.${u.Role}`)],
    [
      t('backoffice.users.backofficeRole'),
      u.BackofficeRole ? t(`backoffice.roles.${u.BackofficeRole}`) : '—',
    ],
    [t('backoffice.users.state'), u.Enabled ? t('backoffice.users.enabled') : t('backoffice.users.disabled')],
    [t('backoffice.users.locked'), u.Locked ? shownAt(u.LockedUntil) : t('backoffice.companies.no')],
    [t('backoffice.users.lastLogin'), u.LastLoginAt ? shownAt(u.LastLoginAt) : t('backoffice.users.never')],
    [t('backoffice.users.ivrUserId'), u.IvrUserId ?? '—'],
    [
      t('backoffice.users.secondFactor'),
      <Group key="second-factor" gap="xs" wrap="wrap">
        <span>
          {u.SecondFactorSince
            ? t('backoffice.users.secondFactorSince', { date: formatDate(u.SecondFactorSince) })
            : t('backoffice.users.secondFactorNone')}
        </span>
        {/* A lost phone: the user signs in with the password alone, or sets a new one up if required. */}
        {mayUpdate && u.SecondFactorSince && (
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            aria-label={t('backoffice.users.resetSecondFactorNamed')}
            loading={resetSecondFactor.isPending}
            onClick={async () => {
              const confirmed = await dialogs.confirm({
                title: t('backoffice.users.resetSecondFactorNamed'),
                message: t('backoffice.users.confirmResetSecondFactor'),
                confirmLabel: t('backoffice.users.resetSecondFactor'),
                confirmColor: 'red',
              });
              if (confirmed) resetSecondFactor.mutate();
            }}
          >
            {t('backoffice.users.resetSecondFactor')}
          </Button>
        )}
      </Group>,
    ],
  ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.backoffice.users}>
        {t('backoffice.edit.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('backoffice.users.title', { name: u.UserName })}
        </Title>
        {mayUpdate && (
          <Button component={Link} to={routePath(paths.backoffice.userEdit, { id: u.Id })}>
            {t('backoffice.list.edit')}
          </Button>
        )}
      </Group>
      <Table variant="vertical" withTableBorder maw={720}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {mayUpdate && (
        <Group gap="xs" wrap="wrap">
          {u.Enabled ? (
            <Button
              color="red"
              variant="light"
              loading={busy}
              onClick={() =>
                void confirmed(t('backoffice.users.confirmDisable', { count: 1 }), () => enable.mutate(false))
              }
            >
              {t('backoffice.users.disable')}
            </Button>
          ) : (
            <Button variant="light" loading={busy} onClick={() => enable.mutate(true)}>
              {t('backoffice.users.enable')}
            </Button>
          )}
          {u.Locked && (
            <Button variant="light" loading={busy} onClick={() => action.mutate('unlock')}>
              {t('backoffice.users.unlock')}
            </Button>
          )}
          <Button variant="default" loading={busy} onClick={() => action.mutate('resetMail')}>
            {t('backoffice.users.resetMail')}
          </Button>
          {u.HasPassword && !u.MustChangePassword && (
            <Button variant="default" loading={busy} onClick={() => action.mutate('forcePassword')}>
              {t('backoffice.users.forcePassword')}
            </Button>
          )}
        </Group>
      )}
      {stepUp.modal}
      {mayUpdate && !self && <UserRolesPanel key={`${u.Role}:${u.BackofficeRole}`} user={u} />}
      {mayUpdate && <UserIvrPanel user={u} />}
      {mayActOn(u, 'users', 'read') && <UserSessionsPanel userId={u.Id} mayEnd={mayUpdate && !self} />}
      {can('signins', 'list') && <UserSignInsPanel userId={u.Id} />}
      <Title order={2} size="h3">
        {t('backoffice.users.identities')}
      </Title>
      {u.Identities.length === 0 ? (
        <Text c="dimmed">{t('backoffice.users.noIdentities')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backoffice.users.provider')}</Table.Th>
                <Table.Th>{t('backoffice.users.subject')}</Table.Th>
                <Table.Th>{t('backoffice.users.email')}</Table.Th>
                <Table.Th>{t('backoffice.users.linkedAt')}</Table.Th>
                <Table.Th>{t('backoffice.users.lastUsedAt')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {u.Identities.map((identity) => (
                <Table.Tr key={identity.Id}>
                  <Table.Td>{providerLabel(identity.Provider)}</Table.Td>
                  <Table.Td>{identity.Subject}</Table.Td>
                  <Table.Td>{identity.Email ?? '—'}</Table.Td>
                  <Table.Td>{shownAt(identity.LinkedAt)}</Table.Td>
                  <Table.Td>{shownAt(identity.LastUsedAt)}</Table.Td>
                  <Table.Td>
                    {mayActOn(u, 'identities', 'delete') && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        loading={unlink.isPending}
                        onClick={() =>
                          void confirmed(
                            t('backoffice.users.confirmUnlink', {
                              provider: providerLabel(identity.Provider),
                            }),
                            () => unlink.mutate(identity.Id),
                          )
                        }
                      >
                        {t('backoffice.users.unlink')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
