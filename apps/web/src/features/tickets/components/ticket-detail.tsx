import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import type { TicketContact, TicketDetail } from '@sportello/contracts/tickets/tickets.contract';
import { MODAL_ITEM_TYPES } from '@sportello/contracts/tickets/tickets.values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyValueButton } from '../../../components/copy-value-button';
import { ResponsePanel } from '../../../components/response-panel';
import { useDialogs } from '../../../components/use-dialogs';
import { paths } from '../../../config/paths';
import { useProductLabel } from '../../../lib/code-labels';
import { sendClose } from '../api/ticket-calls';
import { ItemStateBadge } from './item-state-badge';
import { MessageList } from './message-list';
import { ReplyForm } from './reply-form';
import { itemCode } from './ticket-labels';

export interface TicketDetailPanelProps {
  ticket: TicketDetail;
  onChanged: (ticket: TicketDetail) => void;
  onOpenModal: () => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Who asked and how to reach them: the server tells the vendor's staff only. */
function ContactFacts({ contact }: { contact: TicketContact }) {
  const { t } = useTranslation('support');
  return (
    <>
      <Fact label={t('support.detail.company')}>{contact.Company || '—'}</Fact>
      <Fact label={t('support.detail.vatCode')}>{contact.VatCode || '—'}</Fact>
      <Fact label={t('support.detail.email')}>
        <Anchor href={`mailto:${contact.Email}`} size="sm">
          {contact.Email}
        </Anchor>
      </Fact>
      <Fact label={t('support.detail.phone')}>{contact.Phone || '—'}</Fact>
    </>
  );
}

/**
 * The right-hand detail (spec §2): state, who handles it, messages in order, reply and close; for
 * the vendor's staff also the requester's contact and the way to the ticket in the helpdesk.
 */
export function TicketDetailPanel({ ticket, onChanged, onOpenModal }: TicketDetailPanelProps) {
  const { t } = useTranslation('support');
  const productLabel = useProductLabel();
  const dialogs = useDialogs();
  const [closeFailure, setCloseFailure] = useState<unknown>(undefined);
  const [closing, setClosing] = useState(false);

  const close = async () => {
    setCloseFailure(undefined);
    if (!(await dialogs.confirm({ message: t('support.detail.closeConfirm') }))) return;
    setClosing(true);
    try {
      onChanged(await sendClose(ticket.Id));
    } catch (error) {
      setCloseFailure(error);
    } finally {
      setClosing(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* A subject may hold a long address: it wraps anywhere rather than widen the page. */}
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {ticket.Subject}
        </Title>
        <ItemStateBadge item={ticket} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        <Fact label={t('support.detail.code')}>
          {t(`support.type.${ticket.Type}`)} {itemCode(ticket)}{' '}
          <CopyValueButton value={itemCode(ticket)} label={t('support.detail.copyCode')} />
        </Fact>
        <Fact label={t('support.detail.product')}>{ticket.Product ? productLabel(ticket.Product) : '—'}</Fact>
        <Fact label={t('support.detail.handler')}>{ticket.Handler || t('support.detail.noHandler')}</Fact>
        <Fact label={t('support.detail.author')}>{ticket.Author}</Fact>
        <Fact label={t('support.detail.created')}>{formatDate(ticket.CreatedAt)}</Fact>
        {ticket.Contact && <ContactFacts contact={ticket.Contact} />}
      </SimpleGrid>
      <Group gap="xs">
        {ticket.Contact && (
          <Button
            component={Link}
            to={routePath(paths.backoffice.helpdeskTicket, { id: ticket.Id })}
            variant="light"
            size="xs"
          >
            {t('support.detail.openInHelpdesk')}
          </Button>
        )}
        {MODAL_ITEM_TYPES.includes(ticket.Type) && (
          <Button variant="light" size="xs" onClick={onOpenModal}>
            {t('support.detail.openModal')}
          </Button>
        )}
        {ticket.Type === 'ticket' && ticket.State !== 'closed' && (
          <Button variant="subtle" color="red" size="xs" loading={closing} onClick={() => void close()}>
            {t('support.detail.close')}
          </Button>
        )}
      </Group>
      <ResponsePanel error={closeFailure} />
      <Divider label={t('support.detail.messages')} labelPosition="left" />
      <MessageList ticket={ticket} />
      {ticket.CanReply && <ReplyForm key={ticket.Id} ticket={ticket} onReplied={onChanged} />}
    </Stack>
  );
}
