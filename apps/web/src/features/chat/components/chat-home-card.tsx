import { Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeCard } from '../../../components/home-card';
import { paths } from '../../../config/paths';
import { openingParts } from '../../../lib/opening-time';
import { availabilityQuery, myConversationsQuery } from '../api/chat-calls';

/**
 * The home page's card of the live chat (decision 037): a conversation under way, or whether an
 * operator is there now, or when the chat opens next; nothing for those it is not offered to.
 */
export function ChatHomeCard({ sessionKey }: { sessionKey: string }) {
  const { t, i18n } = useTranslation('support');
  const availability = useQuery(availabilityQuery(sessionKey)).data;
  const mine = useQuery(myConversationsQuery(sessionKey)).data;
  if (!availability || !mine) return null;
  const current = mine.find((c) => c.State !== 'closed');
  if (!current && availability.Reason === 'plan') return null;
  const text = current
    ? current.State === 'waiting'
      ? t('support.chat.waiting')
      : t('support.chat.with', { name: current.OperatorName })
    : availability.Open
      ? t('support.chat.home.open')
      : availability.NextOpening
        ? t('support.chat.nextOpening', openingParts(availability.NextOpening, i18n.language))
        : t('support.chat.closedOffline');
  return (
    <HomeCard
      title={t('support.chat.title')}
      icon={IconMessageCircle}
      link={{
        to: paths.support.tickets,
        label: t(current ? 'support.chat.home.resume' : 'support.chat.home.go'),
      }}
    >
      <Text>{text}</Text>
    </HomeCard>
  );
}
