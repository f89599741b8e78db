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
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type Communication,
  type CommunicationInput,
  SEVERITIES,
  TYPE_IDS,
} from '@sportello/contracts/backoffice/communications.contract';
import { routePath } from '@sportello/contracts/common/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { communicationQuery, saveCommunicationCall } from '../api/backoffice-calls';
import { usePermissions } from '../hooks/use-permissions';

interface FormState {
  Type: string;
  Title: string;
  Summary: string;
  Body: string;
  Status: 'draft' | 'published';
  PublishFrom: string;
  PublishTo: string;
  IsPopup: boolean;
  CanManage: boolean;
  ManageByCompany: boolean;
  ProductFilters: string[];
  CompanyTypeFilters: string[];
  GroupCodeFilters: string[];
  UserRoleFilter: string;
  EventDate: string;
  EventPlace: string;
  Version: string;
  ReleaseDate: string;
  Severity: (typeof SEVERITIES)[number];
  SourceUrl: string;
}

const EMPTY: FormState = {
  Type: '10',
  Title: '',
  Summary: '',
  Body: '',
  Status: 'draft',
  PublishFrom: '',
  PublishTo: '',
  IsPopup: false,
  CanManage: true,
  ManageByCompany: false,
  ProductFilters: [],
  CompanyTypeFilters: [],
  GroupCodeFilters: [],
  UserRoleFilter: '',
  EventDate: '',
  EventPlace: '',
  Version: '',
  ReleaseDate: '',
  Severity: 'info',
  SourceUrl: '',
};

/** `<input type="datetime-local">` speaks local time without a zone; the wire speaks ISO with one. */
const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

function fromWire(c: Communication): FormState {
  return {
    Type: String(c.Type),
    Title: c.Title,
    Summary: c.Summary,
    Body: c.Body,
    Status: c.Status,
    PublishFrom: toLocalInput(c.PublishFrom),
    PublishTo: toLocalInput(c.PublishTo),
    IsPopup: c.IsPopup,
    CanManage: c.CanManage,
    ManageByCompany: c.ManageByCompany,
    ProductFilters: c.ProductFilters.map((x) => x.Code),
    CompanyTypeFilters: c.CompanyTypeFilters.map((x) => x.Code),
    GroupCodeFilters: c.GroupCodeFilters.map((x) => x.Code),
    UserRoleFilter: c.UserRoleFilter ?? '',
    EventDate: toLocalInput(c.Details.EventDate),
    EventPlace: c.Details.EventPlace,
    Version: c.Details.Version,
    ReleaseDate: toLocalInput(c.Details.ReleaseDate),
    Severity: c.Details.Severity,
    SourceUrl: c.Details.SourceUrl,
  };
}

function toWire(id: number, f: FormState): CommunicationInput {
  const codes = (list: string[]) => list.map((Code) => ({ Code }));
  return {
    Id: id,
    Type: Number(f.Type),
    Title: f.Title,
    Summary: f.Summary,
    Body: f.Body,
    Status: f.Status,
    PublishFrom: toIso(f.PublishFrom),
    PublishTo: toIso(f.PublishTo),
    IsPopup: f.IsPopup,
    CanManage: f.CanManage,
    ManageByCompany: f.ManageByCompany,
    ProductFilters: codes(f.ProductFilters),
    CompanyTypeFilters: codes(f.CompanyTypeFilters),
    GroupCodeFilters: codes(f.GroupCodeFilters),
    UserRoleFilter:
      f.UserRoleFilter === 'user' || f.UserRoleFilter === 'company_admin' ? f.UserRoleFilter : null,
    Details: {
      EventDate: toIso(f.EventDate),
      EventPlace: f.EventPlace,
      Version: f.Version,
      ReleaseDate: toIso(f.ReleaseDate),
      Severity: f.Severity,
      SourceUrl: f.SourceUrl,
    },
  };
}

type Field = keyof FormState;
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  Title: 'Title',
  Summary: 'Summary',
  Body: 'Body',
  PublishFrom: 'PublishFrom',
  PublishTo: 'PublishTo',
  'Details.SourceUrl': 'SourceUrl',
  'Details.EventPlace': 'EventPlace',
  'Details.Version': 'Version',
  CompanyTypeFilters: 'CompanyTypeFilters',
  ProductFilters: 'ProductFilters',
  GroupCodeFilters: 'GroupCodeFilters',
};
const KEY_FIELDS: Partial<Record<string, Field>> = { ERROR_PUBLISH_WINDOW: 'PublishTo' };

/** Create (`/backoffice/communications/new`) or edit one communication; read-only when not editable. */
export function CommunicationEditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { id: idParam } = useParams();
  const id = idParam === 'new' ? 0 : Number(idParam);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const existing = useQuery({ ...communicationQuery(id), enabled: id > 0 });
  const [form, setForm] = useState<FormState>(EMPTY);
  const title = id > 0 ? t('backoffice.edit.editTitle', { id }) : t('backoffice.edit.newTitle');
  useDocumentTitle(`${title} · ${t('backoffice.title')}`);

  useEffect(() => {
    if (existing.data) setForm(fromWire(existing.data));
  }, [existing.data]);

  const save = useMutation({
    mutationFn: (f: FormState) => saveCommunicationCall(toWire(id, f)),
    onSuccess: async (saved) => {
      notifications.show({ color: 'green', message: t('backoffice.edit.saved') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice'] });
      if (id < 1) navigate(routePath(paths.backoffice.communication, { id: saved.Id }), { replace: true });
    },
  });

  if (!Number.isInteger(id) || id < 0) return <Alert color="red">{t('backoffice.error.load')}</Alert>;
  if (id > 0 && existing.isPending) return <Loader />;
  if (id > 0 && existing.isError)
    return <Alert color="red">{apiErrorText(errorCatalogueOf(i18n), existing.error)}</Alert>;

  const editable = id > 0 ? (existing.data?.Editable ?? false) : can('communications', 'create');
  const catalogue = errorCatalogueOf(i18n);
  const fieldErrors = save.error
    ? serverFieldErrors(catalogue, save.error, KEY_FIELDS, WIRE_FIELDS)
    : undefined;
  const formError = save.error && !fieldErrors ? apiErrorText(catalogue, save.error) : undefined;
  const set = <K extends Field>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: Field) => ({
    value: form[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value as never),
    error: fieldErrors?.[key],
    disabled: !editable,
  });
  const type = Number(form.Type);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
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
            value={form.Type}
            onChange={(v) => v && set('Type', v)}
            allowDeselect={false}
            disabled={!editable}
            data={TYPE_IDS.map((v) => ({
              value: String(v),
              label: t(`backoffice.type.${v}` as 'backoffice.type.10'),
            }))}
          />
          <Select
            label={t('backoffice.field.status')}
            value={form.Status}
            onChange={(v) => v && set('Status', v as FormState['Status'])}
            allowDeselect={false}
            disabled={!editable}
            data={[
              { value: 'draft', label: t('backoffice.status.draft') },
              { value: 'published', label: t('backoffice.status.published') },
            ]}
          />
        </SimpleGrid>
        <TextInput label={t('backoffice.field.title')} required {...text('Title')} />
        <TextInput label={t('backoffice.field.summary')} {...text('Summary')} />
        <Textarea label={t('backoffice.field.body')} autosize minRows={6} {...text('Body')} />

        {[11, 15, 16, 17, 12].includes(type) && (
          <Fieldset legend={t('backoffice.edit.typeFields')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {type === 11 && (
                <>
                  <TextInput
                    type="datetime-local"
                    label={t('backoffice.field.eventDate')}
                    {...text('EventDate')}
                  />
                  <TextInput label={t('backoffice.field.eventPlace')} {...text('EventPlace')} />
                </>
              )}
              {(type === 16 || type === 17) && (
                <>
                  <TextInput label={t('backoffice.field.version')} {...text('Version')} />
                  <TextInput
                    type="datetime-local"
                    label={t('backoffice.field.releaseDate')}
                    {...text('ReleaseDate')}
                  />
                </>
              )}
              {type === 15 && (
                <Select
                  label={t('backoffice.field.severity')}
                  value={form.Severity}
                  onChange={(v) => v && set('Severity', v as FormState['Severity'])}
                  allowDeselect={false}
                  disabled={!editable}
                  data={SEVERITIES.map((s) => ({ value: s, label: t(`backoffice.severity.${s}`) }))}
                />
              )}
              {type === 12 && (
                <TextInput type="url" label={t('backoffice.field.sourceUrl')} {...text('SourceUrl')} />
              )}
            </SimpleGrid>
          </Fieldset>
        )}

        <Fieldset legend={t('backoffice.edit.audience')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['CompanyTypeFilters', 'ProductFilters', 'GroupCodeFilters'] as const).map((key) => (
              <TagsInput
                key={key}
                label={t(
                  `backoffice.field.${key.charAt(0).toLowerCase()}${key.slice(1)}` as 'backoffice.field.productFilters',
                )}
                description={t('backoffice.field.codesHint')}
                value={form[key]}
                onChange={(v) => set(key, v)}
                error={fieldErrors?.[key]}
                disabled={!editable}
              />
            ))}
            <Select
              label={t('backoffice.field.userRoleFilter')}
              placeholder={t('backoffice.field.anyRole')}
              clearable
              value={form.UserRoleFilter || null}
              onChange={(v) => set('UserRoleFilter', v ?? '')}
              disabled={!editable}
              data={[
                { value: 'user', label: t('backoffice.role.user') },
                { value: 'company_admin', label: t('backoffice.role.company_admin') },
              ]}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('backoffice.edit.publishing')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('backoffice.field.publishFrom')}
              {...text('PublishFrom')}
            />
            <TextInput type="datetime-local" label={t('backoffice.field.publishTo')} {...text('PublishTo')} />
          </SimpleGrid>
          <Stack gap="xs" mt="sm">
            {(['IsPopup', 'CanManage', 'ManageByCompany'] as const).map((key) => (
              <Checkbox
                key={key}
                label={t(
                  `backoffice.field.${key.charAt(0).toLowerCase()}${key.slice(1)}` as 'backoffice.field.isPopup',
                )}
                checked={form[key]}
                onChange={(e) => set(key, e.currentTarget.checked)}
                disabled={!editable}
              />
            ))}
          </Stack>
        </Fieldset>
        {editable && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('backoffice.edit.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
