import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CAMPAIGN_TYPES, type CampaignType } from '@sportello/contracts/app/campaigns.values';
import type { Campaign, CampaignFilter } from '@sportello/contracts/backoffice/campaigns.contract';
import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
} from '@sportello/contracts/backoffice/campaigns.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { CAMPAIGNS_KEY, campaignsQuery, deleteCampaignCall } from '../api/campaigns-calls';
import { CampaignFormModal } from './campaign-form-modal';
import { CampaignStatusBadge, CampaignsHeader, dateTime } from './campaigns-parts';

const DEFAULTS = { page: 0, sort: 'StartsAt', desc: true, q: '', type: '', status: '' };
type SortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The campaigns offered to customers — the tutor programme, talks events — searched by title or
 * place, filtered by type and status, each with its period, event, entries and places; opened in a
 * form to change (or only to read, for whoever may not), and deleted while nobody has entered yet.
 */
export function CustomerCampaignsPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const type = oneOf<CampaignType>(CAMPAIGN_TYPES, state.type);
  const status = oneOf<CampaignStatus>(CAMPAIGN_STATUSES, state.status);
  const filter: CampaignFilter = {
    Page: state.page,
    Size: 20,
    Sort: oneOf<SortField>(CAMPAIGN_SORT_FIELDS, state.sort) ?? 'StartsAt',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(type && { Type: type }),
    ...(status && { Status: status }),
  };
  const list = useQuery(campaignsQuery(filter));
  /** The campaign in the form: `null` a new one, undefined none. */
  const [editing, setEditing] = useState<Campaign | null>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });

  const remove = useMutation({
    mutationFn: (campaign: Campaign) => deleteCampaignCall(campaign.Id),
    onSuccess: async (_, campaign) => {
      notifications.show({
        color: 'green',
        message: t('backoffice.campaigns.deleted', { title: campaign.Title }),
      });
      await refresh();
    },
    // Someone entered meanwhile (ERROR_CAMPAIGN_HAS_ENTRIES): said, and the counts read again.
    onError: async (error) => {
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
      await refresh();
    },
  });
  const confirmDelete = async (campaign: Campaign) => {
    const confirmed = await dialogs.confirm({
      message: t('backoffice.campaigns.confirmDelete', { title: campaign.Title }),
      confirmLabel: t('backoffice.edit.delete'),
      confirmColor: 'red',
    });
    if (confirmed) remove.mutate(campaign);
  };

  // Deciding on entries is `update` too: whoever reviews them may also change a campaign's details.
  // Defining campaigns (creating or changing one) is the admins' `create`; `update` is reviewing entries.
  const mayEdit = can('campaigns', 'create');
  const mayDelete = can('campaigns', 'delete');
  const columns: Column<Campaign>[] = [
    {
      id: 'title',
      label: t('backoffice.campaigns.title'),
      sortField: 'Title',
      essential: true,
      render: (c) => (
        <Anchor
          component="button"
          type="button"
          ta="start"
          size="sm"
          aria-label={t('backoffice.campaigns.open', { title: c.Title })}
          onClick={() => setEditing(c)}
        >
          {c.Title}
        </Anchor>
      ),
    },
    {
      id: 'type',
      label: t('backoffice.campaigns.type'),
      render: (c) => t(`backoffice.campaigns.type.${c.Type}`),
    },
    {
      id: 'status',
      label: t('backoffice.campaigns.status'),
      render: (c) => <CampaignStatusBadge status={c.Status} enabled={c.Enabled} />,
    },
    {
      id: 'period',
      label: t('backoffice.campaigns.period'),
      sortField: 'StartsAt',
      render: (c) =>
        t('backoffice.campaigns.periodValue', { from: dateTime(c.StartsAt), to: dateTime(c.EndsAt) }),
    },
    {
      id: 'event',
      label: t('backoffice.campaigns.event'),
      render: (c) => (
        <Stack gap={0}>
          {c.EventAt && <Text size="sm">{dateTime(c.EventAt)}</Text>}
          {c.Place && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {c.Place}
            </Text>
          )}
          {!c.EventAt && !c.Place && '—'}
        </Stack>
      ),
    },
    {
      id: 'entries',
      label: t('backoffice.campaigns.entries'),
      render: (c) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`${paths.backoffice.customerCampaignEntries}?campaign=${c.Id}`}
            size="sm"
          >
            {t('backoffice.campaigns.entriesCount', { count: c.Entries })}
          </Anchor>
          {c.Pending > 0 && (
            <Text size="xs" c="orange.9" fw={600}>
              {t('backoffice.campaigns.pendingCount', { count: c.Pending })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'places',
      label: t('backoffice.campaigns.capacity'),
      render: (c) =>
        c.Type !== 'talks' ? (
          '—'
        ) : (
          <Stack gap={0}>
            <Text size="sm">
              {c.Capacity === null
                ? t('backoffice.campaigns.placesTakenUnlimited', { taken: c.Registered })
                : t('backoffice.campaigns.placesTaken', { taken: c.Registered, capacity: c.Capacity })}
            </Text>
            {c.Waiting > 0 && (
              <Text size="xs" c="dimmed">
                {t('backoffice.campaigns.waitingCount', { count: c.Waiting })}
              </Text>
            )}
          </Stack>
        ),
    },
  ];
  if (mayEdit || mayDelete)
    columns.push({
      id: 'actions',
      label: t('backoffice.campaigns.actions'),
      labelHidden: true,
      essential: true,
      render: (c) => (
        <Group gap={4} wrap="wrap">
          {mayEdit && (
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(c)}>
              {t('backoffice.list.edit')}
            </Button>
          )}
          {/* A campaign with entries keeps them: it is switched off instead. */}
          {mayDelete && c.Entries === 0 && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void confirmDelete(c)}>
              {t('backoffice.edit.delete')}
            </Button>
          )}
        </Group>
      ),
    });

  const filtered = Boolean(state.q || type || status);
  return (
    <Stack gap="md">
      <CampaignsHeader
        current="campaigns"
        actions={
          can('campaigns', 'create') && (
            <Button onClick={() => setEditing(null)}>{t('backoffice.campaigns.new')}</Button>
          )
        }
      />
      <Text c="dimmed" size="sm">
        {t('backoffice.campaigns.intro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.campaigns.searchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.campaigns.type')}
          placeholder={t('backoffice.list.allTypes')}
          clearable
          w={200}
          value={type ?? null}
          onChange={(v) => update({ type: v ?? '' })}
          data={CAMPAIGN_TYPES.map((v) => ({ value: v, label: t(`backoffice.campaigns.type.${v}`) }))}
        />
        <Select
          label={t('backoffice.campaigns.status')}
          placeholder={t('backoffice.list.allStatuses')}
          clearable
          w={200}
          value={status ?? null}
          onChange={(v) => update({ status: v ?? '' })}
          data={CAMPAIGN_STATUSES.map((v) => ({ value: v, label: t(`backoffice.campaigns.status.${v}`) }))}
        />
      </ListFilters>
      {!filtered && list.data?.Total === 0 ? (
        <Text>{t('backoffice.campaigns.none')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(c) => c.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'StartsAt', desc: filter.Desc ?? true }}
          page={state.page}
          onChange={update}
        />
      )}
      {editing !== undefined && (
        <CampaignFormModal
          key={editing?.Id ?? 'new'}
          campaign={editing}
          readOnly={!(editing ? mayEdit : can('campaigns', 'create'))}
          onClose={() => setEditing(undefined)}
          onSaved={async (saved) => {
            setEditing(undefined);
            notifications.show({
              color: 'green',
              message: t('backoffice.campaigns.saved', { title: saved.Title }),
            });
            await refresh();
          }}
        />
      )}
    </Stack>
  );
}
