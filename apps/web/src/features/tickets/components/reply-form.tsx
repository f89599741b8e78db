import { Button, Group, Stack } from '@mantine/core';
import type { TicketDetail } from '@sportello/contracts/tickets/tickets.contract';
import { useTranslation } from 'react-i18next';
import { MessageDraftFields } from '../../../components/message-draft-fields';
import { ResponsePanel } from '../../../components/response-panel';
import { errorCatalogueOf } from '../../../lib/i18n';
import { readAttachments } from '../../../lib/ticket-attachments';
import { draftServerErrors, useMessageDraft } from '../../../lib/use-message-draft';
import { sendReply } from '../api/ticket-calls';

/** A reply with optional attachments; field problems sit next to their fields. */
export function ReplyForm({
  ticket,
  onReplied,
}: {
  ticket: TicketDetail;
  onReplied: (t: TicketDetail) => void;
}) {
  const { t, i18n } = useTranslation('support');
  const catalogue = errorCatalogueOf(i18n);
  const form = useMessageDraft({ catalogue, initialValues: {}, validate: () => ({}) });

  const submit = form.onSubmit(async (values) => {
    try {
      const updated = await sendReply(ticket.Id, {
        Message: values.message,
        Attachments: await readAttachments(values.attachments),
      });
      form.reset();
      onReplied(updated);
    } catch (error) {
      const fields = draftServerErrors(catalogue, error, {});
      if (fields) form.showServerErrors(fields);
      else form.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <MessageDraftFields
          form={form}
          label={t('support.reply.label')}
          attachmentsLabel={t('support.form.attachments')}
          attachmentsHint={t('support.form.attachmentsHint')}
          minRows={3}
        />
        <ResponsePanel error={form.failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('support.reply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
