import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Text } from '@mantine/core';
import type { NewsItem } from '@sportello/contracts/news/news.contract';
import type { Severity } from '@sportello/contracts/news/news.values';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const SEVERITY_COLOR: Record<Severity, string> = { info: 'blue', warning: 'orange', critical: 'red' };

/** The item's own fields, as its type has them: the alert's severity, the event's date and place, the release. */
export function NewsDetails({ item }: { item: NewsItem }) {
  const { t } = useTranslation('news');
  const { Severity, EventDate, EventPlace, Version, ReleaseDate } = item.Details;
  const date = (iso: string, format = 'DD/MM/YYYY') => dayjs(iso).format(format);
  return (
    <>
      {Severity && (
        <Group mb="sm">
          <Badge color={SEVERITY_COLOR[Severity]} variant="filled">
            {t(`news.severity.${Severity}`)}
          </Badge>
        </Group>
      )}
      {EventDate && (
        <Text mb="sm">
          {t('news.eventAt', { date: date(EventDate, 'DD/MM/YYYY HH:mm'), place: EventPlace ?? '' })}
        </Text>
      )}
      {(Version || ReleaseDate) && (
        <Text mb="sm">
          {[
            Version && t('news.version', { version: Version }),
            ReleaseDate &&
              t(item.Type === 16 ? 'news.releasePlanned' : 'news.releaseMade', { date: date(ReleaseDate) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </>
  );
}
