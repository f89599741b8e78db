import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import { Badge, Button, Grid, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate } from '@sportello/contracts/common/dates';
import type { TicketDetail, TicketSummary } from '@sportello/contracts/tickets/tickets.contract';
import { MODAL_ITEM_TYPES } from '@sportello/contracts/tickets/tickets.values';
import { IconPhoneCall, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentModal } from '../../../components/content-modal';
import { ResponsePanel } from '../../../components/response-panel';
import { SentWithCode } from '../../../components/sent-with-code';
import { HEADER_HEIGHT_PX, NARROW_QUERY } from '../../../config/theme';
import { useProductLabel } from '../../../lib/code-labels';
import { useUrlSearch } from '../../../lib/use-url-search';
import { fetchTicket, fetchTickets, myPlanQuery, supportKeys } from '../api/ticket-calls';
import { readListParams, type TicketListParams, writeListParams } from '../hooks/ticket-list-params';
import { CallbackForm } from './callback-form';
import { MessageList } from './message-list';
import { NewTicketForm } from './new-ticket-form';
import { TicketDetailPanel } from './ticket-detail';
import { itemSubtitle } from './ticket-labels';
import { TicketList } from './ticket-list';

export interface SupportAreaProps {
  /** Who is signed in and under which company parent: the area's data is fetched again when it changes. */
  sessionKey: string;
  /**
   * The vendor's operators and admins: they see every customer's items, so the area is named for
   * them and each item tells who asked and how to reach them.
   */
  staff: boolean;
  /**
   * The knowledge base's preview, shown under the list and the detail: a feature of its own, which
   * the support page passes in (features meet only in `app/`).
   */
  knowledgeBasePreview: ReactNode;
  /**
   * The live chat, under the heading (a feature of its own); it may open the new-ticket form, and
   * has the list read again when a conversation's transcript becomes a ticket.
   */
  chat?: (openTicket: () => void, refreshList: () => void) => ReactNode;
}

/**
 * The support area (spec §2): the list on the left, the selected item's detail on the right, the
 * detail modal for tickets, analyses and reports (other types do nothing), and the knowledge-base
 * preview below.
 */
export function SupportArea({ sessionKey, staff, knowledgeBasePreview, chat }: SupportAreaProps) {
  const { t } = useTranslation('support');
  const productLabel = useProductLabel();
  const queryClient = useQueryClient();
  const [search, changeSearch] = useUrlSearch();
  const params = readListParams(search);
  const selectedId = search.get('ticket');
  const [creating, setCreating] = useState(false);
  const [askingCallback, setAskingCallback] = useState(false);
  /** The code of the call-back just asked for, shown in its dialog until it is closed. */
  const [callbackCode, setCallbackCode] = useState<string | undefined>(undefined);
  const [modalOpen, setModalOpen] = useState(false);
  const detailRef = useRef<HTMLElement>(null);
  const narrow = useMediaQuery(NARROW_QUERY);

  const list = useQuery({
    queryKey: supportKeys.list(sessionKey, params),
    queryFn: () => fetchTickets(params),
    placeholderData: keepPreviousData,
  });
  const detail = useQuery({
    queryKey: supportKeys.detail(sessionKey, selectedId ?? ''),
    queryFn: () => fetchTicket(selectedId ?? ''),
    enabled: Boolean(selectedId),
  });

  // The list's state is in the URL; changing it is no new page, so the scroll position stays.
  const change = (c: Partial<TicketListParams> & { ticket?: string | null }) =>
    changeSearch((current) => writeListParams(current, c), { preventScrollReset: true });

  // On a phone the detail sits under the whole list: bring it to the person who tapped or wrote.
  const bringDetailOnScreen = () => {
    if (narrow) detailRef.current?.scrollIntoView({ block: 'start' });
  };

  const select = (item: TicketSummary) => {
    change({ ticket: item.Id });
    bringDetailOnScreen();
    // Analyses and reports are read, not discussed: they open straight in the detail modal.
    setModalOpen(item.Type === 'an' || item.Type === 'ri');
  };

  const updated = (ticket: TicketDetail) => {
    queryClient.setQueryData(supportKeys.detail(sessionKey, ticket.Id), ticket);
    void queryClient.invalidateQueries({ queryKey: supportKeys.lists(sessionKey) });
  };

  const opened = (ticket: TicketDetail) => {
    setCreating(false);
    updated(ticket);
    changeSearch(() => writeListParams(new URLSearchParams(), { ticket: ticket.Id }), {
      preventScrollReset: true,
    });
    bringDetailOnScreen();
  };

  const ticket = selectedId ? detail.data : undefined;
  // The plan is a courtesy line: when it cannot be loaded, the area works without it. The vendor's
  // staff have none of their own: they are the support.
  const plan = useQuery({ ...myPlanQuery(sessionKey), enabled: !staff }).data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t(staff ? 'shell.nav.supportTicketsStaff' : 'shell.nav.supportTickets', { ns: 'shell' })}
          </Title>
          <Text c="dimmed" size="sm">
            {t(staff ? 'support.subtitleStaff' : 'support.subtitle')}
          </Text>
          {plan && (
            <Group gap={6} mt={4}>
              <Text size="sm" data-testid="my-plan">
                {plan.EndsOn
                  ? t('support.plan.until', { name: plan.Name, date: formatDate(plan.EndsOn) })
                  : t('support.plan.name', { name: plan.Name })}
              </Text>
              {plan.Premium && (
                <Badge color="yellow.9" variant="outline" size="sm">
                  Premium
                </Badge>
              )}
            </Group>
          )}
        </div>
        <Group gap="xs">
          {/* Spec §6: the call-back is a subscriber's, under a premium plan of their own. */}
          {plan?.Premium && plan.Subscriber && (
            <Button
              variant="light"
              leftSection={<IconPhoneCall size={16} aria-hidden />}
              onClick={() => {
                setCallbackCode(undefined);
                setAskingCallback(true);
              }}
            >
              {t('support.callback.ask')}
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('support.new')}
          </Button>
        </Group>
      </Group>
      {chat?.(
        () => setCreating(true),
        () => void queryClient.invalidateQueries({ queryKey: supportKeys.lists(sessionKey) }),
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="support-list-title">
            <Title order={2} size="h4" id="support-list-title" mb="sm">
              {t('support.list.title')}
            </Title>
            <ResponsePanel busy={list.isPending} error={list.error ?? undefined} />
            <TicketList
              params={params}
              items={list.data?.Items}
              total={list.data?.Total ?? 0}
              lastPage={list.data?.PageCount ?? 0}
              selectedId={selectedId}
              onChange={change}
              onSelect={select}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            ref={detailRef}
            withBorder
            p="md"
            component="section"
            aria-label={t('support.detail.title')}
            style={{ scrollMarginTop: HEADER_HEIGHT_PX + 8 }}
          >
            {!selectedId && <Text c="dimmed">{t('support.detail.pick')}</Text>}
            {selectedId && <ResponsePanel busy={detail.isPending} error={detail.error ?? undefined} />}
            {ticket && (
              <TicketDetailPanel
                key={ticket.Id}
                ticket={ticket}
                onChanged={updated}
                onOpenModal={() => setModalOpen(true)}
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {knowledgeBasePreview}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('support.form.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('shell.close', { ns: 'shell' }) }}
      >
        {creating && <NewTicketForm onOpened={opened} onCancel={() => setCreating(false)} />}
      </Modal>
      <Modal
        opened={askingCallback}
        onClose={() => setAskingCallback(false)}
        title={t('support.callback.title')}
        closeButtonProps={{ 'aria-label': t('shell.close', { ns: 'shell' }) }}
      >
        {askingCallback && callbackCode === undefined && (
          <CallbackForm
            onSent={(code) => {
              setCallbackCode(code);
              void queryClient.invalidateQueries({ queryKey: supportKeys.lists(sessionKey) });
            }}
            onCancel={() => setAskingCallback(false)}
          />
        )}
        {/* The acknowledgement stays, with the code to copy, until the dialog is closed. */}
        {askingCallback && callbackCode !== undefined && (
          <SentWithCode
            sentence={t('support.callback.sent', { code: callbackCode })}
            code={callbackCode}
            copyLabel={t('support.detail.copyCode')}
          />
        )}
      </Modal>
      {ticket && MODAL_ITEM_TYPES.includes(ticket.Type) && (
        <ContentModal
          opened={modalOpen}
          onClose={() => setModalOpen(false)}
          title={ticket.Subject}
          subtitle={itemSubtitle(t, productLabel, ticket)}
        >
          <MessageList ticket={ticket} videosActive={modalOpen} />
        </ContentModal>
      )}
    </Stack>
  );
}
