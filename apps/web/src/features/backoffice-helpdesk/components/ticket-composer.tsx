import '@mantine/core/styles/SegmentedControl.layer.css';
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import type { QueueTicketDetail } from '@sportello/contracts/backoffice/helpdesk.contract';
import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDraftFields } from '../../../components/message-draft-fields';
import { ResponsePanel } from '../../../components/response-panel';
import { errorCatalogueOf } from '../../../lib/i18n';
import { readAttachments } from '../../../lib/ticket-attachments';
import { draftServerErrors, useMessageDraft } from '../../../lib/use-message-draft';
import { answerTicketCall, signatureQuery } from '../api/helpdesk-calls';
import { ReadyReplies } from './ready-replies';
import { ReplySignature, withSignature } from './reply-signature';

type Mode = 'reply' | 'note';

/** The states a reply may move the ticket to at once, besides in progress (the server's default). */
const REPLY_AND: readonly TicketState[] = ['waiting', 'resolved'];

/**
 * The operator's answer: a reply to the customer (mailed to them), which may also put the ticket in
 * wait for the customer or resolve it, or an internal note the customer never sees.
 */
export function TicketComposer({
  ticket,
  onAnswered,
}: {
  ticket: QueueTicketDetail;
  onAnswered: (ticket: QueueTicketDetail) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const form = useMessageDraft({
    catalogue,
    initialValues: { mode: 'reply' as Mode },
    validate: () => ({}),
  });
  // Which of the reply's buttons sent it: the state the ticket moves to with it.
  const nextState = useRef<TicketState | undefined>(undefined);
  const note = form.values.mode === 'note';
  const signature = useQuery(signatureQuery).data?.Signature;
  const [signed, setSigned] = useState(true);

  const submit = form.onSubmit(async (values) => {
    try {
      const updated = await answerTicketCall(ticket.Id, {
        // A reply ends with the operator's signature when they have one and leave it ticked.
        Message:
          values.mode === 'reply' && signed ? withSignature(values.message, signature) : values.message,
        Attachments: await readAttachments(values.attachments),
        Internal: values.mode === 'note',
        ...(values.mode === 'reply' && nextState.current && { State: nextState.current }),
      });
      form.reset();
      onAnswered(updated);
    } catch (error) {
      const fields = draftServerErrors(catalogue, error, {});
      if (fields) form.showServerErrors(fields);
      else form.fail(error);
    }
  });
  const send = (state?: TicketState) => () => {
    nextState.current = state;
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('backoffice.helpdesk.composer')}>
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('backoffice.helpdesk.composerMode')}
          value={form.values.mode}
          onChange={(mode) => form.setFieldValue('mode', mode as Mode)}
          data={[
            { value: 'reply', label: t('backoffice.helpdesk.modeReply') },
            { value: 'note', label: t('backoffice.helpdesk.modeNote') },
          ]}
          color={note ? 'yellow.4' : undefined}
          autoContrast
          style={{ alignSelf: 'flex-start' }}
        />
        {!note && (
          <Group>
            <ReadyReplies
              ticket={ticket}
              onInsert={(text) =>
                form.setFieldValue(
                  'message',
                  form.values.message.trim() ? `${form.values.message}\n\n${text}` : text,
                )
              }
            />
          </Group>
        )}
        {note && (
          <Alert color="yellow" variant="light" p="xs">
            {t('backoffice.helpdesk.noteHint')}
          </Alert>
        )}
        <MessageDraftFields
          form={form}
          label={note ? t('backoffice.helpdesk.noteLabel') : t('backoffice.helpdesk.replyLabel')}
          attachmentsLabel={t('backoffice.helpdesk.attachments')}
          attachmentsHint={t('backoffice.helpdesk.attachmentsHint')}
          minRows={4}
          shortcut="reply"
        />
        {!note && <ReplySignature add={signed} onAdd={setSigned} />}
        <ResponsePanel error={form.failure} />
        <Group justify="flex-end" gap="xs">
          {note ? (
            <Button type="submit" color="yellow.4" autoContrast loading={form.submitting} onClick={send()}>
              {t('backoffice.helpdesk.addNote')}
            </Button>
          ) : (
            <>
              {REPLY_AND.filter((s) => ticket.NextStates.includes(s)).map((s) => (
                <Button key={s} type="submit" variant="light" loading={form.submitting} onClick={send(s)}>
                  {t(`backoffice.helpdesk.replyAnd.${s as 'waiting' | 'resolved'}`)}
                </Button>
              ))}
              <Button type="submit" loading={form.submitting} onClick={send()}>
                {t('backoffice.helpdesk.reply')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
