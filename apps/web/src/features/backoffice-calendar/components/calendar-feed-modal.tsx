import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../components/copy-value-button';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { feedQuery, renewFeedCall, revokeFeedCall } from '../api/calendar-calls';
import { romeDateTime } from '../hooks/rome-time';

/** The address just made: shown this once, since the server gives it only when it makes it. */
function NewAddress({ url }: { url: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Stack gap="xs">
      <TextInput
        label={t('backoffice.agenda.feedUrl')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={<CopyValueButton value={url} label={t('backoffice.agenda.feedCopy')} />}
      />
      <Alert color="orange">{t('backoffice.agenda.feedPrivate')}</Alert>
    </Stack>
  );
}

function Body() {
  const { t, i18n } = useTranslation('backoffice');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const feed = useQuery(feedQuery);
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedQuery.queryKey });
  const renew = useMutation({
    mutationFn: renewFeedCall,
    onSuccess: async (answer) => {
      setUrl(answer.Url);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: revokeFeedCall,
    onSuccess: async () => {
      setUrl(null);
      await refresh();
    },
  });
  const askRenew = async () => {
    // A new address stops the old one: whatever calendar reads it must be given the new one.
    const confirmed =
      !feed.data?.Active ||
      (await dialogs.confirm({
        message: t('backoffice.agenda.feedConfirmRenew'),
        confirmLabel: t('backoffice.agenda.feedRenew'),
      }));
    if (confirmed) renew.mutate();
  };
  const askRevoke = async () => {
    const confirmed = await dialogs.confirm({
      message: t('backoffice.agenda.feedConfirmRevoke'),
      confirmLabel: t('backoffice.agenda.feedRevoke'),
      confirmColor: 'red',
    });
    if (confirmed) revoke.mutate();
  };

  if (feed.isPending) return <Loader role="status" size="sm" aria-label={t('backoffice.agenda.loading')} />;
  if (feed.isError) return <Alert color="red">{t('backoffice.error.load')}</Alert>;
  const failure = renew.error ?? revoke.error;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('backoffice.agenda.feedIntro')}</Text>
      <Text size="sm" fw={500} role="status">
        {feed.data.Active
          ? t('backoffice.agenda.feedActive', {
              date: feed.data.CreatedAt ? romeDateTime(feed.data.CreatedAt) : '',
            })
          : t('backoffice.agenda.feedNone')}
      </Text>
      {url && <NewAddress url={url} />}
      {failure && (
        <Alert color="red" role="alert">
          {apiErrorText(errorCatalogueOf(i18n), failure)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {feed.data.Active && (
          <Button color="red" variant="light" loading={revoke.isPending} onClick={() => void askRevoke()}>
            {t('backoffice.agenda.feedRevoke')}
          </Button>
        )}
        <Button loading={renew.isPending} onClick={() => void askRenew()}>
          {feed.data.Active ? t('backoffice.agenda.feedRenew') : t('backoffice.agenda.feedCreate')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The caller's private calendar address (iCalendar), for Outlook or Google to subscribe to: made,
 * renewed (the old one stops) or revoked here. Afterwards only whether there is one is shown.
 */
export function CalendarFeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('backoffice.agenda.feed')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('backoffice.agenda.close') }}
    >
      {opened && <Body />}
    </Modal>
  );
}
