import '@mantine/core/styles/Badge.layer.css';
import { Group, Text } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import { IconLifebuoy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HomeCard,
  HomeCardBody,
  HomeCardCount,
  HomeCardLink,
  HomeCardLinks,
} from '../../../components/home-card';
import { paths } from '../../../config/paths';
import { notClosedQuery } from '../api/ticket-calls';
import { writeListParams } from '../hooks/ticket-list-params';
import { ItemStateBadge } from './item-state-badge';
import { itemCode } from './ticket-labels';

const itemHref = (id: string) =>
  `${paths.support.tickets}?${writeListParams(new URLSearchParams(), { ticket: id })}`;
/** The whole list, the items still open first. */
const listHref = `${paths.support.tickets}?${writeListParams(new URLSearchParams(), { sort: 'state', dir: 'asc' })}`;

export interface SupportHomeCardProps {
  /** Who is signed in and under which company parent (the items depend on both). */
  sessionKey: string;
}

/**
 * The home page's card of the support area (decision 030): how many of the user's items are not
 * closed yet, and the latest few, each opening in the support area. The vendor's staff see every
 * company's (decision 012).
 */
export function SupportHomeCard({ sessionKey }: SupportHomeCardProps) {
  const { t } = useTranslation('support');
  const query = useQuery(notClosedQuery(sessionKey));
  return (
    <HomeCard
      title={t('support.home.title')}
      icon={IconLifebuoy}
      link={{ to: listHref, label: t('support.home.all') }}
    >
      <HomeCardBody query={query}>
        {(data) =>
          data.Total === 0 ? (
            <Text c="dimmed">{t('support.home.empty')}</Text>
          ) : (
            <>
              <HomeCardCount value={data.Total} label={t('support.home.count', { count: data.Total })} />
              <HomeCardLinks label={t('support.home.latest')}>
                {data.Latest.map((item) => (
                  <HomeCardLink key={item.Id} to={itemHref(item.Id)}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                        {item.Subject}
                      </Text>
                      <ItemStateBadge item={item} size="sm" />
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t(`support.type.${item.Type}`)} · {itemCode(item)} ·{' '}
                      {t('support.list.updated', { date: formatDate(item.UpdatedAt) })}
                    </Text>
                  </HomeCardLink>
                ))}
              </HomeCardLinks>
            </>
          )
        }
      </HomeCardBody>
    </HomeCard>
  );
}
