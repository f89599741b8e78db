import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CampaignSummary } from '@sportello/contracts/backoffice/mailing.contract';
import { EDITABLE_CAMPAIGN_STATES } from '@sportello/contracts/backoffice/mailing.values';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  type CampaignCommand,
  campaignCommandCall,
  campaignQuery,
  deleteCampaignCall,
  isCampaignLive,
  MAILING_KEY,
} from '../api/mailing-calls';
import { useRecordId } from '../hooks/use-record-id';
import { CampaignFields, useCampaignForm } from './campaign-form';
import { CampaignReport } from './campaign-report';
import { CampaignSendPanel } from './campaign-send-panel';
import { CampaignProgress, CampaignStateBadge } from './mailing-parts';

/**
 * A campaign to write (`new`) or one that exists: its fields while it may still change, sending it
 * now or later, its progress (followed every 2 s while it waits, sends or is paused), pausing,
 * resuming or cancelling it, and its report.
 */
export function CampaignPage() {
  const { t } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.mailing.campaigns')} · ${t('backoffice.title')}`);
  const record = useRecordId();
  const existing = useQuery({ ...campaignQuery(record.id), enabled: record.known });
  if (!record.isNew && !existing.data) {
    return existing.isError || !record.known ? (
      <Alert color="red">{t('backoffice.mailing.campaignNotFound')}</Alert>
    ) : (
      <Text>{t('backoffice.mailing.loading')}</Text>
    );
  }
  // Keyed by the id alone: the progress refreshed every 2 s never resets the fields being edited.
  return <CampaignView key={existing.data?.Id ?? 'new'} saved={existing.data} />;
}

function CampaignView({ saved }: { saved: CampaignSummary | undefined }) {
  const { t } = useTranslation('backoffice');
  const { can, isSuccess: permissionsKnown } = usePermissions();
  const form = useCampaignForm(saved);
  const editableState = saved === undefined || EDITABLE_CAMPAIGN_STATES.includes(saved.State);
  const editable = can('mailing', saved ? 'update' : 'create') && editableState;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.backoffice.campaigns} size="sm">
        {t('backoffice.mailing.backToCampaigns')}
      </Anchor>
      <Group gap="sm">
        <Title order={1} size="h2">
          {saved ? saved.Name : t('backoffice.mailing.newCampaign')}
        </Title>
        {saved && <CampaignStateBadge state={saved.State} />}
      </Group>
      {permissionsKnown && !can('mailing', saved ? 'update' : 'create') && (
        <Alert color="blue">{t('backoffice.mailing.readOnly')}</Alert>
      )}
      <CampaignFields form={form} saved={saved} editable={editable} />
      {saved && <CampaignTimes campaign={saved} />}
      {saved && editable && <CampaignSendPanel campaign={saved} unsaved={form.isDirty()} />}
      {saved && <CampaignControls campaign={saved} />}
      {saved && saved.State !== 'draft' && (
        <>
          <CampaignProgress counts={saved.Counts} live={isCampaignLive(saved.State)} />
          <CampaignReport campaign={saved} />
        </>
      )}
    </Stack>
  );
}

/** When the campaign was set to go, started and ended, as far as it has. */
function CampaignTimes({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation('backoffice');
  const times = [
    ['scheduledAt', campaign.ScheduledAt],
    ['startedAt', campaign.StartedAt],
    ['finishedAt', campaign.FinishedAt],
  ] as const;
  const shown = times.filter(([, at]) => at !== null);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" maw={900}>
      {shown.map(([key, at]) => (
        <div key={key}>
          <Text size="sm" c="dimmed">
            {t(`backoffice.mailing.${key}`)}
          </Text>
          <Text>{formatDateTime(at!)}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/**
 * Pause a sending campaign, resume a paused one, cancel one that has not ended (after a
 * confirmation, in red: its mails not yet handed over never go), delete one that never sent.
 */
function CampaignControls({ campaign }: { campaign: CampaignSummary }) {
  const { t, i18n } = useTranslation('backoffice');
  const { can } = usePermissions();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
  const command = useMutation({
    mutationFn: (which: CampaignCommand) => campaignCommandCall(which, campaign.Id),
    onSuccess: async (result, which) => {
      notifications.show({ color: 'green', message: t(`backoffice.mailing.done.${which}`) });
      queryClient.setQueryData(campaignQuery(campaign.Id).queryKey, result);
      await queryClient.invalidateQueries({ queryKey: MAILING_KEY });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteCampaignCall(campaign.Id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('backoffice.mailing.campaignDeleted') });
      await queryClient.invalidateQueries({ queryKey: MAILING_KEY });
      navigate(paths.backoffice.campaigns);
    },
    onError: failed,
  });

  const confirmCancel = async () => {
    if (
      await dialogs.confirm({
        message: t('backoffice.mailing.cancelConfirm', { name: campaign.Name }),
        confirmLabel: t('backoffice.mailing.cancelCampaign'),
        confirmColor: 'red',
      })
    )
      command.mutate('cancel');
  };
  const confirmDelete = async () => {
    if (
      await dialogs.confirm({
        message: t('backoffice.mailing.deleteCampaignConfirm', { name: campaign.Name }),
        confirmLabel: t('backoffice.mailing.delete'),
        confirmColor: 'red',
      })
    )
      remove.mutate();
  };

  const { State: state } = campaign;
  const mayUpdate = can('mailing', 'update');
  const neverSent =
    state === 'draft' || state === 'scheduled' || (state === 'cancelled' && !campaign.StartedAt);
  const pending = (which: CampaignCommand) => command.isPending && command.variables === which;
  const buttons = [
    mayUpdate && state === 'sending' && (
      <Button
        key="pause"
        variant="light"
        color="yellow"
        onClick={() => command.mutate('pause')}
        loading={pending('pause')}
      >
        {t('backoffice.mailing.pause')}
      </Button>
    ),
    mayUpdate && state === 'paused' && (
      <Button
        key="resume"
        variant="light"
        onClick={() => command.mutate('resume')}
        loading={pending('resume')}
      >
        {t('backoffice.mailing.resume')}
      </Button>
    ),
    mayUpdate && isCampaignLive(state) && (
      <Button key="cancel" color="red" variant="light" onClick={confirmCancel} loading={pending('cancel')}>
        {t('backoffice.mailing.cancelCampaign')}
      </Button>
    ),
    can('mailing', 'delete') && neverSent && (
      <Button key="delete" color="red" variant="subtle" onClick={confirmDelete} loading={remove.isPending}>
        {t('backoffice.mailing.delete')}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return null;
  return <Group gap="xs">{buttons}</Group>;
}
