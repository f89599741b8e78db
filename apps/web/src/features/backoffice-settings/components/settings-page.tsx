import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Settings } from '@sportello/contracts/backoffice/settings.contract';
import {
  MAINTENANCE_MESSAGE_MAX,
  PASSWORD_MIN_LENGTH_RANGE,
  SETTINGS_URL_MAX,
} from '@sportello/contracts/backoffice/settings.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useStepUp } from '../../../components/step-up';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { instantOf, localInputOf } from '../../../lib/local-date-time';
import { portalSettingsQuery } from '../../../lib/portal-settings-query';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { saveSettingsCall, settingsQuery } from '../api/settings-calls';
import {
  BRAND_WIRE_FIELDS,
  type BrandForm,
  BrandSection,
  brandFormOf,
  brandOfForm,
  EMPTY_BRAND_FORM,
} from './brand-section';
import {
  DEFAULT_LIMITS_FORM,
  LIMITS_WIRE_FIELDS,
  type LimitsForm,
  LimitsSection,
  limitsErrors,
  limitsFormOf,
  limitsOfForm,
} from './limits-section';

type SettingsForm = BrandForm &
  LimitsForm & {
    PasswordMinLength: number | string;
    ShowPageErrors: boolean;
    StaffSecondFactor: boolean;
    MaintenanceUrl: string;
    CustomerHubUrl: string;
    PrivacyUrl: string;
    MaintenanceEnabled: boolean;
    MaintenanceFrom: string;
    MaintenanceTo: string;
    MaintenanceMessage: string;
  };

const formOf = (s: Settings): SettingsForm => ({
  PasswordMinLength: s.PasswordMinLength,
  ShowPageErrors: s.ShowPageErrors,
  StaffSecondFactor: s.StaffSecondFactor,
  MaintenanceUrl: s.MaintenanceUrl,
  CustomerHubUrl: s.CustomerHubUrl,
  PrivacyUrl: s.PrivacyUrl,
  MaintenanceEnabled: s.Maintenance.Enabled,
  MaintenanceFrom: localInputOf(s.Maintenance.From),
  MaintenanceTo: localInputOf(s.Maintenance.To),
  MaintenanceMessage: s.Maintenance.Message,
  ...brandFormOf(s.Brand),
  ...limitsFormOf(s),
});

/** The server's field paths (the contract's, `Maintenance.To`) as this form's fields (`MaintenanceTo`). */
const WIRE_FIELDS = {
  PasswordMinLength: 'PasswordMinLength',
  ShowPageErrors: 'ShowPageErrors',
  StaffSecondFactor: 'StaffSecondFactor',
  MaintenanceUrl: 'MaintenanceUrl',
  CustomerHubUrl: 'CustomerHubUrl',
  PrivacyUrl: 'PrivacyUrl',
  'Maintenance.Enabled': 'MaintenanceEnabled',
  'Maintenance.From': 'MaintenanceFrom',
  'Maintenance.To': 'MaintenanceTo',
  'Maintenance.Message': 'MaintenanceMessage',
  ...BRAND_WIRE_FIELDS,
  ...LIMITS_WIRE_FIELDS,
} as const satisfies Record<string, keyof SettingsForm>;

const isAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

function MaintenanceState({ settings }: { settings: Settings }) {
  const { t } = useTranslation('backoffice');
  const { Enabled, Active } = settings.Maintenance;
  const state = Active ? 'active' : Enabled ? 'scheduled' : 'off';
  const color = { active: 'red', scheduled: 'yellow', off: 'gray' }[state];
  return (
    <Badge color={color} variant="light" size="lg" style={{ textTransform: 'none' }}>
      {t(`backoffice.settings.state.${state}`)}
    </Badge>
  );
}

/**
 * The portal's runtime settings (decision 058): maintenance now or in a window, the password length,
 * the recovery pages' errors, the staff's two-step verification (decision 078), the addresses the
 * portal sends people to, the pop-up delay, captcha, session lifetimes and chat limits (decision
 * 072), and the brand. Saved settings hold on every server within a second; operators read them,
 * admins change them.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.settings')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  // The portal's security rules change here: a stale second factor is asked again (decision 078).
  const stepUp = useStepUp();
  const settings = useQuery(settingsQuery);
  const catalogue = errorCatalogueOf(i18n);
  const message = (key: Parameters<typeof localizeMessage>[1]) => localizeMessage(catalogue, key);
  const form = usePortalForm<SettingsForm>({
    initialValues: {
      PasswordMinLength: PASSWORD_MIN_LENGTH_RANGE.min,
      ShowPageErrors: true,
      StaffSecondFactor: false,
      MaintenanceUrl: '',
      CustomerHubUrl: '',
      PrivacyUrl: '',
      MaintenanceEnabled: false,
      MaintenanceFrom: '',
      MaintenanceTo: '',
      MaintenanceMessage: '',
      ...EMPTY_BRAND_FORM,
      ...DEFAULT_LIMITS_FORM,
    },
    validate: (v) => {
      const errors: FieldErrors<SettingsForm> = limitsErrors(v, message);
      // Out of range, the number field brings the value back within it (on blur); empty, it is missing.
      if (String(v.PasswordMinLength).trim() === '')
        errors.PasswordMinLength = message('ERROR_FIELD_REQUIRED');
      for (const field of ['MaintenanceUrl', 'CustomerHubUrl'] as const)
        if (!isAddress(v[field])) errors[field] = message('ERROR_SETTINGS_URL');
      if (v.PrivacyUrl.trim() && !isAddress(v.PrivacyUrl)) errors.PrivacyUrl = message('ERROR_SETTINGS_URL');
      if (!v.BrandProductName.trim()) errors.BrandProductName = message('ERROR_FIELD_REQUIRED');
      for (const field of ['BrandTermsUrl', 'BrandLegalNoticeUrl'] as const)
        if (v[field].trim() && !isAddress(v[field])) errors[field] = message('ERROR_SETTINGS_URL');
      const from = instantOf(v.MaintenanceFrom);
      const to = instantOf(v.MaintenanceTo);
      if (from === undefined) errors.MaintenanceFrom = message('ERROR_DATE_INVALID');
      if (to === undefined) errors.MaintenanceTo = message('ERROR_DATE_INVALID');
      else if (from && to && Date.parse(from) >= Date.parse(to))
        errors.MaintenanceTo = message('ERROR_MAINTENANCE_WINDOW');
      return errors;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's setter is new at every render; the values follow the loaded settings only.
  useEffect(() => {
    if (settings.data) form.setValues(formOf(settings.data));
  }, [settings.data]);

  if (settings.isPending) return <Loader role="status" aria-label={t('backoffice.title')} />;
  if (!settings.data) return <ErrorAlert error={settings.error} />;
  const editable = can('settings', 'update');
  const { UpdatedAt, UpdatedBy } = settings.data;

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await stepUp.run(() =>
        saveSettingsCall({
          PasswordMinLength: Number(v.PasswordMinLength),
          ShowPageErrors: v.ShowPageErrors,
          StaffSecondFactor: v.StaffSecondFactor,
          MaintenanceUrl: v.MaintenanceUrl,
          CustomerHubUrl: v.CustomerHubUrl,
          PrivacyUrl: v.PrivacyUrl,
          Maintenance: {
            Enabled: v.MaintenanceEnabled,
            From: instantOf(v.MaintenanceFrom) ?? null,
            To: instantOf(v.MaintenanceTo) ?? null,
            Message: v.MaintenanceMessage,
          },
          Brand: brandOfForm(v),
          ...limitsOfForm(v),
        }),
      );
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      // The pages this browser shows next (the password forms, the banner) read the new values.
      await queryClient.invalidateQueries({ queryKey: portalSettingsQuery.queryKey });
      notifications.show({ color: 'green', message: t('backoffice.settings.saved') });
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });

  return (
    <Stack gap="md" maw={760}>
      {stepUp.modal}
      <Title order={1} size="h2">
        {t('backoffice.nav.settings')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('backoffice.settings.intro')}
      </Text>
      <Text size="sm">
        {UpdatedAt && UpdatedBy
          ? t('backoffice.settings.lastSaved', { when: formatDateTime(UpdatedAt), who: UpdatedBy })
          : t('backoffice.settings.neverSaved')}
      </Text>
      {!editable && <Alert color="yellow">{t('backoffice.settings.readOnly')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {form.failure !== undefined && form.failure !== null && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Paper withBorder p="md" component="section" aria-labelledby="settings-maintenance-title">
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Title order={2} size="h4" id="settings-maintenance-title">
                {t('backoffice.settings.maintenance')}
              </Title>
              <MaintenanceState settings={settings.data} />
            </Group>
            <Text size="sm" c="dimmed" mb="sm">
              {t('backoffice.settings.maintenanceHint')}
            </Text>
            <Stack gap="sm">
              <Checkbox
                label={t('backoffice.settings.maintenanceEnabled')}
                disabled={!editable}
                {...form.getInputProps('MaintenanceEnabled', { type: 'checkbox' })}
              />
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  type="datetime-local"
                  label={t('backoffice.settings.maintenanceFrom')}
                  description={t('backoffice.settings.maintenanceFromHint')}
                  disabled={!editable}
                  miw={220}
                  {...form.getInputProps('MaintenanceFrom')}
                />
                <TextInput
                  type="datetime-local"
                  label={t('backoffice.settings.maintenanceTo')}
                  description={t('backoffice.settings.maintenanceToHint')}
                  disabled={!editable}
                  miw={220}
                  {...form.getInputProps('MaintenanceTo')}
                />
              </Group>
              <Textarea
                label={t('backoffice.settings.maintenanceMessage')}
                description={t('backoffice.settings.maintenanceMessageHint')}
                maxLength={MAINTENANCE_MESSAGE_MAX}
                autosize
                minRows={2}
                disabled={!editable}
                {...form.getInputProps('MaintenanceMessage')}
              />
              <TextInput
                label={t('backoffice.settings.maintenanceUrl')}
                maxLength={SETTINGS_URL_MAX}
                disabled={!editable}
                {...form.getInputProps('MaintenanceUrl')}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="settings-access-title">
            <Title order={2} size="h4" id="settings-access-title" mb="sm">
              {t('backoffice.settings.access')}
            </Title>
            <Stack gap="sm">
              <NumberInput
                label={t('backoffice.settings.passwordMinLength')}
                description={t('backoffice.settings.passwordMinLengthHint', PASSWORD_MIN_LENGTH_RANGE)}
                min={PASSWORD_MIN_LENGTH_RANGE.min}
                max={PASSWORD_MIN_LENGTH_RANGE.max}
                allowDecimal={false}
                w={260}
                disabled={!editable}
                {...form.getInputProps('PasswordMinLength')}
              />
              <Checkbox
                label={t('backoffice.settings.showPageErrors')}
                description={t('backoffice.settings.showPageErrorsHint')}
                disabled={!editable}
                {...form.getInputProps('ShowPageErrors', { type: 'checkbox' })}
              />
              <Switch
                label={t('backoffice.settings.staffSecondFactor')}
                description={t('backoffice.settings.staffSecondFactorHint')}
                disabled={!editable}
                {...form.getInputProps('StaffSecondFactor', { type: 'checkbox' })}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="settings-addresses-title">
            <Title order={2} size="h4" id="settings-addresses-title" mb="sm">
              {t('backoffice.settings.addresses')}
            </Title>
            <Stack gap="sm">
              <TextInput
                label={t('backoffice.settings.customerHubUrl')}
                description={t('backoffice.settings.customerHubUrlHint')}
                maxLength={SETTINGS_URL_MAX}
                disabled={!editable}
                {...form.getInputProps('CustomerHubUrl')}
              />
              <TextInput
                label={t('backoffice.settings.privacyUrl')}
                description={t('backoffice.settings.privacyUrlHint')}
                maxLength={SETTINGS_URL_MAX}
                disabled={!editable}
                {...form.getInputProps('PrivacyUrl')}
              />
            </Stack>
          </Paper>
          <LimitsSection form={form} editable={editable} />
          <BrandSection form={form} editable={editable} />
          {editable && (
            <Group>
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.edit.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
