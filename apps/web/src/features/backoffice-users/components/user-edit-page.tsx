import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { saveUserCall, userQuery } from '../api/users-calls';
import { useMayChangeUser } from '../hooks/use-may-change-user';
import {
  EMPTY_PERSON,
  PERSON_WIRE_FIELDS,
  type PersonForm,
  personErrors,
  personFormOf,
  userInputOf,
} from '../hooks/user-form';
import { UserPersonFields } from './user-person-fields';

/** A user's names, e-mail address, phones, fiscal code and language; back to their page once saved. */
export function UserEditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayChange = useMayChangeUser();
  const catalogue = errorCatalogueOf(i18n);
  const user = useQuery(userQuery(id));
  const form = usePortalForm<PersonForm>({
    initialValues: EMPTY_PERSON,
    validate: (values) => personErrors(catalogue, values),
  });
  const title = t('backoffice.users.editTitle', { name: user.data?.UserName ?? '' });
  useDocumentTitle(`${title} · ${t('backoffice.title')}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's setter is new at every render; the values follow the loaded user only.
  useEffect(() => {
    if (user.data) form.setValues(personFormOf(user.data));
  }, [user.data]);

  if (user.isPending) return <Loader role="status" aria-label={t('backoffice.users.loading')} />;
  if (user.isError) return <Alert color="red">{apiErrorText(catalogue, user.error)}</Alert>;

  const userPath = routePath(paths.backoffice.user, { id });
  const editable = mayChange(user.data);
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await saveUserCall(userInputOf(id, values));
      queryClient.setQueryData(userQuery(id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'users'] });
      notifications.show({ color: 'green', message: t('backoffice.users.saved') });
      navigate(userPath);
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, PERSON_WIRE_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 900 }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Button variant="subtle" component={Link} to={userPath}>
            {t('backoffice.users.backToUser')}
          </Button>
        </Group>
        {!editable && <Alert color="yellow">{t('backoffice.users.readOnly')}</Alert>}
        {form.failure !== undefined && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <UserPersonFields
          form={form}
          disabled={!editable}
          emailHint={user.data.EmailVerified ? t('backoffice.users.emailChangeHint') : undefined}
        />
        {editable && (
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('backoffice.edit.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
