import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CalendarPreview as Preview } from '@sportello/contracts/backoffice/business-calendar.contract';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { openingParts } from '../../../lib/opening-time';
import { previewCalendarCall } from '../api/business-calendar-calls';
import { holidayName } from './holiday-name';

/** Why a day is closed: a holiday's name, an exception's note. */
function reasonText(t: TFunction<'backoffice'>, reason: string): string {
  if (reason.startsWith('holiday:')) return holidayName(t, reason.slice('holiday:'.length));
  return reason === 'exception' ? t('backoffice.calendar.exceptionDay') : reason;
}

function Answer({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation('backoffice');
  if (preview.Open)
    return (
      <Alert color="green" title={t('backoffice.calendar.open')}>
        {reasonText(t, preview.Reason)}
      </Alert>
    );
  return (
    <Alert color="red" title={t('backoffice.calendar.closed')}>
      <Stack gap={2}>
        <Text size="sm">
          {preview.NextOpening
            ? t('backoffice.calendar.reopens', openingParts(preview.NextOpening, i18n.language))
            : t('backoffice.calendar.noOpening')}
        </Text>
        {preview.Reason && (
          <Text size="sm" c="dimmed">
            {reasonText(t, preview.Reason)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** Try the calendar: open or closed at a date and time, and when support opens next. */
export function CalendarPreview() {
  const { t } = useTranslation('backoffice');
  const [at, setAt] = useState('');
  const preview = useMutation({
    mutationFn: (local: string) => previewCalendarCall(dayjs(local).toISOString()),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-preview-title">
          {t('backoffice.calendar.preview')}
        </Title>
        <Group align="flex-end" gap="sm">
          <DayInput withTime label={t('backoffice.calendar.previewAt')} value={at} onChange={setAt} />
          <Button
            variant="light"
            disabled={!at}
            loading={preview.isPending}
            onClick={() => preview.mutate(at)}
          >
            {t('backoffice.calendar.check')}
          </Button>
        </Group>
        <ErrorAlert error={preview.error ?? undefined} />
        {preview.data && <Answer preview={preview.data} />}
      </Stack>
    </Paper>
  );
}
