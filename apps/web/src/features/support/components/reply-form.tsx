import { Button, Group, Stack } from '@mantine/core';
import type { TicketDetail } from '@sportello/contracts/support/tickets.contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsePanel } from '../../../components/response-panel';
import { errorCatalogueOf } from '../../../lib/i18n';
import { sendReply } from '../api/support-calls';
import { readAttachments } from '../hooks/read-attachments';
import { useMessageDraft } from '../hooks/use-message-draft';
import { MessageDraftFields } from './message-draft-fields';

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
  const draft = useMessageDraft<never>();
  const [failure, setFailure] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = draft.check(catalogue);
    draft.setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const updated = await sendReply(ticket.Id, {
        Message: draft.message,
        Attachments: await readAttachments(draft.files),
      });
      draft.reset();
      onReplied(updated);
    } catch (error) {
      const fields = draft.serverErrors(catalogue, error, {});
      if (fields) draft.setErrors(fields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <MessageDraftFields draft={draft} label={t('support.reply.label')} minRows={3} />
        <ResponsePanel error={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('support.reply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
