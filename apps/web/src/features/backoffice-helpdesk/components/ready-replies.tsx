import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueueTicketDetail } from '@sportello/contracts/backoffice/helpdesk.contract';
import { fillMergeFields } from '@sportello/contracts/backoffice/mail-templates.values';
import { IconChevronDown, IconMessageBolt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { operatorsQuery, readyRepliesQuery, readyReplyCall } from '../api/helpdesk-calls';

/**
 * The support's replies ready to insert (#41): mail templates of kind `reply`, which admins write
 * in the mail templates; each offered in Italian and, when it has one, in English. The chosen one's
 * plain text goes into the answer, its merge fields filled in from the ticket and the operator.
 */
export function ReadyReplies({
  ticket,
  onInsert,
}: {
  ticket: QueueTicketDetail;
  onInsert: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const replies = useQuery(readyRepliesQuery);
  const operators = useQuery(operatorsQuery);
  const [busy, setBusy] = useState(false);
  const items = replies.data?.Items ?? [];

  const insert = async (id: number, english: boolean) => {
    setBusy(true);
    try {
      const reply = await readyReplyCall(id);
      const text = english ? reply.TextEn : reply.TextIt;
      onInsert(
        fillMergeFields(text, {
          'Recipient.Name': ticket.Requester,
          'Ticket.Code': ticket.TicketCode,
          'Ticket.Subject': ticket.Subject,
          'Company.Name': ticket.Company?.Name ?? '',
          'Operator.Name': operators.data?.find((o) => o.Me)?.Name ?? '',
        }),
      );
    } catch (error) {
      // The reply deleted meanwhile, or the connection lost: said, in the operator's language.
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={busy}
          leftSection={<IconMessageBolt size={16} stroke={1.6} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('backoffice.helpdesk.readyReplies')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.length === 0 && <Menu.Label>{t('backoffice.helpdesk.noReadyReplies')}</Menu.Label>}
        {items.flatMap((reply) => [
          <Menu.Item key={`${reply.Id}-it`} onClick={() => void insert(reply.Id, false)}>
            {reply.SubjectIt}
          </Menu.Item>,
          ...(reply.English
            ? [
                <Menu.Item key={`${reply.Id}-en`} onClick={() => void insert(reply.Id, true)}>
                  {t('backoffice.helpdesk.readyReplyEnglish', { title: reply.SubjectEn })}
                </Menu.Item>,
              ]
            : []),
        ])}
      </Menu.Dropdown>
    </Menu>
  );
}
