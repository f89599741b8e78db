import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type {
  CampaignCounts,
  CampaignSummary,
  Recipient,
  RecipientFilter,
} from '@sportello/contracts/backoffice/mailing.contract';
import {
  RECIPIENT_SORT_FIELDS,
  RECIPIENT_STATES,
  type RecipientState,
} from '@sportello/contracts/backoffice/mailing.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { isCampaignLive, recipientsExportUrl, recipientsQuery } from '../api/mailing-calls';
import { MailingList, RecipientStateBadge } from './mailing-parts';

/** The report's counts, in the order a mail goes through them. */
const COUNTS: (keyof Omit<CampaignCounts, 'Total'>)[] = [
  'Queued',
  'Sending',
  'Sent',
  'Failed',
  'Bounced',
  'Skipped',
  'Cancelled',
  'Unsubscribed',
];

const DEFAULTS = { page: 0, sort: 'Email', desc: false, q: '', state: '' };
type SortField = (typeof RECIPIENT_SORT_FIELDS)[number];
const asState = (value: string): RecipientState | undefined =>
  (RECIPIENT_STATES as readonly string[]).includes(value) ? (value as RecipientState) : undefined;

/**
 * A campaign's report: how many of its people stand where, then the people one by one (searched,
 * filtered by state, paged), exported as CSV in the spec's encodings by those allowed.
 */
export function CampaignReport({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const [state, update] = useListState(DEFAULTS);
  const recipientState = asState(state.state);
  const filter: RecipientFilter = {
    Page: state.page,
    Size: 20,
    Sort: (RECIPIENT_SORT_FIELDS as readonly string[]).includes(state.sort)
      ? (state.sort as SortField)
      : 'Email',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(recipientState && { State: recipientState }),
  };
  const list = useQuery(recipientsQuery(campaign.Id, filter, isCampaignLive(campaign.State)));
  const columns: Column<Recipient>[] = [
    {
      id: 'email',
      label: t('backoffice.mailing.email'),
      sortField: 'Email',
      render: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.Email}</span>,
    },
    { id: 'name', label: t('backoffice.mailing.person'), render: (r) => r.Name },
    { id: 'company', label: t('backoffice.mailing.company'), render: (r) => r.CompanyName },
    {
      id: 'state',
      label: t('backoffice.mailing.state'),
      sortField: 'State',
      render: (r) => <RecipientStateBadge state={r.State} />,
    },
    {
      id: 'sent',
      label: t('backoffice.mailing.sentAt'),
      sortField: 'SentAt',
      render: (r) => (r.SentAt ? formatDateTime(r.SentAt) : '—'),
    },
    {
      id: 'error',
      label: t('backoffice.mailing.error'),
      render: (r) => (
        <Text size="sm" lineClamp={2} maw={280} style={{ overflowWrap: 'anywhere' }}>
          {r.Error || '—'}
        </Text>
      ),
    },
    {
      id: 'unsubscribed',
      label: t('backoffice.mailing.unsubscribedAt'),
      render: (r) => (r.UnsubscribedAt ? formatDateTime(r.UnsubscribedAt) : '—'),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('backoffice.mailing.report')}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {COUNTS.map((key) => (
          <Paper key={key} withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {t(`backoffice.mailing.count.${key}`)}
            </Text>
            <Text fw={600} aria-label={`${t(`backoffice.mailing.count.${key}`)}: ${campaign.Counts[key]}`}>
              {campaign.Counts[key].toLocaleString()}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h4">
          {t('backoffice.mailing.recipients')}
        </Title>
        {can('mailing', 'export') && (
          <Group gap="xs" align="flex-end">
            <ExportButton
              href={(encoding) => recipientsExportUrl(campaign.Id, { ...filter, Page: 0 }, encoding)}
            />
          </Group>
        )}
      </Group>
      <MailingList
        list={list}
        rowId={(r) => r.UserId}
        columns={columns}
        state={state}
        update={update}
        sort={{ field: filter.Sort ?? 'Email', desc: filter.Desc ?? false }}
        searchHint={t('backoffice.mailing.searchRecipient')}
        empty={t('backoffice.mailing.noRecipients')}
        choice={{
          label: t('backoffice.mailing.state'),
          placeholder: t('backoffice.mailing.anyState'),
          value: recipientState,
          options: RECIPIENT_STATES.map((s) => ({
            value: s,
            label: t(`backoffice.mailing.recipientState.${s}`),
          })),
          onChange: (v) => update({ state: v }),
        }}
      />
    </Stack>
  );
}
