import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MyEntry, OpenCampaign } from '@sportello/contracts/app/campaigns.contract';
import { type EntryKind, type EntryStatus, KINDS_OF_TYPE } from '@sportello/contracts/app/campaigns.values';
import { formatDate } from '@sportello/contracts/common/dates';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCard } from '../../../components/home-card';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { CAMPAIGNS_KEY, openCampaignsQuery, withdrawEntryCall } from '../api/campaigns-calls';
import { CampaignEntryModal } from './campaign-entry-modal';

const dateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/** White text on each reads at 4.5:1 or more. */
const STATUS_COLOR: Record<EntryStatus, string> = {
  pending: 'blue.8',
  accepted: 'teal.9',
  rejected: 'gray.7',
  registered: 'teal.9',
  waiting: 'yellow.9',
  withdrawn: 'gray.7',
};

/**
 * The home page's card of the campaigns open to the customer's company (the tutor programme, talks
 * events), each with its dates, place, places left and the company's own entries, and the ways to
 * take part. A card only while there is something to take part in: nothing while the list is on its
 * way, when it is empty, or when it cannot be read (like the chat's card, it is an offer, not a
 * summary the customer waits for).
 */
export function CampaignsHomeCard({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const campaigns = useQuery(openCampaignsQuery(sessionKey)).data;
  const [entering, setEntering] = useState<{ campaign: OpenCampaign; kind: EntryKind }>();
  if (!campaigns || campaigns.length === 0) return null;
  return (
    <HomeCard title={t('campaigns.home.title')} icon={IconSpeakerphone}>
      <Text size="sm" c="dimmed">
        {t('campaigns.home.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
        {campaigns.map((campaign) => (
          <CampaignItem
            key={campaign.Id}
            campaign={campaign}
            onEnter={(kind) => setEntering({ campaign, kind })}
          />
        ))}
      </SimpleGrid>
      {entering && (
        <CampaignEntryModal
          campaign={entering.campaign}
          kind={entering.kind}
          onClose={() => setEntering(undefined)}
          // The new entry, and the places it took, show on the card behind the dialog.
          onSent={() => void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY })}
        />
      )}
    </HomeCard>
  );
}

/** One campaign: what, when, where, how many places are left, the company's entries and what it may do. */
function CampaignItem({ campaign, onEnter }: { campaign: OpenCampaign; onEnter: (kind: EntryKind) => void }) {
  const { t } = useTranslation('campaigns');
  const titleId = useId();
  // A company applies (or proposes a talk) once; a withdrawn entry leaves the way open again. Places
  // are per address: colleagues register one by one.
  const standing = (kind: EntryKind) =>
    campaign.Mine.some((e) => e.Kind === kind && e.Status !== 'withdrawn');
  const offered = KINDS_OF_TYPE[campaign.Type].filter((kind) => kind === 'registration' || !standing(kind));
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId}>
            {campaign.Title}
          </Title>
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {t(`campaigns.type.${campaign.Type}`)}
          </Badge>
        </Group>
        {campaign.Description && (
          // Plain text: its line breaks are the vendor's paragraphs.
          <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
            {campaign.Description}
          </Text>
        )}
        <Stack gap={2}>
          {campaign.EventAt && (
            <Text size="sm" fw={600}>
              {t('campaigns.eventAt', { at: dateTime(campaign.EventAt) })}
            </Text>
          )}
          {campaign.Place && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('campaigns.place', { place: campaign.Place })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('campaigns.period', { from: dateTime(campaign.StartsAt), to: dateTime(campaign.EndsAt) })}
          </Text>
          {campaign.Type === 'talks' && (
            <Text size="sm">
              {campaign.PlacesLeft === null || campaign.Capacity === null
                ? t('campaigns.placesUnlimited')
                : t('campaigns.placesLeft', { count: campaign.PlacesLeft, capacity: campaign.Capacity })}
            </Text>
          )}
        </Stack>
        {campaign.Mine.length > 0 && <MyEntries entries={campaign.Mine} />}
        {offered.length > 0 && (
          <Group gap="xs" mt={4}>
            {offered.map((kind) => (
              <Button
                key={kind}
                size="xs"
                variant={kind === 'talk' ? 'light' : 'filled'}
                onClick={() => onEnter(kind)}
              >
                {kind === 'application'
                  ? t('campaigns.apply')
                  : kind === 'talk'
                    ? t('campaigns.propose')
                    : campaign.PlacesLeft === 0
                      ? t('campaigns.registerWaiting')
                      : t('campaigns.register')}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The company's entries in a campaign, newest first, each where it stands and, while it stands, withdrawable. */
function MyEntries({ entries }: { entries: MyEntry[] }) {
  const { t, i18n } = useTranslation('campaigns');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (entry: MyEntry) => withdrawEntryCall(entry.Id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('campaigns.withdrawn') });
      await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const nameOf = (entry: MyEntry) =>
    t('campaigns.entry', {
      kind: t(`campaigns.kind.${entry.Kind}`),
      name: entry.ContactName,
      date: formatDate(entry.CreatedAt),
    });
  const confirmWithdraw = async (entry: MyEntry) => {
    const message = t(
      entry.Status === 'registered' ? 'campaigns.withdrawConfirmPlace' : 'campaigns.withdrawConfirm',
      {
        entry: nameOf(entry),
      },
    );
    if (await dialogs.confirm({ message, confirmLabel: t('campaigns.withdraw'), confirmColor: 'red' }))
      withdraw.mutate(entry);
  };
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('campaigns.mine')}>
      {entries.map((entry) => (
        <Group key={entry.Id} component="li" gap="xs" justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm">{nameOf(entry)}</Text>
            <Badge color={STATUS_COLOR[entry.Status]} variant="filled" size="sm" tt="none">
              {entry.Status === 'waiting' && entry.Position !== null
                ? t('campaigns.status.waitingAt', { position: entry.Position })
                : t(`campaigns.status.${entry.Status}`)}
            </Badge>
          </Stack>
          {/* The server says: still standing, and the caller's own (or, for its admins, the company's). */}
          {entry.CanWithdraw && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={t('campaigns.withdrawLabel', { entry: nameOf(entry) })}
              loading={withdraw.isPending && withdraw.variables?.Id === entry.Id}
              onClick={() => void confirmWithdraw(entry)}
            >
              {t('campaigns.withdraw')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
