import '@mantine/core/styles/Badge.layer.css';
import { Badge, Stack, Text } from '@mantine/core';
import type { CompanySummary } from '@sportello/contracts/backoffice/companies.contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { migrationToday } from './company-migration-modal';

type Migration = Pick<CompanySummary, 'MigratedOn' | 'MigrationUrl'>;

/** "Migrata dal …" once the day has come, "Migrazione il …" while it is ahead; nothing when not migrated. */
export function useMigrationLabel(): (company: Migration) => string | undefined {
  const { t } = useTranslation('backoffice');
  const today = migrationToday();
  return ({ MigratedOn }) => {
    if (!MigratedOn) return undefined;
    // A `YYYY-MM-DD` day read as a local date: never shifted by the browser's offset.
    const date = dayjs(MigratedOn).format('DD/MM/YYYY');
    return MigratedOn <= today
      ? t('backoffice.companies.migratedSince', { date })
      : t('backoffice.companies.migrationScheduled', { date });
  };
}

/** The list's mark of a migrated company: its day, and its own hub address when it has one. */
export function MigrationBadge({ company }: { company: Migration }) {
  const label = useMigrationLabel()(company);
  if (!label) return null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="outline">{label}</Badge>
      {company.MigrationUrl && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {company.MigrationUrl}
        </Text>
      )}
    </Stack>
  );
}
