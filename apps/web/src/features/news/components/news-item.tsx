import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import { unwrap } from '@sportello/contracts/news/news.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { markReadCall, newsItemQuery } from '../api/news-calls';
import { NewsDetails } from './news-details';

/** One news item; opening it marks it read. The body is HTML the server has already sanitised. */
export function NewsItem() {
  const { t, i18n } = useTranslation('news');
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const item = useQuery({ ...newsItemQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const markRead = useMutation({
    mutationFn: markReadCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news', 'list'] }),
  });
  const unread = item.data && !item.data.Read;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened unread item
  useEffect(() => {
    if (unread) markRead.mutate(id);
  }, [unread, id]);

  const c = item.data && unwrap(item.data);
  return (
    <Stack gap="md" maw={900}>
      <Group>
        <Button variant="subtle" component={Link} to={paths.news}>
          {t('news.back')}
        </Button>
      </Group>
      {item.isPending && <Loader />}
      {item.isError && <Alert color="red">{apiErrorText(errorCatalogueOf(i18n), item.error)}</Alert>}
      {c && (
        // In the reader's language when the item has that version, in Italian otherwise.
        <article lang={c.Language}>
          <Group gap="xs" mb="xs">
            <Badge variant="light">{t(`news.type.${c.Type}` as 'news.type.10')}</Badge>
            <Text size="sm" c="dimmed">
              {t('news.published', { date: dayjs(c.PublishFrom ?? c.CreatedAt).format('DD/MM/YYYY') })}
            </Text>
          </Group>
          <Title order={1} size="h2" mb="sm">
            {c.Title}
          </Title>
          {c.Summary && (
            <Text fw={500} mb="sm">
              {c.Summary}
            </Text>
          )}
          <NewsDetails item={c} />
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved */}
            <div dangerouslySetInnerHTML={{ __html: c.Body }} />
          </Typography>
          {c.Details.SourceUrl && (
            <Anchor href={c.Details.SourceUrl} target="_blank" rel="noopener noreferrer">
              {t('news.source')}
            </Anchor>
          )}
        </article>
      )}
    </Stack>
  );
}
