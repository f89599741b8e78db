import { Paper, SimpleGrid, Text } from '@mantine/core';
import { UNFINISHED_STATES } from '@sportello/contracts/tickets/tickets.values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { formatMinutes } from '../../../lib/backoffice/duration';
import { dashboardQuery } from '../api/helpdesk-calls';

function Stat({ label, value, alert }: { label: string; value: string | number; alert?: boolean }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700} c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
    </Paper>
  );
}

/** The helpdesk at a glance: the work still to do by state, nobody's, late, due today, and the week's first answers. */
export function HelpdeskDashboard() {
  const { t } = useTranslation('backoffice');
  const dashboard = useQuery(dashboardQuery);
  const d = dashboard.data;
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} />;
  return (
    <section aria-label={t('backoffice.helpdesk.dashboard')}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 7 }} spacing="xs">
        {UNFINISHED_STATES.map((s) => (
          <Stat key={s} label={t(`backoffice.helpdesk.state.${s}`)} value={d ? (d.ByState[s] ?? 0) : '…'} />
        ))}
        <Stat label={t('backoffice.helpdesk.unassigned')} value={d?.Unassigned ?? '…'} />
        <Stat
          label={t('backoffice.helpdesk.breachedCount')}
          value={d?.Breached ?? '…'}
          alert={(d?.Breached ?? 0) > 0}
        />
        <Stat label={t('backoffice.helpdesk.dueToday')} value={d?.DueToday ?? '…'} />
        <Stat
          label={t('backoffice.helpdesk.medianFirstResponse')}
          value={
            !d
              ? '…'
              : d.MedianFirstResponseMinutes === null
                ? '—'
                : formatMinutes(d.MedianFirstResponseMinutes)
          }
        />
      </SimpleGrid>
    </section>
  );
}
