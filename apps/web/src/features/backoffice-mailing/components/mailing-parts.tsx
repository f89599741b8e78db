import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { Badge, Progress, Select, Stack, Text } from '@mantine/core';
import type { CampaignCounts } from '@sportello/contracts/backoffice/mailing.contract';
import type { CampaignState, RecipientState } from '@sportello/contracts/backoffice/mailing.values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaHeader } from '../../../components/backoffice/area-header';
import { type Column, DataList, type PagedListQuery } from '../../../components/backoffice/data-list';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { paths } from '../../../config/paths';

const CAMPAIGN_COLORS: Record<CampaignState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'teal',
  paused: 'yellow',
  sent: 'green',
  cancelled: 'red',
};

const RECIPIENT_COLORS: Record<RecipientState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  bounced: 'orange',
  skipped: 'gray',
  cancelled: 'dark',
};

/** Where a campaign stands, in words. */
export function CampaignStateBadge({ state }: { state: CampaignState }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge variant="light" color={CAMPAIGN_COLORS[state]} style={{ flexShrink: 0 }}>
      {t(`backoffice.mailing.campaignState.${state}`)}
    </Badge>
  );
}

/** Where one person's mail stands, in words. */
export function RecipientStateBadge({ state }: { state: RecipientState }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge variant="light" color={RECIPIENT_COLORS[state]} style={{ flexShrink: 0 }}>
      {t(`backoffice.mailing.recipientState.${state}`)}
    </Badge>
  );
}

/** The people whose mail is over (sent, failed, bounced or left out), of all the campaign's. */
const doneOf = (c: CampaignCounts) => c.Sent + c.Failed + c.Bounced + c.Skipped;

/** A campaign's progress: a bar and "sent+failed+… of total". */
export function CampaignProgress({ counts, live }: { counts: CampaignCounts; live: boolean }) {
  const { t } = useTranslation('backoffice');
  const done = doneOf(counts);
  const label = t('backoffice.mailing.progress', { done, total: counts.Total, sent: counts.Sent });
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Progress
        value={counts.Total > 0 ? Math.round((done / counts.Total) * 100) : 0}
        animated={live}
        aria-label={t('backoffice.mailing.progressLabel')}
        aria-valuetext={label}
      />
    </Stack>
  );
}

/** The head of the area's lists, which share one menu entry (components/backoffice/area-header.tsx). */
export function MailingHeader({
  current,
  actions,
}: {
  current: 'campaigns' | 'audiences';
  actions: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const tabs = [
    { key: 'campaigns', label: t('backoffice.mailing.campaigns'), to: paths.backoffice.campaigns },
    { key: 'audiences', label: t('backoffice.mailing.audiences'), to: paths.backoffice.audiences },
  ] as const;
  return <AreaHeader title={t('backoffice.nav.mailing')} tabs={tabs} current={current} actions={actions} />;
}

/** A list page's state as the area's lists keep it in the address (`useListState`). */
interface ListState {
  page: number;
  sort: string;
  desc: boolean;
  q: string;
}

export interface MailingListProps<T, S extends ListState> {
  list: PagedListQuery<T>;
  rowId: (row: T) => number | string;
  columns: Column<T>[];
  state: S;
  update: (change: Partial<S>) => void;
  /** The one choice besides the search (a kind, a state), its value kept in the address. */
  choice: {
    label: string;
    placeholder: string;
    value: string | undefined;
    options: { value: string; label: string }[];
    onChange: (value: string) => void;
  };
  /** What shows instead of an empty table when nothing at all is there yet. */
  empty: string;
  /** The sort in force (the state's, or the default when the address names none). */
  sort: { field: string; desc: boolean };
  searchHint: string;
}

/** An area's list: the search and one choice, then the paged table, or a word when there is none yet. */
export function MailingList<T, S extends ListState>(props: MailingListProps<T, S>) {
  const { state, update, choice } = props;
  return (
    <>
      <ListFilters
        searchHint={props.searchHint}
        search={state.q}
        onSearch={(q) => update({ q } as Partial<S>)}
      >
        <Select
          label={choice.label}
          placeholder={choice.placeholder}
          clearable
          w={200}
          value={choice.value ?? null}
          onChange={(v) => choice.onChange(v ?? '')}
          data={choice.options}
        />
      </ListFilters>
      {props.list.data?.Total === 0 && !state.q && !choice.value ? (
        <Text>{props.empty}</Text>
      ) : (
        <DataList
          list={props.list}
          rowId={props.rowId}
          columns={props.columns}
          sort={props.sort}
          page={state.page}
          onChange={(change) => update(change as Partial<S>)}
        />
      )}
    </>
  );
}
