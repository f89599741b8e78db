import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Company } from '@sportello/contracts/backoffice/companies.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { portalSettingsQuery } from '../../../lib/portal-settings-query';
import { migrateCompaniesCall } from '../api/companies-calls';
import { CompanyMigrationModal } from './company-migration-modal';
import { useMigrationLabel } from './company-migration-status';

/**
 * The detail's migration to the customer hub: since or from which day, towards which address (the
 * configured hub when the company has none of its own), migrating it or moving the day, and the undo.
 * Like the tags, it changes at once and on its own: the company's form keeps its unsaved edits, so
 * the detail is not reloaded; the list is.
 */
export function CompanyMigrationField({ company, mayChange }: { company: Company; mayChange: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const settings = useQuery(portalSettingsQuery);
  const [migration, setMigration] = useState<Pick<Company, 'MigratedOn' | 'MigrationUrl'>>(company);
  const label = useMigrationLabel()(migration);
  const [opened, setOpened] = useState(false);
  const changed = async (saved: Pick<Company, 'MigratedOn' | 'MigrationUrl'>) => {
    setMigration(saved);
    await queryClient.invalidateQueries({ queryKey: ['backoffice', 'companies'] });
  };
  const undo = useMutation({
    mutationFn: () => migrateCompaniesCall({ Ids: [company.Id] }, { Migrated: false }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.companies.migrationUndone') });
      await changed({ MigratedOn: null, MigrationUrl: null });
    },
  });
  const hub = migration.MigrationUrl ?? settings.data?.CustomerHubUrl;
  return (
    <Stack gap="xs">
      <Text size="sm">{label ?? t('backoffice.companies.notMigrated')}</Text>
      {label && hub && (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {migration.MigrationUrl
            ? t('backoffice.companies.migrationUrlOwn', { url: hub })
            : t('backoffice.companies.migrationUrlDefault', { url: hub })}
        </Text>
      )}
      {mayChange && (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setOpened(true)}>
            {label ? t('backoffice.companies.migrationChange') : t('backoffice.companies.migrateOne')}
          </Button>
          {label && (
            <Button
              size="xs"
              variant="default"
              loading={undo.isPending}
              onClick={async () => {
                if (await dialogs.confirm({ message: t('backoffice.companies.undoMigrationConfirm') }))
                  undo.mutate();
              }}
            >
              {t('backoffice.companies.undoMigration')}
            </Button>
          )}
        </Group>
      )}
      {undo.error && (
        <Text size="sm" c="red" role="alert">
          {apiErrorText(errorCatalogueOf(i18n), undo.error)}
        </Text>
      )}
      <CompanyMigrationModal
        opened={opened}
        target={{ Ids: [company.Id] }}
        count={1}
        initial={
          migration.MigratedOn
            ? { MigratedOn: migration.MigratedOn, MigrationUrl: migration.MigrationUrl ?? '' }
            : undefined
        }
        onDone={(saved) => {
          setOpened(false);
          void changed(saved);
        }}
        onClose={() => setOpened(false)}
      />
    </Stack>
  );
}
