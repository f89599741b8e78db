import '@mantine/core/styles/Fieldset.layer.css';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { CampaignSummary } from '@sportello/contracts/backoffice/mailing.contract';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { audienceQuery, campaignQuery, MAILING_KEY, sendCampaignCall } from '../api/mailing-calls';

/** DayInput's value of a day and time (local, no zone). */
const LOCAL_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface CampaignSendPanelProps {
  campaign: CampaignSummary;
  /** Changes on the form not saved yet: what would go is the saved campaign, so sending waits. */
  unsaved: boolean;
}

/**
 * Send a draft (or a scheduled campaign) now, or at a day and time; either after a confirmation that
 * says how many people of the audience will receive it: only those who accept commercial mail.
 */
export function CampaignSendPanel({ campaign, unsaved }: CampaignSendPanelProps) {
  const { t } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const audience = useQuery(audienceQuery(campaign.AudienceId));
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const send = useMutation({
    mutationFn: (when: string | null) => sendCampaignCall(campaign.Id, when),
    onSuccess: (result) => {
      queryClient.setQueryData(campaignQuery(campaign.Id).queryKey, result);
      return queryClient.invalidateQueries({ queryKey: MAILING_KEY });
    },
  });

  const ask = async (when: string | null) => {
    const people = {
      name: campaign.Name,
      audience: campaign.AudienceName,
      count: audience.data?.Subscribed ?? 0,
      users: audience.data?.Users ?? 0,
    };
    const message =
      when === null
        ? t('backoffice.mailing.sendNowConfirm', people)
        : t('backoffice.mailing.scheduleConfirm', { ...people, at: formatDateTime(when) });
    if (
      await dialogs.confirm({
        message,
        confirmLabel: when === null ? t('backoffice.mailing.sendNow') : t('backoffice.mailing.schedule'),
      })
    )
      send.mutate(when);
  };

  const schedule = () => {
    const when = at ? dayjs(at, LOCAL_FORMAT) : undefined;
    if (!when?.isValid() || !when.isAfter(dayjs())) {
      setAtError(t('backoffice.mailing.scheduleFuture'));
      return;
    }
    setAtError(undefined);
    void ask(when.toISOString());
  };

  const busy = send.isPending || audience.isPending;
  return (
    <Fieldset legend={t('backoffice.mailing.sendLegend')}>
      <Stack gap="sm">
        {campaign.State === 'scheduled' && campaign.ScheduledAt && (
          <Text size="sm">
            {t('backoffice.mailing.scheduledFor', { at: formatDateTime(campaign.ScheduledAt) })}
          </Text>
        )}
        {unsaved && (
          <Text size="sm" c="orange.8">
            {t('backoffice.mailing.saveBeforeSend')}
          </Text>
        )}
        <ErrorAlert error={send.error ?? audience.error} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Button
            onClick={() => ask(null)}
            disabled={unsaved || busy}
            loading={send.isPending && send.variables === null}
          >
            {t('backoffice.mailing.sendNow')}
          </Button>
          <DayInput
            withTime
            label={t('backoffice.mailing.scheduleAt')}
            value={at}
            onChange={(v) => {
              setAt(v);
              setAtError(undefined);
            }}
            minDate={dayjs().format('YYYY-MM-DD')}
            error={atError}
            clearable
            w={220}
          />
          <Button
            variant="light"
            onClick={schedule}
            disabled={unsaved || busy}
            loading={send.isPending && send.variables !== null}
          >
            {t('backoffice.mailing.schedule')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
