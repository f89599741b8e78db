import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { DisclaimerDetail } from '@sportello/contracts/backoffice/disclaimers.contract';
import {
  DISCLAIMER_CODE_PATTERN,
  DISCLAIMER_KINDS,
  DISCLAIMER_TITLE_MAX,
  type DisclaimerKind,
} from '@sportello/contracts/backoffice/disclaimers.values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { LazyRichTextField } from '../../../components/backoffice/lazy-rich-text-field';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { disclaimerQuery, saveDisclaimerCall } from '../api/disclaimers-calls';

type DisclaimerForm = {
  Code: string;
  Kind: DisclaimerKind;
  CompanyType: number | '';
  Mandatory: boolean;
  Active: boolean;
  TitleIt: string;
  TitleEn: string;
  TextIt: string;
  TextEn: string;
};

const EMPTY: DisclaimerForm = {
  Code: '',
  Kind: 'privacy',
  CompanyType: '',
  Mandatory: true,
  Active: true,
  TitleIt: '',
  TitleEn: '',
  TextIt: '',
  TextEn: '',
};

const formOf = (d: DisclaimerDetail): DisclaimerForm => ({
  Code: d.Code,
  Kind: d.Kind,
  CompanyType: d.CompanyType ?? '',
  Mandatory: d.Mandatory,
  Active: d.Active,
  TitleIt: d.TitleIt,
  TitleEn: d.TitleEn,
  TextIt: d.TextIt,
  TextEn: d.TextEn,
});

const KEY_FIELDS = { ERROR_DISCLAIMER_CODE_EXISTS: 'Code' } as const;
/** The form's fields carry the contract's names: a server problem goes to the field of its name. */
const WIRE_FIELDS = Object.fromEntries(Object.keys(EMPTY).map((k) => [k, k])) as Record<
  string,
  keyof DisclaimerForm
>;

/** A disclaimer to publish (`new`) or one with its versions, to change. */
export function DisclaimerEditPage() {
  const { id = 'new' } = useParams();
  const numeric = Number(id);
  const { t } = useTranslation('backoffice');
  const existing = useQuery({ ...disclaimerQuery(numeric), enabled: id !== 'new' && numeric > 0 });
  useDocumentTitle(`${t('backoffice.nav.disclaimers')} · ${t('backoffice.title')}`);
  if (id !== 'new' && !existing.data) {
    return existing.isError ? (
      <Alert color="red">{t('backoffice.disclaimers.loadFailed')}</Alert>
    ) : (
      <Text>{t('backoffice.disclaimers.loading')}</Text>
    );
  }
  return <DisclaimerEditor key={existing.data?.Version ?? 'new'} saved={existing.data} />;
}

function DisclaimerEditor({ saved }: { saved: DisclaimerDetail | undefined }) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const mayEdit = can('disclaimers', saved ? 'update' : 'create');
  const form = usePortalForm<DisclaimerForm>({
    initialValues: saved ? formOf(saved) : EMPTY,
    validate: (v) => ({
      // The contract's rule, upper case applied as the server applies it; its only message would be
      // ERROR_BAD_REQUEST's, so the hint says what a code is.
      ...(v.Code.trim() === ''
        ? { Code: t('backoffice.disclaimers.required') }
        : !DISCLAIMER_CODE_PATTERN.test(v.Code.trim().toUpperCase()) && {
            Code: t('backoffice.disclaimers.codeHint'),
          }),
      ...(v.TitleIt.trim() === '' && { TitleIt: t('backoffice.disclaimers.required') }),
      ...(v.TitleEn.trim() === '' && { TitleEn: t('backoffice.disclaimers.required') }),
    }),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const result = await saveDisclaimerCall({
        Id: saved?.Id ?? 0,
        ...v,
        CompanyType: v.CompanyType === '' ? null : v.CompanyType,
      });
      notifications.show({
        color: 'green',
        message: t('backoffice.disclaimers.saved', { code: result.Code, version: result.Version }),
      });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'disclaimers'] });
      navigate(generatePath(paths.backoffice.disclaimer, { id: String(result.Id) }), { replace: true });
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });
  const disabled = !mayEdit || form.submitting;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.backoffice.disclaimers} size="sm">
        {t('backoffice.disclaimers.back')}
      </Anchor>
      <Title order={1} size="h2">
        {saved
          ? t('backoffice.disclaimers.editTitle', { code: saved.Code, version: saved.Version })
          : t('backoffice.disclaimers.new')}
      </Title>
      {saved && <Text c="dimmed">{t('backoffice.disclaimers.versionHint')}</Text>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={900}>
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Group align="flex-start" grow>
            <TextInput
              label={t('backoffice.disclaimers.code')}
              description={t('backoffice.disclaimers.codeHint')}
              required
              {...form.getInputProps('Code')}
              disabled={disabled}
            />
            <Select
              label={t('backoffice.disclaimers.kind')}
              allowDeselect={false}
              data={DISCLAIMER_KINDS.map((k) => ({ value: k, label: t(`backoffice.disclaimers.kind.${k}`) }))}
              {...form.getInputProps('Kind')}
              disabled={disabled}
            />
            <NumberInput
              label={t('backoffice.disclaimers.companyType')}
              description={t('backoffice.disclaimers.companyTypeHint')}
              min={1}
              max={32767}
              allowDecimal={false}
              {...form.getInputProps('CompanyType')}
              disabled={disabled}
            />
          </Group>
          <Group>
            <Checkbox
              label={t('backoffice.disclaimers.mandatoryLabel')}
              {...form.getInputProps('Mandatory', { type: 'checkbox' })}
              disabled={disabled}
            />
            <Checkbox
              label={t('backoffice.disclaimers.activeLabel')}
              {...form.getInputProps('Active', { type: 'checkbox' })}
              disabled={disabled}
            />
          </Group>
          <TextInput
            label={t('backoffice.disclaimers.titleIt')}
            required
            lang="it"
            maxLength={DISCLAIMER_TITLE_MAX}
            {...form.getInputProps('TitleIt')}
            disabled={disabled}
          />
          <LazyRichTextField
            label={t('backoffice.disclaimers.textIt')}
            lang="it"
            {...form.getInputProps('TextIt')}
            value={form.values.TextIt}
            disabled={disabled}
          />
          <Fieldset legend={t('backoffice.disclaimers.english')}>
            <Stack gap="md">
              <TextInput
                label={t('backoffice.disclaimers.titleEn')}
                required
                lang="en"
                maxLength={DISCLAIMER_TITLE_MAX}
                {...form.getInputProps('TitleEn')}
                disabled={disabled}
              />
              <LazyRichTextField
                label={t('backoffice.disclaimers.textEn')}
                lang="en"
                {...form.getInputProps('TextEn')}
                value={form.values.TextEn}
                disabled={disabled}
              />
            </Stack>
          </Fieldset>
          {mayEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {saved ? t('backoffice.disclaimers.publish') : t('backoffice.edit.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {saved && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('backoffice.disclaimers.versions')}
          </Title>
          <List size="sm">
            {saved.Versions.map((v) => (
              <List.Item key={v.Version}>
                {t('backoffice.disclaimers.versionLine', {
                  version: v.Version,
                  date: dayjs(v.PublishedAt).format('DD/MM/YYYY HH:mm'),
                  by: v.PublishedBy,
                  obligation: v.Mandatory
                    ? t('backoffice.disclaimers.isMandatory')
                    : t('backoffice.disclaimers.isOptional'),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
