import '@mantine/core/styles/Radio.layer.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { BACKOFFICE_ROLES } from '@sportello/contracts/backoffice/access.values';
import {
  CUSTOMER_ACCOUNT_ROLES,
  USER_CREATION_MODES,
  VENDOR_ACCOUNT_ROLES,
} from '@sportello/contracts/backoffice/users.values';
import { routePath } from '@sportello/contracts/common/route';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePasswordMinLength } from '../../../lib/use-password-min-length';
import { usePortalForm } from '../../../lib/use-portal-form';
import { createUserCall } from '../api/users-calls';
import {
  EMPTY_NEW_USER,
  isStaffRole,
  NEW_USER_WIRE_FIELDS,
  type NewUserForm,
  newUserErrors,
  newUserInputOf,
} from '../hooks/user-form';
import { UserPersonFields } from './user-person-fields';

const WIRE_FIELDS = {
  ...NEW_USER_WIRE_FIELDS,
  // The invitation names the back-office role as the company-admin page does.
  RoleTs: 'BackofficeRole',
} as const satisfies Record<string, keyof NewUserForm>;
/** In this form only the company can be missing. */
const KEY_FIELDS = { ERROR_NOT_FOUND: 'CompanyId' } as const;

/**
 * A new user of a company (decision 034): by an invitation mail, where the person chooses user name
 * and password, or at once with a temporary password to change at the first sign-in. The vendor's
 * staff roles are offered only to whoever may give roles (`roles` `update`).
 */
export function UserCreatePage() {
  const { t, i18n } = useTranslation('backoffice');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can, isPending: permissionsPending } = usePermissions();
  const catalogue = errorCatalogueOf(i18n);
  // The server checks a temporary password against the configured length too.
  const passwordMinLength = usePasswordMinLength();
  const form = usePortalForm<NewUserForm>({
    initialValues: EMPTY_NEW_USER,
    validate: (values) => newUserErrors(catalogue, values, passwordMinLength),
  });
  useDocumentTitle(`${t('backoffice.users.newTitle')} · ${t('backoffice.title')}`);

  const invitation = form.values.Mode === 'invitation';
  const roleGroups = [
    { group: t('backoffice.users.roleGroup.customer'), roles: CUSTOMER_ACCOUNT_ROLES },
    ...(can('roles', 'update')
      ? [{ group: t('backoffice.users.roleGroup.vendor'), roles: VENDOR_ACCOUNT_ROLES }]
      : []),
  ].map(({ group, roles }) => ({
    group,
    items: roles.map((r) => ({ value: r, label: t(`backoffice.users.role.${r}`) })),
  }));

  const submit = form.onSubmit(async (values) => {
    try {
      const created = await createUserCall(newUserInputOf(values));
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'users'] });
      if (created.UserId) {
        notifications.show({ color: 'green', message: t('backoffice.users.created') });
        navigate(routePath(paths.backoffice.user, { id: created.UserId }), { replace: true });
      } else {
        // An invitation has no user yet: the person becomes one on completing it.
        notifications.show({
          color: 'green',
          message: t('backoffice.users.invited', { email: values.Email.trim() }),
        });
        navigate(paths.backoffice.users, { replace: true });
      }
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  if (permissionsPending) return <Loader role="status" aria-label={t('backoffice.title')} />;
  if (!can('users', 'create'))
    return <Alert color="yellow">{localizeMessage(catalogue, 'ERROR_FORBIDDEN')}</Alert>;

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 900 }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('backoffice.users.newTitle')}
          </Title>
          <Button variant="subtle" component={Link} to={paths.backoffice.users}>
            {t('backoffice.edit.back')}
          </Button>
        </Group>
        {form.failure !== undefined && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <Radio.Group label={t('backoffice.users.mode')} {...form.getInputProps('Mode')}>
          <Stack gap="xs" mt="xs">
            {USER_CREATION_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t(`backoffice.users.mode.${mode}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CompanyPicker
            label={t('backoffice.users.company')}
            description={t('backoffice.users.companyHint')}
            required
            {...form.getInputProps('CompanyId')}
          />
          <Select
            label={t('backoffice.users.role')}
            description={can('roles', 'update') ? t('backoffice.users.roleHint') : undefined}
            required
            allowDeselect={false}
            data={roleGroups}
            {...form.getInputProps('Role')}
          />
          {invitation && isStaffRole(form.values.Role) && (
            <Select
              label={t('backoffice.users.backofficeRole')}
              placeholder={t('backoffice.users.backofficeRoleDefault')}
              clearable
              data={BACKOFFICE_ROLES.map((r) => ({ value: r, label: t(`backoffice.roles.${r}`) }))}
              {...form.getInputProps('BackofficeRole')}
            />
          )}
          <TextInput
            label={t('backoffice.users.userName')}
            description={invitation ? t('backoffice.users.userNameInvitationHint') : undefined}
            required={!invitation}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('UserName')}
          />
          {!invitation && (
            <PasswordField
              label={t('backoffice.users.temporaryPassword')}
              // The rule the password is checked against, as the customers' own forms state it.
              description={`${t('backoffice.users.temporaryPasswordHint')} ${t('login.changePassword.policy', { ns: 'login', min: passwordMinLength })}`}
              required
              maxLength={128}
              autoComplete="new-password"
              {...form.getInputProps('TemporaryPassword')}
            />
          )}
        </SimpleGrid>
        <UserPersonFields form={form} disabled={false} invitation={invitation} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {invitation ? t('backoffice.users.sendInvitation') : t('backoffice.users.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
