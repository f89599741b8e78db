import '@mantine/core/styles/Badge.layer.css';
import { Badge, Stack, Text } from '@mantine/core';
import type { TicketDetail } from '@sportello/contracts/tickets/tickets.contract';
import { useTranslation } from 'react-i18next';
import { TicketMessageCard } from '../../../components/ticket-message-card';
import { VideoFrame } from './video-frame';

export interface MessageListProps {
  ticket: TicketDetail;
  /**
   * Where the messages' videos play: in the detail modal, on while it is open. Left out (the side
   * panel), a message says that its video is in the preview instead.
   */
  videosActive?: boolean;
}

/** A ticket's conversation in order, with each message's attachments as download links. */
export function MessageList({ ticket, videosActive }: MessageListProps) {
  const { t } = useTranslation('support');
  return (
    <Stack
      gap="xs"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('support.detail.messages')}
    >
      {ticket.Messages.map((m) => (
        <TicketMessageCard
          key={m.Id}
          ticketId={ticket.Id}
          message={m}
          attachmentsLabel={t('support.detail.attachments')}
          background={m.FromSupport ? 'var(--mantine-color-gray-0)' : undefined}
          badge={
            m.FromSupport && (
              <Badge size="xs" variant="filled" color="blue.8">
                {t('support.detail.fromSupport')}
              </Badge>
            )
          }
        >
          {m.Videos.length > 0 &&
            (videosActive === undefined ? (
              <Text size="xs" c="dimmed" mt="xs">
                {t('support.detail.videoInPreview')}
              </Text>
            ) : (
              <Stack gap="xs" mt="xs">
                {m.Videos.map((src, i) => (
                  <VideoFrame
                    key={src}
                    src={src}
                    title={t('support.detail.video', { number: i + 1 })}
                    active={videosActive}
                  />
                ))}
              </Stack>
            ))}
        </TicketMessageCard>
      ))}
    </Stack>
  );
}
