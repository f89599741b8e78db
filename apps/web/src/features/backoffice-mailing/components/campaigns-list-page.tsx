import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { CampaignListFilter, CampaignSummary } from '@sportello/contracts/backoffice/mailing.contract';
import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATES,
  type CampaignState,
} from '@sportello/contracts/backoffice/mailing.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/backoffice/data-list';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { campaignsQuery } from '../api/mailing-calls';
import { CampaignStateBadge, MailingHeader, MailingList } from './mailing-parts';

const DEFAULTS = { page: 0, sort: 'UpdatedAt', desc: true, q: '', state: '' };
type SortField = (typeof CAMPAIGN_SORT_FIELDS)[number];
const asState = (value: string): CampaignState | undefined =>
  (CAMPAIGN_STATES as readonly string[]).includes(value) ? (value as CampaignState) : undefined;

/**
 * The campaigns (decision 075): searched by name, filtered by where they stand, each with its
 * template, its audience and how far its sending has gone.
 */
export function CampaignsListPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const [state, update] = useListState(DEFAULTS);
  const campaignState = asState(state.state);
  const filter: CampaignListFilter = {
    Page: state.page,
    Size: 20,
    Sort: (CAMPAIGN_SORT_FIELDS as readonly string[]).includes(state.sort)
      ? (state.sort as SortField)
      : 'UpdatedAt',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(campaignState && { State: campaignState }),
  };
  const list = useQuery(campaignsQuery(filter));
  const columns: Column<CampaignSummary>[] = [
    {
      id: 'name',
      label: t('backoffice.mailing.name'),
      sortField: 'Name',
      render: (c) => (
        <Anchor component={Link} to={routePath(paths.backoffice.campaign, { id: c.Id })}>
          {c.Name}
        </Anchor>
      ),
    },
    {
      id: 'state',
      label: t('backoffice.mailing.state'),
      sortField: 'State',
      render: (c) => <CampaignStateBadge state={c.State} />,
    },
    { id: 'template', label: t('backoffice.mailing.template'), render: (c) => c.TemplateName },
    { id: 'audience', label: t('backoffice.mailing.audience'), render: (c) => c.AudienceName },
    {
      id: 'progress',
      label: t('backoffice.mailing.sentOfTotal'),
      // The people are taken when it starts: before that there is nothing to count.
      render: (c) => (c.Counts.Total === 0 ? '—' : `${c.Counts.Sent}/${c.Counts.Total}`),
    },
    {
      id: 'scheduled',
      label: t('backoffice.mailing.scheduledAt'),
      sortField: 'ScheduledAt',
      render: (c) => (c.ScheduledAt ? formatDateTime(c.ScheduledAt) : '—'),
    },
    {
      id: 'updated',
      label: t('backoffice.mailing.updatedAt'),
      sortField: 'UpdatedAt',
      render: (c) => `${formatDateTime(c.UpdatedAt)} · ${c.UpdatedBy}`,
    },
  ];
  return (
    <Stack gap="md">
      <MailingHeader
        current="campaigns"
        actions={
          can('mailing', 'create') && (
            <Button component={Link} to={routePath(paths.backoffice.campaign, { id: 'new' })}>
              {t('backoffice.mailing.newCampaign')}
            </Button>
          )
        }
      />
      <Text c="dimmed" size="sm">
        {t('backoffice.mailing.campaignsIntro')}
      </Text>
      <MailingList
        list={list}
        rowId={(c) => c.Id}
        columns={columns}
        state={state}
        update={update}
        sort={{ field: filter.Sort ?? 'UpdatedAt', desc: filter.Desc ?? true }}
        searchHint={t('backoffice.mailing.searchName')}
        empty={t('backoffice.mailing.noCampaigns')}
        choice={{
          label: t('backoffice.mailing.state'),
          placeholder: t('backoffice.mailing.anyState'),
          value: campaignState,
          options: CAMPAIGN_STATES.map((s) => ({
            value: s,
            label: t(`backoffice.mailing.campaignState.${s}`),
          })),
          onChange: (v) => update({ state: v }),
        }}
      />
    </Stack>
  );
}
