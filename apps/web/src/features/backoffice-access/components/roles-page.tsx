import '@mantine/core/styles/Table.layer.css';
import { Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { BACKOFFICE_ROLES } from '@sportello/contracts/backoffice/access.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { rolesQuery, saveRoleCall } from '../api/access-calls';

/**
 * Admins give the vendor's users a back-office role; the change takes effect on their next call.
 * Their own row is shown, not offered: an admin cannot change their own role (decision 015).
 */
export function RolesPage({ userName }: { userName: string }) {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.roles.title')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const users = useQuery(rolesQuery);
  const save = useMutation({
    mutationFn: saveRoleCall,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.roles.saved') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.roles.title')}
      </Title>
      <ErrorAlert error={users.error} />
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.roles.user')}</Table.Th>
              <Table.Th>{t('backoffice.roles.name')}</Table.Th>
              <Table.Th>{t('backoffice.roles.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data?.Items.map((u) => (
              <Table.Tr key={u.UserId}>
                <Table.Td>{u.UserName}</Table.Td>
                <Table.Td>
                  {u.FirstName} {u.LastName}
                </Table.Td>
                <Table.Td>
                  {u.UserName === userName || !can('roles', 'update') ? (
                    <Text size="sm">{t(`backoffice.roles.${u.Role}`)}</Text>
                  ) : (
                    <Select
                      aria-label={`${t('backoffice.roles.role')}: ${u.UserName}`}
                      value={u.Role}
                      allowDeselect={false}
                      disabled={save.isPending}
                      onChange={(v) => {
                        const role = BACKOFFICE_ROLES.find((r) => r === v);
                        if (role) save.mutate({ UserId: u.UserId, Role: role });
                      }}
                      data={BACKOFFICE_ROLES.map((r) => ({ value: r, label: t(`backoffice.roles.${r}`) }))}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
