import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DataExport } from '@sportello/contracts/users/data-export.contract';
import { DATA_EXPORT_TTL_HOURS } from '@sportello/contracts/users/data-export.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { dataExportFileHref, dataExportQuery, requestDataExportCall } from '../api/data-export-calls';

/** The anchor of the mail's link (`/account/profile?lg=N#data-export`): the router scrolls to it. */
export const DATA_EXPORT_ANCHOR = 'data-export';

const when = (instant: string | null) => dayjs(instant).format('DD/MM/YYYY HH:mm');
const kb = (size: number | null) => `${Math.max(1, Math.round((size ?? 0) / 1024))} KB`;

/**
 * A ready export whose download time is over is shown as expired even before the server marks it
 * so: its link would only answer ERROR_DATA_EXPORT_EXPIRED.
 */
const stateOf = (item: DataExport) =>
  item.State === 'ready' && item.ExpiresAt !== null && dayjs(item.ExpiresAt).isBefore(dayjs())
    ? 'expired'
    : item.State;

/**
 * The profile's export of the user's own data (GDPR access right, decision 065): what it contains,
 * the latest export's state (asked again while it is being made), its download link while ready, and
 * the request of a new one, one at a time.
 */
export function DataExportPanel() {
  const { t, i18n } = useTranslation('login');
  const queryClient = useQueryClient();
  const current = useQuery(dataExportQuery);
  const request = useMutation({
    mutationFn: requestDataExportCall,
    onSuccess: (created) => queryClient.setQueryData(dataExportQuery.queryKey, { Export: created }),
    // Refused because one is already being made (e.g. from another tab): show that one.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportQuery.queryKey }),
  });
  const item = current.data?.Export ?? null;
  const state = item && stateOf(item);
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      id={DATA_EXPORT_ANCHOR}
      aria-labelledby="data-export-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="data-export-title">
          {t('login.dataExport.title')}
        </Title>
        <Text size="sm">{t('login.dataExport.contents')}</Text>
        <Text size="sm">{t('login.dataExport.delivery', { hours: DATA_EXPORT_TTL_HOURS })}</Text>
        {request.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(errorCatalogueOf(i18n), request.error)}
          </Alert>
        )}
        {item && state === 'pending' && (
          <Text size="sm" role="status">
            {t('login.dataExport.pending')}
          </Text>
        )}
        {item && state === 'ready' && (
          <Text size="sm">
            {t('login.dataExport.ready', {
              finished: when(item.FinishedAt),
              expires: when(item.ExpiresAt),
              size: kb(item.Size),
            })}
          </Text>
        )}
        {state === 'failed' && (
          <Text size="sm" c="red">
            {t('login.dataExport.failed')}
          </Text>
        )}
        {state === 'expired' && (
          <Text size="sm" c="dimmed">
            {t('login.dataExport.expired')}
          </Text>
        )}
        <Group gap="sm">
          {item && state === 'ready' && (
            <Button component="a" href={dataExportFileHref(item.Id)} download>
              {t('login.dataExport.download')}
            </Button>
          )}
          <Button
            variant={state === 'ready' ? 'default' : 'filled'}
            disabled={state === 'pending' || current.isPending}
            loading={request.isPending}
            onClick={() => request.mutate()}
          >
            {state === 'failed' ? t('login.dataExport.retry') : t('login.dataExport.request')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
