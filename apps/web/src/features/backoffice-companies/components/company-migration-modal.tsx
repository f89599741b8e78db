import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyFilter } from '@sportello/contracts/backoffice/companies.contract';
import { portalDay } from '@sportello/contracts/common/days';
import {
  checkMigrationDate,
  checkMigrationUrl,
  MIGRATION_URL_MAX_LENGTH,
} from '@sportello/contracts/rules/company-migration';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { portalSettingsQuery } from '../../../lib/portal-settings-query';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { migrateCompaniesCall } from '../api/companies-calls';

/** The companies a migration applies to: picked ones, or every company the list's filter finds. */
export type MigrationTarget = { Ids: number[] } | { Filter: CompanyFilter };

type MigrationForm = { MigratedOn: string; MigrationUrl: string };
/** A migration as the server keeps it: its day, and its own hub address or null for the configured hub. */
export type SavedMigration = { MigratedOn: string; MigrationUrl: string | null };
type Field = keyof MigrationForm;
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  MigratedOn: 'MigratedOn',
  MigrationUrl: 'MigrationUrl',
};
const KEY_FIELDS: Partial<Record<string, Field>> = {
  ERROR_MIGRATION_DATE: 'MigratedOn',
  ERROR_MIGRATION_URL: 'MigrationUrl',
};

/** Today as migration days count (the portal's day, whatever the browser's zone), as the server counts it. */
export const migrationToday = () => portalDay(new Date());

function Body({
  target,
  count,
  initial,
  onDone,
  onCancel,
}: {
  target: MigrationTarget;
  count: number;
  initial: MigrationForm | undefined;
  onDone: (saved: SavedMigration) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  // The hub an empty address stands for, so that the operator sees where the users would go.
  const settings = useQuery(portalSettingsQuery);
  const today = migrationToday();
  const form = usePortalForm<MigrationForm>({
    // A migration in force keeps its address; its day cannot stay in the past, so it becomes today.
    initialValues: {
      MigratedOn: initial && initial.MigratedOn >= today ? initial.MigratedOn : today,
      MigrationUrl: initial?.MigrationUrl ?? '',
    },
    validate: (v) => {
      const errors: Partial<Record<Field, string>> = {};
      const day = v.MigratedOn ? checkMigrationDate(v.MigratedOn, today) : undefined;
      if (!day) errors.MigratedOn = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      else if (!day.ok) errors.MigratedOn = localizeMessage(catalogue, day.key);
      const url = v.MigrationUrl.trim() ? checkMigrationUrl(v.MigrationUrl) : undefined;
      if (url && !url.ok) errors.MigrationUrl = localizeMessage(catalogue, url.key);
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    let updated: number;
    try {
      ({ Updated: updated } = await migrateCompaniesCall(target, {
        Migrated: true,
        MigratedOn: v.MigratedOn,
        MigrationUrl: v.MigrationUrl.trim(),
      }));
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
      return;
    }
    notifications.show({ color: 'green', message: t('backoffice.companies.updated', { count: updated }) });
    // The address as the server keeps it: the same rule normalises it on both sides.
    const url = checkMigrationUrl(v.MigrationUrl);
    onDone({ MigratedOn: v.MigratedOn, MigrationUrl: url.ok ? url.value : null });
  });
  const hub = settings.data?.CustomerHubUrl;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {'Filter' in target
            ? t('backoffice.companies.migrateAllHint', { count })
            : t('backoffice.companies.migrateHint', { count })}
        </Text>
        {form.failure !== undefined && form.failure !== null && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <DayInput
          label={t('backoffice.companies.migratedOn')}
          description={t('backoffice.companies.migratedOnHint')}
          required
          // No minDate: the picker would silently drop a typed past day; the rule says so at the field.
          {...form.getInputProps('MigratedOn')}
        />
        <TextInput
          type="url"
          label={t('backoffice.companies.migrationUrl')}
          description={hub ? t('backoffice.companies.migrationUrlHint', { hub }) : undefined}
          placeholder="https://"
          maxLength={MIGRATION_URL_MAX_LENGTH}
          {...form.getInputProps('MigrationUrl')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('backoffice.plans.cancel')}
          </Button>
          {/* Over a filter the button says how many, in red: a click reaches every company found. */}
          <Button type="submit" loading={form.submitting} color={'Filter' in target ? 'red' : undefined}>
            {'Filter' in target
              ? t('backoffice.companies.migrateCount', { count })
              : t('backoffice.companies.migrate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Migration to the customer hub (decision 042): the day from which the companies' users are sent to
 * the hub, and where (empty: the portal's configured hub), with each problem next to its field.
 */
export function CompanyMigrationModal({
  opened,
  target,
  count,
  initial,
  onDone,
  onClose,
}: {
  opened: boolean;
  target: MigrationTarget;
  /** How many companies the target holds, for the dialog's sentence. */
  count: number;
  /** The company's migration so far, when one company that has one is migrated again. */
  initial?: MigrationForm | undefined;
  /** Called once the server made the change (the caller refreshes what shows it). */
  onDone: (saved: SavedMigration) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('backoffice.companies.migrateTitle')}
      closeButtonProps={{ 'aria-label': t('backoffice.plans.cancel') }}
    >
      {opened && <Body target={target} count={count} initial={initial} onDone={onDone} onCancel={onClose} />}
    </Modal>
  );
}
