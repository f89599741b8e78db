import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import { routePath } from '@sportello/contracts/common/route';
import { unwrap } from '@sportello/contracts/news/news.values';
import { IconNews } from '@tabler/icons-react';
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
import { newsQuery } from '../api/news-calls';

/** How many unread items the card lists. */
const SHOWN = 3;
/**
 * The news list's first page, as the news page asks for it (one cached answer for both): the
 * unread count is the server's, the unread items listed are those among the latest.
 */
const FIRST_PAGE = { Page: 0, Size: 10 };

/**
 * The home page's card of the news area (decision 030): how many communications the user has not
 * opened yet, and the latest of them, each opening its page.
 */
export function NewsHomeCard() {
  const { t } = useTranslation('news');
  const query = useQuery(newsQuery(FIRST_PAGE));
  return (
    <HomeCard
      title={t('news.home.title')}
      icon={IconNews}
      link={{ to: paths.news, label: t('news.home.all') }}
    >
      <HomeCardBody query={query}>
        {(data) => {
          const unread = data.Items.filter((item) => !item.Read).slice(0, SHOWN);
          if (data.Unread === 0) return <Text c="dimmed">{t('news.home.empty')}</Text>;
          return (
            <>
              <HomeCardCount value={data.Unread} label={t('news.home.count', { count: data.Unread })} />
              <HomeCardLinks label={t('news.home.title')}>
                {unread.map((item) => {
                  const content = unwrap(item);
                  if (!content) return null;
                  return (
                    <HomeCardLink
                      key={item.ComunicationId}
                      to={routePath(paths.newsItem, { id: item.ComunicationId })}
                    >
                      <Group gap="xs" mb={2} wrap="nowrap">
                        <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                          {t(`news.type.${item.Type}` as 'news.type.10')}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {formatDate(content.PublishFrom ?? content.CreatedAt)}
                        </Text>
                      </Group>
                      <Text fw={600} size="sm" lineClamp={2} lang={content.Language}>
                        {content.Title}
                      </Text>
                    </HomeCardLink>
                  );
                })}
              </HomeCardLinks>
            </>
          );
        }}
      </HomeCardBody>
    </HomeCard>
  );
}
