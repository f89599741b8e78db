import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import {
  Badge,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { routePath } from '@sportello/contracts/common/route';
import { TYPE_IDS, unwrap } from '@sportello/contracts/news/news.values';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { newsQuery } from '../api/news-calls';

const PAGE_SIZE = 10;

/** The customer's news: what the back office addressed to their company and role, newest first. */
export function NewsList() {
  const { t } = useTranslation('news');
  const [search, setSearch] = useSearchParams();
  const type = search.get('type') ?? '';
  const page = Math.max(0, Number.parseInt(search.get('page') ?? '0', 10) || 0);
  const list = useQuery(newsQuery({ Page: page, Size: PAGE_SIZE, ...(type && { Type: Number(type) }) }));
  const go = (next: { type?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextType = next.type ?? type;
    if (nextType) params.set('type', nextType);
    if (next.page) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('news.title')}
          </Title>
          {(list.data?.Unread ?? 0) > 0 && (
            <Badge color="red">{t('news.unreadCount', { count: list.data?.Unread })}</Badge>
          )}
        </Group>
        <Select
          aria-label={t('news.title')}
          placeholder={t('news.allTypes')}
          clearable
          value={type || null}
          onChange={(v) => go({ type: v ?? '', page: 0 })}
          data={TYPE_IDS.map((id) => ({ value: String(id), label: t(`news.type.${id}` as 'news.type.10') }))}
        />
      </Group>
      {list.isPending && <Loader />}
      {list.data?.Items.length === 0 && <Text c="dimmed">{t('news.empty')}</Text>}
      {list.data?.Items.map((item) => {
        const c = unwrap(item);
        if (!c) return null;
        return (
          <Card key={item.ComunicationId} withBorder padding="md">
            <UnstyledButton component={Link} to={routePath(paths.newsItem, { id: item.ComunicationId })}>
              <Group gap="xs" mb={4}>
                <Badge variant="light">{t(`news.type.${item.Type}` as 'news.type.10')}</Badge>
                {!item.Read && <Badge color="red">{t('news.unread')}</Badge>}
                <Text size="xs" c="dimmed">
                  {t('news.published', { date: dayjs(c.PublishFrom ?? c.CreatedAt).format('DD/MM/YYYY') })}
                </Text>
              </Group>
              {/* An item without the reader's version comes in Italian: screen readers say it so. */}
              <Text fw={item.Read ? 500 : 700} lang={c.Language}>
                {c.Title}
              </Text>
              {c.Summary && (
                <Text size="sm" c="dimmed" lang={c.Language}>
                  {c.Summary}
                </Text>
              )}
            </UnstyledButton>
          </Card>
        );
      })}
      {(list.data?.PageCount ?? 0) > 0 && (
        <Pagination
          total={(list.data?.PageCount ?? 0) + 1}
          value={page + 1}
          onChange={(value) => go({ page: value - 1 })}
        />
      )}
    </Stack>
  );
}
