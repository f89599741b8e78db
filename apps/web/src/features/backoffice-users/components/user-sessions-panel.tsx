import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { USER_ACTIONS, userSessionsQuery } from '../api/users-calls';
import { shownAt } from '../hooks/shown-at';

/**
 * The user's live sessions (started, last active, how they signed in), most recent first, and
 * "end all" for whoever may change the user — never on one's own page (decision 034).
 */
export function UserSessionsPanel({ userId, mayEnd }: { userId: string; mayEnd: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const catalogue = errorCatalogueOf(i18n);
  const sessions = useQuery(userSessionsQuery(userId));
  const end = useMutation({
    mutationFn: () => USER_ACTIONS.endSessions(userId),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.users.done.endSessions') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(catalogue, error) }),
  });
  const confirmEnd = async () => {
    if (await dialogs.confirm({ message: t('backoffice.users.confirmEndSessions') })) end.mutate();
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('backoffice.users.activeSessions')}
        </Title>
        {mayEnd && (sessions.data?.length ?? 0) > 0 && (
          <Button color="red" variant="default" loading={end.isPending} onClick={() => void confirmEnd()}>
            {t('backoffice.users.endSessions')}
          </Button>
        )}
      </Group>
      {sessions.isPending ? (
        <Loader role="status" size="sm" aria-label={t('backoffice.users.sessionsLoading')} />
      ) : sessions.isError ? (
        <Alert color="red">{apiErrorText(catalogue, sessions.error)}</Alert>
      ) : sessions.data.length === 0 ? (
        <Text c="dimmed">{t('backoffice.users.noSessions')}</Text>
      ) : (
        // Three short columns: they fit a phone's width, wrapping, without scrolling sideways.
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.users.sessionStartedAt')}</Table.Th>
              <Table.Th>{t('backoffice.users.sessionLastSeenAt')}</Table.Th>
              <Table.Th>{t('backoffice.users.sessionSignIn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.map((s) => (
              // A session has no id on the wire (its id is its cookie's secret): its start and its
              // last activity, to the millisecond, tell it apart.
              <Table.Tr key={`${s.StartedAt}/${s.LastSeenAt}`}>
                <Table.Td>{shownAt(s.StartedAt)}</Table.Td>
                <Table.Td>{shownAt(s.LastSeenAt)}</Table.Td>
                <Table.Td>
                  {t(
                    s.SingleSignOn
                      ? 'backoffice.users.sessionSignIn.sso'
                      : 'backoffice.users.sessionSignIn.password',
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
