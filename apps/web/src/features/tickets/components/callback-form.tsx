import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CALLBACK_DAYS_AHEAD } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { ResponsePanel } from '../../../components/response-panel';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { sendCallbackRequest } from '../api/ticket-calls';

interface CallbackValues extends Record<string, unknown> {
  date: string;
  from: string | null;
  to: string | null;
  phone: string;
  note: string;
}

const WIRE_FIELDS = { Date: 'date', From: 'from', To: 'to', Phone: 'phone', Note: 'note' } as const;
const HOURS = Array.from({ length: 25 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));

export interface CallbackFormProps {
  onSent: (ticketCode: string) => void;
  onCancel: () => void;
}

/**
 * A premium subscriber asks to be called back (issue #19): a day, a slot of whole hours and the
 * number to call; the request becomes a ticket for the operators.
 */
export function CallbackForm({ onSent, onCancel }: CallbackFormProps) {
  const { t, i18n } = useTranslation('support');
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<CallbackValues>({
    initialValues: { date: '', from: '9', to: '12', phone: '', note: '' },
    validate: (v) => {
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const errors: FieldErrors<CallbackValues> = {};
      if (!v.date) errors.date = required;
      if (v.from === null) errors.from = required;
      if (v.to === null) errors.to = required;
      else if (v.from !== null && Number(v.from) >= Number(v.to))
        errors.to = localizeMessage(catalogue, 'ERROR_CALLBACK_SLOT');
      if (!v.phone.trim()) errors.phone = required;
      return errors;
    },
  });

  const submit = form.onSubmit(async (v) => {
    try {
      const sent = await sendCallbackRequest({
        Date: v.date,
        From: Number(v.from),
        To: Number(v.to),
        Phone: v.phone,
        Note: v.note,
      });
      onSent(sent.TicketCode);
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('support.callback.intro')}</Text>
        <DayInput
          label={t('support.callback.date')}
          required
          // The days the server takes: from today, CALLBACK_DAYS_AHEAD ahead.
          minDate={dayjs().format('YYYY-MM-DD')}
          maxDate={dayjs().add(CALLBACK_DAYS_AHEAD, 'day').format('YYYY-MM-DD')}
          {...form.getInputProps('date')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('support.callback.from')}
            data={HOURS.slice(0, 24)}
            required
            {...form.getInputProps('from')}
          />
          <Select
            label={t('support.callback.to')}
            data={HOURS.slice(1)}
            required
            {...form.getInputProps('to')}
          />
        </SimpleGrid>
        <TextInput
          type="tel"
          label={t('support.callback.phone')}
          required
          maxLength={32}
          {...form.getInputProps('phone')}
        />
        <Textarea
          label={t('support.callback.note')}
          maxLength={1000}
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
        <ResponsePanel error={form.failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('support.form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('support.callback.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
