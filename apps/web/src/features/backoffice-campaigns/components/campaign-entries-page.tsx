import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ENTRY_KINDS,
  ENTRY_STATUSES,
  type EntryDecision,
  type EntryKind,
  type EntryStatus,
} from '@sportello/contracts/app/campaigns.values';
import type { CampaignEntry, EntryFilter } from '@sportello/contracts/backoffice/campaigns.contract';
import { ENTRY_SORT_FIELDS } from '@sportello/contracts/backoffice/campaigns.values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { ContentModal } from '../../../components/content-modal';
import { DayRangeInputs } from '../../../components/day-input';
import { dayRange } from '../../../lib/backoffice/day-range';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { CAMPAIGNS_KEY, campaignsQuery, entriesExportUrl, entriesQuery } from '../api/campaigns-calls';
import { CampaignsHeader, dateTime, EntryStatusBadge } from './campaigns-parts';
import { EntryDecisionModal } from './entry-decision-modal';

const DEFAULTS = {
  page: 0,
  sort: 'CreatedAt',
  desc: true,
  q: '',
  campaign: '',
  kind: '',
  status: '',
  from: '',
  to: '',
};
type SortField = (typeof ENTRY_SORT_FIELDS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The campaign picker's choices: the latest campaigns first, as many as one page holds. */
const CAMPAIGN_CHOICES = { Page: 0, Size: 100, Sort: 'StartsAt', Desc: true } as const;

/** Applications and talks wait for a decision; a registration (a place or a turn) may only be taken back. */
const decisionsFor = (entry: CampaignEntry): EntryDecision[] =>
  entry.Status === 'pending'
    ? ['accept', 'reject']
    : entry.Kind === 'registration' && (entry.Status === 'registered' || entry.Status === 'waiting')
      ? ['reject']
      : [];

/**
 * The spec's "Candidature e iscrizioni" (`data/list`): every application, talk proposal and
 * registration, filtered by campaign, kind, status, words and the days they were sent, sorted and
 * paged on the server; each opens its details, and whoever reviews them accepts or rejects with an
 * optional note for the contact. The CSV export takes the same filter.
 */
export function CampaignEntriesPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const kind = oneOf<EntryKind>(ENTRY_KINDS, state.kind);
  const status = oneOf<EntryStatus>(ENTRY_STATUSES, state.status);
  const campaignId = /^\d{1,9}$/.test(state.campaign) ? Number(state.campaign) : 0;
  const filter: EntryFilter = {
    Page: state.page,
    Size: 20,
    Sort: oneOf<SortField>(ENTRY_SORT_FIELDS, state.sort) ?? 'CreatedAt',
    Desc: state.desc,
    ...(campaignId > 0 && { CampaignId: campaignId }),
    ...(kind && { Kind: kind }),
    ...(status && { Status: status }),
    ...(state.q && { Text: state.q }),
    ...dayRange(state.from, state.to),
  };
  const list = useQuery(entriesQuery(filter));
  const campaigns = useQuery(campaignsQuery(CAMPAIGN_CHOICES));
  const [details, setDetails] = useState<CampaignEntry>();
  const [deciding, setDeciding] = useState<{ entry: CampaignEntry; decision: EntryDecision }>();
  const mayDecide = can('campaigns', 'update');

  const columns: Column<CampaignEntry>[] = [
    {
      id: 'sent',
      label: t('backoffice.campaigns.sentAt'),
      sortField: 'CreatedAt',
      render: (e) => dateTime(e.CreatedAt),
    },
    {
      id: 'campaign',
      label: t('backoffice.campaigns.campaign'),
      sortField: 'Campaign',
      render: (e) => e.Campaign.Title,
    },
    {
      id: 'kind',
      label: t('backoffice.campaigns.kind'),
      render: (e) => t(`backoffice.campaigns.kind.${e.Kind}`),
    },
    {
      id: 'company',
      label: t('backoffice.campaigns.company'),
      sortField: 'Company',
      essential: true,
      render: (e) => (
        <div>
          <Text size="sm">{e.Company.Name}</Text>
          <Text size="xs" c="dimmed">
            {e.Company.VatCode}
          </Text>
        </div>
      ),
    },
    {
      id: 'contact',
      label: t('backoffice.campaigns.contact'),
      render: (e) => (
        <div>
          <Text size="sm">{e.ContactName}</Text>
          <Anchor href={`mailto:${e.Email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
            {e.Email}
          </Anchor>
          {e.Phone && (
            <Text size="xs" c="dimmed">
              {e.Phone}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'status',
      label: t('backoffice.campaigns.status'),
      sortField: 'Status',
      essential: true,
      render: (e) => <EntryStatusBadge status={e.Status} position={e.Position} />,
    },
    {
      id: 'decision',
      label: t('backoffice.campaigns.decision'),
      hiddenByDefault: true,
      render: (e) =>
        e.DecidedBy && e.DecidedAt
          ? t('backoffice.campaigns.decidedBy', { who: e.DecidedBy, at: dateTime(e.DecidedAt) })
          : '—',
    },
    {
      id: 'actions',
      label: t('backoffice.campaigns.actions'),
      labelHidden: true,
      essential: true,
      render: (e) => (
        <Group gap={4} wrap="wrap">
          <Button size="compact-sm" variant="subtle" onClick={() => setDetails(e)}>
            {t('backoffice.campaigns.details')}
          </Button>
          {mayDecide &&
            decisionsFor(e).map((decision) => (
              <Button
                key={decision}
                size="compact-sm"
                variant="light"
                color={decision === 'reject' ? 'red' : 'teal'}
                onClick={() => setDeciding({ entry: e, decision })}
              >
                {t(`backoffice.campaigns.${decision}`)}
              </Button>
            ))}
        </Group>
      ),
    },
  ];

  const filtered = Boolean(campaignId || kind || status || state.q || state.from || state.to);
  return (
    <Stack gap="md">
      <CampaignsHeader
        current="entries"
        actions={
          can('campaigns', 'export') && (
            <ExportButton href={(encoding) => entriesExportUrl({ ...filter, Page: 0 }, encoding)} />
          )
        }
      />
      <Text c="dimmed" size="sm">
        {t('backoffice.campaigns.entriesIntro')}
      </Text>
      <ListFilters
        searchHint={t('backoffice.campaigns.entriesSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.campaigns.campaign')}
          placeholder={t('backoffice.campaigns.allCampaigns')}
          clearable
          searchable
          w={240}
          value={campaignId > 0 ? String(campaignId) : null}
          onChange={(v) => update({ campaign: v ?? '' })}
          data={(campaigns.data?.Items ?? []).map((c) => ({ value: String(c.Id), label: c.Title }))}
        />
        <Select
          label={t('backoffice.campaigns.kind')}
          placeholder={t('backoffice.campaigns.allKinds')}
          clearable
          w={200}
          value={kind ?? null}
          onChange={(v) => update({ kind: v ?? '' })}
          data={ENTRY_KINDS.map((v) => ({ value: v, label: t(`backoffice.campaigns.kind.${v}`) }))}
        />
        <Select
          label={t('backoffice.campaigns.status')}
          placeholder={t('backoffice.list.allStatuses')}
          clearable
          w={200}
          value={status ?? null}
          onChange={(v) => update({ status: v ?? '' })}
          data={ENTRY_STATUSES.map((v) => ({ value: v, label: t(`backoffice.campaigns.entryStatus.${v}`) }))}
        />
        <DayRangeInputs
          labels={{ from: t('backoffice.campaigns.sentFrom'), to: t('backoffice.campaigns.sentTo') }}
          from={state.from}
          to={state.to}
          onChange={update}
          w={160}
        />
      </ListFilters>
      {!filtered && list.data?.Total === 0 ? (
        <Text>{t('backoffice.campaigns.noEntries')}</Text>
      ) : (
        <DataList
          list={list}
          rowId={(e) => e.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'CreatedAt', desc: filter.Desc ?? true }}
          page={state.page}
          onChange={update}
          columnsName="campaign-entries"
        />
      )}
      <ContentModal
        opened={details !== undefined}
        onClose={() => setDetails(undefined)}
        title={
          details
            ? t('backoffice.campaigns.detailsOf', {
                kind: t(`backoffice.campaigns.kind.${details.Kind}`),
                company: details.Company.Name,
              })
            : ''
        }
        subtitle={details?.Campaign.Title}
      >
        {details && <EntryDetails entry={details} />}
      </ContentModal>
      {deciding && (
        <EntryDecisionModal
          entry={deciding.entry}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
          onDecided={async (decided) => {
            setDeciding(undefined);
            notifications.show({
              color: 'green',
              message: t(
                deciding.decision === 'accept'
                  ? 'backoffice.campaigns.acceptedNotice'
                  : 'backoffice.campaigns.rejectedNotice',
                { company: decided.Company.Name },
              ),
            });
            // The campaign's counts change with it (pending, places, the waiting list's turns).
            await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
          }}
        />
      )}
    </Stack>
  );
}

/** Everything an entry says: the contact, what it asks, the consents given and the decision taken. */
function EntryDetails({ entry }: { entry: CampaignEntry }) {
  const { t } = useTranslation('backoffice');
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
  const consent = (at: string | null) =>
    at ? t('backoffice.campaigns.consentAt', { at: dateTime(at) }) : t('backoffice.campaigns.consentNo');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field(t('backoffice.campaigns.company'), `${entry.Company.Name} · ${entry.Company.VatCode}`)}
        {field(
          t('backoffice.campaigns.status'),
          <EntryStatusBadge status={entry.Status} position={entry.Position} />,
        )}
        {field(t('backoffice.campaigns.contact'), entry.ContactName)}
        {field(t('backoffice.campaigns.email'), entry.Email)}
        {entry.Phone && field(t('backoffice.campaigns.phone'), entry.Phone)}
        {field(t('backoffice.campaigns.sentAt'), dateTime(entry.CreatedAt))}
        {field(t('backoffice.campaigns.privacyConsent'), consent(entry.PrivacyConsentAt))}
        {entry.Kind === 'application' &&
          field(t('backoffice.campaigns.marketingConsent'), consent(entry.MarketingConsentAt))}
      </SimpleGrid>
      {entry.Availability && field(t('backoffice.campaigns.availability'), entry.Availability)}
      {entry.Motivation && field(t('backoffice.campaigns.motivation'), entry.Motivation)}
      {entry.TalkTitle && field(t('backoffice.campaigns.talkTitle'), entry.TalkTitle)}
      {entry.Abstract && field(t('backoffice.campaigns.abstract'), entry.Abstract)}
      {entry.DecidedBy &&
        entry.DecidedAt &&
        field(
          t('backoffice.campaigns.decision'),
          t('backoffice.campaigns.decidedBy', { who: entry.DecidedBy, at: dateTime(entry.DecidedAt) }),
        )}
      {entry.Note && field(t('backoffice.campaigns.noteSent'), entry.Note)}
    </Stack>
  );
}
