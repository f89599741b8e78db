import '@mantine/core/styles/Badge.layer.css';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, formatDateTime } from '@sportello/contracts/common/dates';
import type { CompanyMember, SentInvitation } from '@sportello/contracts/companies/invitations.contract';
import { IconMailForward, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, ColumnTable } from '../../../components/column-table';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  fetchCompanyPeople,
  invitationKeys,
  sendInvitationAgain,
  withdrawInvitation,
} from '../api/invitation-calls';
import { roleLabelKey } from '../hooks/role-labels';
import { ColleagueActions } from './colleague-actions';
import { InviteForm } from './invite-form';

const STATE_COLORS: Record<SentInvitation['State'], string> = {
  pending: 'blue',
  expired: 'gray',
  completed: 'green',
  revoked: 'red',
};

/**
 * The company administrator's page: the company's users and the invitations sent, with invite,
 * resend and revoke (spec §5 Invitation; decision 011), and for a customer company each colleague's
 * enabling, role and unlocking (decision 038; not one's own row, `selfUserName`).
 */
export function CompanyPeoplePage({
  languageId,
  selfUserName,
}: {
  languageId: number;
  selfUserName: string;
}) {
  const { t, i18n } = useTranslation('invitations');
  const catalogue = errorCatalogueOf(i18n);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [working, setWorking] = useState<string | undefined>(undefined);
  const people = useQuery({
    queryKey: invitationKeys.people,
    queryFn: ({ signal }) => fetchCompanyPeople(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationKeys.people });

  const act = async (invitation: SentInvitation, action: 'resend' | 'revoke') => {
    if (action === 'revoke') {
      const sure = await dialogs.confirm({
        message: t('invitations.revoke.confirm', { email: invitation.Email }),
        confirmLabel: t('invitations.revoke'),
      });
      if (!sure) return;
    }
    setWorking(invitation.Id);
    try {
      await (action === 'resend' ? sendInvitationAgain(invitation.Id) : withdrawInvitation(invitation.Id));
      notifications.show({
        color: 'green',
        message: t(`invitations.${action}.done`, { email: invitation.Email }),
      });
      await refresh();
    } catch (error) {
      // Told in a toast, as every refused action of a list's row (#41).
      notifications.show({ color: 'red', message: apiErrorText(catalogue, error) });
    } finally {
      setWorking(undefined);
    }
  };

  // A vendor's staff member whose back-office role does not manage its people is refused (403).
  if (people.error instanceof ApiError && people.error.status === 403)
    return <Alert variant="light">{t('invitations.people.notAdmin')}</Alert>;
  if (people.error) return <ErrorAlert error={people.error} />;
  if (!people.data) return <Loader role="status" aria-label={t('invitations.loading')} />;
  const vendor = people.data.IsProviderCompany;
  // The vendor's staff change their colleagues in the back office's users area.
  const managesColleague = (userName: string) =>
    !vendor && userName.toLowerCase() !== selfUserName.toLowerCase();

  const userColumns: Column<CompanyMember>[] = [
    {
      id: 'name',
      label: t('invitations.people.name'),
      render: (u) => (
        <>
          {u.FirstName} {u.LastName}{' '}
          {!u.Enabled && (
            <Badge color="gray" size="xs">
              {t('invitations.people.disabled')}
            </Badge>
          )}{' '}
          {u.Locked && (
            <Badge color="orange" size="xs">
              {t('invitations.people.locked')}
            </Badge>
          )}
        </>
      ),
    },
    { id: 'userName', label: t('invitations.people.userName'), render: (u) => u.UserName },
    { id: 'email', label: t('invitations.people.email'), render: (u) => u.Email },
    { id: 'role', label: t('invitations.role'), render: (u) => t(`invitations.accountRole.${u.Role}`) },
    {
      id: 'lastLogin',
      label: t('invitations.people.lastLogin'),
      render: (u) => formatDateTime(u.LastLoginAt) || '—',
    },
    {
      id: 'actions',
      label: t('invitations.people.actions'),
      labelHidden: true,
      render: (u) => managesColleague(u.UserName) && <ColleagueActions member={u} onChanged={refresh} />,
    },
  ];
  const invitationColumns: Column<SentInvitation>[] = [
    { id: 'email', label: t('invitations.people.email'), render: (i) => i.Email },
    { id: 'role', label: t('invitations.role'), render: (i) => t(roleLabelKey(i.Role.Id, vendor)) },
    {
      id: 'state',
      label: t('invitations.people.state'),
      render: (i) => (
        <Badge color={STATE_COLORS[i.State]} variant="light">
          {t(`invitations.state.${i.State}`)}
        </Badge>
      ),
    },
    { id: 'sent', label: t('invitations.people.sent'), render: (i) => formatDate(i.SentAt) },
    { id: 'expires', label: t('invitations.people.expires'), render: (i) => formatDate(i.ExpiresAt) },
    {
      id: 'actions',
      label: t('invitations.people.actions'),
      labelHidden: true,
      render: (i) =>
        (i.State === 'pending' || i.State === 'expired') && (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={working === i.Id}
              onClick={() => void act(i, 'resend')}
            >
              {t('invitations.resend')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={working === i.Id}
              onClick={() => void act(i, 'revoke')}
            >
              {t('invitations.revoke')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('invitations.people.users')}
          </Title>
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
            {t('invitations.people.invite')}
          </Button>
        </Group>
        <ColumnTable
          label={t('invitations.people.users')}
          rows={people.data.Users}
          rowId={(u) => u.UserId}
          columns={userColumns}
          minWidth={880}
          striped
          highlightOnHover
        />
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('invitations.people.invitations')}
        </Title>
        {people.data.Invitations.length === 0 ? (
          <Text c="dimmed">{t('invitations.people.noInvitations')}</Text>
        ) : (
          <ColumnTable
            label={t('invitations.people.invitations')}
            rows={people.data.Invitations}
            rowId={(i) => i.Id}
            columns={invitationColumns}
            minWidth={720}
            striped
          />
        )}
      </Stack>

      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('invitations.people.invite')}
        size="lg"
      >
        <InviteForm
          vendor={vendor}
          grantable={people.data.Grantable}
          languageId={languageId}
          onCancel={() => setInviting(false)}
          onSent={(sent) => {
            setInviting(false);
            notifications.show({ color: 'green', message: t('invitations.sent', { email: sent.Email }) });
            void refresh();
          }}
        />
      </Modal>
    </Stack>
  );
}
