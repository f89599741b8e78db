import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group } from '@mantine/core';
import type { EntryStatus } from '@sportello/contracts/app/campaigns.values';
import type { CampaignStatus } from '@sportello/contracts/backoffice/campaigns.values';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaHeader } from '../../../components/backoffice/area-header';
import { paths } from '../../../config/paths';

/** A campaign's instants as the area shows them: day and minute, in the user's time zone. */
export const dateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

// White on each reads at 4.5:1 or more (green.8 is 3.3:1).
const CAMPAIGN_COLORS: Record<CampaignStatus, string> = {
  open: 'teal.9',
  upcoming: 'blue.8',
  closed: 'gray.7',
};

const ENTRY_COLORS: Record<EntryStatus, string> = {
  pending: 'orange.9',
  accepted: 'teal.9',
  rejected: 'red.8',
  registered: 'teal.9',
  waiting: 'blue.8',
  withdrawn: 'gray.7',
};

/** Where a campaign stands today, in words; "switched off" beside it when it is. */
export function CampaignStatusBadge({ status, enabled }: { status: CampaignStatus; enabled: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={CAMPAIGN_COLORS[status]} variant="filled" size="sm" style={{ flexShrink: 0 }}>
        {t(`backoffice.campaigns.status.${status}`)}
      </Badge>
      {!enabled && (
        <Badge color="gray.7" variant="outline" size="sm" style={{ flexShrink: 0 }}>
          {t('backoffice.campaigns.disabled')}
        </Badge>
      )}
    </Group>
  );
}

/** Where an entry stands, in words, with its turn when it waits for a place. */
export function EntryStatusBadge({ status, position }: { status: EntryStatus; position: number | null }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge color={ENTRY_COLORS[status]} variant="filled" size="sm" tt="none" style={{ flexShrink: 0 }}>
      {status === 'waiting' && position !== null
        ? t('backoffice.campaigns.waitingAt', { position })
        : t(`backoffice.campaigns.entryStatus.${status}`)}
    </Badge>
  );
}

/** The head of the area's lists, which share one menu entry (components/backoffice/area-header.tsx). */
export function CampaignsHeader({
  current,
  actions,
}: {
  current: 'campaigns' | 'entries';
  actions?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const tabs = [
    { key: 'campaigns', label: t('backoffice.campaigns.campaigns'), to: paths.backoffice.customerCampaigns },
    {
      key: 'entries',
      label: t('backoffice.campaigns.entries'),
      to: paths.backoffice.customerCampaignEntries,
    },
  ] as const;
  return <AreaHeader title={t('backoffice.nav.campaigns')} tabs={tabs} current={current} actions={actions} />;
}
