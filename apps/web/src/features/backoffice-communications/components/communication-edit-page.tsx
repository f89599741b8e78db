import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { STATUSES } from '@sportello/contracts/backoffice/communications.values';
import { routePath } from '@sportello/contracts/common/route';
import { SENT_TYPE, TYPE_IDS } from '@sportello/contracts/news/news.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DayInput } from '../../../components/day-input';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import {
  communicationQuery,
  deleteCommunicationCall,
  saveCommunicationCall,
} from '../api/communications-calls';
import { type CommunicationForm, EMPTY_FORM, formOf, inputOf } from '../hooks/communication-form';
import { CommunicationAudienceFields } from './communication-audience-fields';
import { CommunicationDelivery } from './communication-delivery';
import { CommunicationDetailsFields } from './communication-details-fields';
import { CommunicationTextsFields } from './communication-texts-fields';

type Field = keyof CommunicationForm;

const WIRE_FIELDS: Partial<Record<string, Field>> = {
  Title: 'Title',
  Summary: 'Summary',
  Body: 'Body',
  TitleEn: 'TitleEn',
  SummaryEn: 'SummaryEn',
  BodyEn: 'BodyEn',
  PublishFrom: 'PublishFrom',
  PublishTo: 'PublishTo',
  'Details.EventDate': 'EventDate',
  'Details.EventPlace': 'EventPlace',
  'Details.Version': 'Version',
  'Details.ReleaseDate': 'ReleaseDate',
  'Details.Severity': 'Severity',
  'Details.SourceUrl': 'SourceUrl',
  'Details.SmsText': 'SmsText',
  CompanyTypeFilters: 'CompanyTypeFilters',
  ProductFilters: 'ProductFilters',
  GroupCodeFilters: 'GroupCodeFilters',
};
const KEY_FIELDS: Partial<Record<string, Field>> = { ERROR_PUBLISH_WINDOW: 'PublishTo' };

/**
 * Create (`/backoffice/communications/new`) or edit one communication. Read-only when the caller may
 * not change it; the delete button shows only when they may delete it.
 */
export function CommunicationEditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { id: idParam } = useParams();
  const id = idParam === 'new' ? 0 : Number(idParam);
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const existing = useQuery({ ...communicationQuery(id), enabled: id > 0 });
  const form = usePortalForm<CommunicationForm>({ initialValues: EMPTY_FORM, validate: () => ({}) });
  const title = id > 0 ? t('backoffice.edit.editTitle', { id }) : t('backoffice.edit.newTitle');
  useDocumentTitle(`${title} · ${t('backoffice.title')}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's setter is new at every render; the values follow the loaded item (and its saved version) only.
  useEffect(() => {
    if (existing.data) form.setValues(formOf(existing.data));
  }, [existing.data]);

  const save = useMutation({
    mutationFn: (f: CommunicationForm) => saveCommunicationCall(inputOf(id, f)),
    onSuccess: async (saved) => {
      notifications.show({ color: 'green', message: t('backoffice.edit.saved') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
      if (id < 1) navigate(routePath(paths.backoffice.communication, { id: saved.Id }), { replace: true });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCommunicationCall(id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.edit.deleted') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
      navigate(paths.backoffice.communications, { replace: true });
    },
  });

  if (!Number.isInteger(id) || id < 0) return <Alert color="red">{t('backoffice.error.load')}</Alert>;
  if (id > 0 && existing.isPending) return <Loader />;
  if (id > 0 && existing.isError)
    return <Alert color="red">{apiErrorText(errorCatalogueOf(i18n), existing.error)}</Alert>;

  const editable = id > 0 ? (existing.data?.Editable ?? false) : can('communications', 'create');
  const deletable = id > 0 && editable && can('communications', 'delete');
  const catalogue = errorCatalogueOf(i18n);
  const failure = remove.error ?? form.failure;
  const formError = failure ? apiErrorText(catalogue, failure) : undefined;
  const input = (key: Field) => ({ ...form.getInputProps(key), disabled: !editable });

  const submit = form.onSubmit(async (values) => {
    remove.reset();
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });
  const confirmDelete = async () => {
    if (await dialogs.confirm({ message: t('backoffice.edit.confirmDelete') })) remove.mutate();
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 900 }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Button variant="subtle" component={Link} to={paths.backoffice.communications}>
            {t('backoffice.edit.back')}
          </Button>
        </Group>
        {existing.data && (
          <Text size="sm" c="dimmed">
            {t('backoffice.field.author')}: {existing.data.Author}
            {existing.data.UserLastUpdate &&
              ` · ${t('backoffice.field.userLastUpdate')}: ${existing.data.UserLastUpdate}`}
          </Text>
        )}
        {!editable && <Alert color="yellow">{t('backoffice.edit.readOnly')}</Alert>}
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('backoffice.field.type')}
            {...input('Type')}
            allowDeselect={false}
            data={TYPE_IDS.map((v) => ({
              value: String(v),
              label: t(`backoffice.type.${v}`),
            }))}
          />
          <Select
            label={t('backoffice.field.status')}
            {...input('Status')}
            allowDeselect={false}
            data={STATUSES.map((s) => ({ value: s, label: t(`backoffice.status.${s}`) }))}
          />
        </SimpleGrid>
        <CommunicationTextsFields form={form} disabled={!editable} />

        <CommunicationDetailsFields form={form} disabled={!editable} />

        <CommunicationAudienceFields form={form} disabled={!editable} />

        {form.values.Type === String(SENT_TYPE) && (
          <CommunicationDelivery id={id} withSms={form.values.SmsText.trim() !== ''} />
        )}

        <Fieldset legend={t('backoffice.edit.publishing')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['PublishFrom', 'PublishTo'] as const).map((field) => (
              <DayInput
                key={field}
                withTime
                label={t(
                  field === 'PublishFrom' ? 'backoffice.field.publishFrom' : 'backoffice.field.publishTo',
                )}
                {...input(field)}
                clearable
              />
            ))}
          </SimpleGrid>
          <Stack gap="xs" mt="sm">
            <Checkbox
              label={t('backoffice.field.isPopup')}
              {...form.getInputProps('IsPopup', { type: 'checkbox' })}
              disabled={!editable}
            />
            <Checkbox
              label={t('backoffice.field.canManage')}
              description={t('backoffice.field.canManageHint')}
              {...form.getInputProps('CanManage', { type: 'checkbox' })}
              disabled={!editable}
            />
            <Checkbox
              label={t('backoffice.field.manageByCompany')}
              {...form.getInputProps('ManageByCompany', { type: 'checkbox' })}
              disabled={!editable}
            />
          </Stack>
        </Fieldset>
        {(editable || deletable) && (
          <Group justify="space-between">
            {editable && (
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.edit.save')}
              </Button>
            )}
            {deletable && (
              <Button color="red" variant="light" onClick={confirmDelete} loading={remove.isPending}>
                {t('backoffice.edit.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
