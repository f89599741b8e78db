import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { TicketDetail } from '@sportello/contracts/tickets/tickets.contract';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import { MessageDraftFields } from '../../../components/message-draft-fields';
import { ResponsePanel } from '../../../components/response-panel';
import { useProductLabel } from '../../../lib/code-labels';
import { errorCatalogueOf } from '../../../lib/i18n';
import { readAttachments } from '../../../lib/ticket-attachments';
import { draftServerErrors, useMessageDraft } from '../../../lib/use-message-draft';
import { sendNewTicket } from '../api/ticket-calls';

const WIRE_FIELDS = { Subject: 'subject', Product: 'product' } as const;

type Product = (typeof PRODUCTS)[number];

export interface NewTicketFormProps {
  onOpened: (ticket: TicketDetail) => void;
  onCancel: () => void;
}

/** Opens a ticket: subject, product, message and up to three attachments (checked here and on the server). */
export function NewTicketForm({ onOpened, onCancel }: NewTicketFormProps) {
  const { t, i18n } = useTranslation('support');
  const productLabel = useProductLabel();
  const catalogue = errorCatalogueOf(i18n);
  const form = useMessageDraft({
    catalogue,
    initialValues: { subject: '', product: null as Product | null },
    validate: (values) => {
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      return {
        subject: values.subject.trim() ? undefined : required,
        product: values.product ? undefined : required,
      };
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (!values.product) return;
    try {
      onOpened(
        await sendNewTicket({
          Subject: values.subject,
          Product: values.product,
          Message: values.message,
          Attachments: await readAttachments(values.attachments),
        }),
      );
    } catch (error) {
      const fields = draftServerErrors(catalogue, error, WIRE_FIELDS);
      if (fields) form.showServerErrors(fields);
      else form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('subject')}
          label={t('support.form.subject')}
          maxLength={200}
          required
          data-autofocus
        />
        <Select
          {...form.getInputProps('product')}
          label={t('support.form.product')}
          data={PRODUCTS.map((p) => ({ value: p, label: productLabel(p) }))}
          required
        />
        <MessageDraftFields
          form={form}
          label={t('support.form.message')}
          attachmentsLabel={t('support.form.attachments')}
          attachmentsHint={t('support.form.attachmentsHint')}
          minRows={4}
        />
        <ResponsePanel error={form.failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('support.form.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('support.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
