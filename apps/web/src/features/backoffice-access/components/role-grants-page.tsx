import { Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import { BACKOFFICE_ROLES } from '@sportello/contracts/backoffice/access.values';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { roleGrantsQuery } from '../api/access-calls';
import { RoleGrantsMatrix } from './role-grants-matrix';

/**
 * What each back-office role may do (decision 067): one role's matrix at a time. Admins narrow a
 * role's grants below what the portal declares and give them back; the others read them.
 */
export function RoleGrantsPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.roleGrants.title')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const [role, setRole] = useState<BackofficeRole>('operator');
  const grants = useQuery(roleGrantsQuery);
  const shown = grants.data?.Items.find((item) => item.Role === role);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.roleGrants.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('backoffice.roleGrants.intro')}
      </Text>
      <Select
        label={t('backoffice.roleGrants.role')}
        maw={280}
        allowDeselect={false}
        value={role}
        onChange={(v) => {
          const picked = BACKOFFICE_ROLES.find((r) => r === v);
          if (picked) setRole(picked);
        }}
        data={BACKOFFICE_ROLES.map((r) => ({ value: r, label: t(`backoffice.roles.${r}`) }))}
      />
      <ErrorAlert error={grants.error} />
      {shown && (
        // A new answer (after a save or a reset) starts the form again from what is in force.
        <RoleGrantsMatrix key={JSON.stringify(shown)} grants={shown} editable={can('roles', 'update')} />
      )}
    </Stack>
  );
}
