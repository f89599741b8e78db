import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import { BACKOFFICE_ROLES } from '@sportello/contracts/backoffice/access.values';
import type { UserDetail } from '@sportello/contracts/backoffice/users.contract';
import {
  type AccountRole,
  CUSTOMER_ACCOUNT_ROLES,
  VENDOR_ACCOUNT_ROLES,
} from '@sportello/contracts/backoffice/users.values';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useStepUp } from '../../../components/step-up';
import { useDialogs } from '../../../components/use-dialogs';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { setUserRolesCall, userQuery } from '../api/users-calls';
import { isStaffRole } from '../hooks/user-form';

type RolesForm = { Role: AccountRole; BackofficeRole: BackofficeRole | null };
const WIRE_FIELDS = { Role: 'Role', BackofficeRole: 'BackofficeRole' } as const;
const KEY_FIELDS = { ERROR_USER_SELF: 'Role' } as const;

/**
 * A user's account role, within its family (user or company admin for a customer, operator or admin
 * for the vendor's staff), and a staff member's back-office role. The user is signed out on saving,
 * so the page asks first; the server may want the second factor proven again (step-up) before it.
 */
export function UserRolesPanel({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const stepUp = useStepUp();
  const queryClient = useQueryClient();
  const catalogue = errorCatalogueOf(i18n);
  const staff = isStaffRole(user.Role);
  const form = usePortalForm<RolesForm>({
    initialValues: { Role: user.Role, BackofficeRole: user.BackofficeRole },
    validate: () => ({}),
  });
  const unchanged =
    form.values.Role === user.Role && (!staff || form.values.BackofficeRole === user.BackofficeRole);

  const submit = form.onSubmit(async ({ Role, BackofficeRole }) => {
    if (!(await dialogs.confirm({ message: t('backoffice.users.confirmRoles') }))) return;
    try {
      // Decision 078: a role change may ask for the second factor again first.
      const saved = await stepUp.run(() =>
        setUserRolesCall({
          Id: user.Id,
          Role,
          ...(staff && BackofficeRole && { BackofficeRole }),
        }),
      );
      queryClient.setQueryData(userQuery(user.Id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'users'] });
      notifications.show({ color: 'green', message: t('backoffice.users.done.roles') });
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('backoffice.users.roles')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('backoffice.users.rolesHint')}
          </Text>
          <ErrorAlert error={form.failure} />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('backoffice.users.role')}
              w={{ base: '100%', xs: 220 }}
              allowDeselect={false}
              data={(staff ? VENDOR_ACCOUNT_ROLES : CUSTOMER_ACCOUNT_ROLES).map((r) => ({
                value: r,
                label: t(`backoffice.users.role.${r}`),
              }))}
              {...form.getInputProps('Role')}
            />
            {staff && (
              <Select
                label={t('backoffice.users.backofficeRole')}
                w={{ base: '100%', xs: 220 }}
                allowDeselect={false}
                data={BACKOFFICE_ROLES.map((r) => ({ value: r, label: t(`backoffice.roles.${r}`) }))}
                {...form.getInputProps('BackofficeRole')}
              />
            )}
            <Button type="submit" variant="light" disabled={unchanged} loading={form.submitting}>
              {t('backoffice.users.saveRoles')}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: the dialog's own form must not submit this one (React events cross portals). */}
      {stepUp.modal}
    </>
  );
}
