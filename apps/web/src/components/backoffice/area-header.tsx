import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface AreaTab<K extends string> {
  key: K;
  label: string;
  to: string;
}

/**
 * The head of a back-office area whose lists share one menu entry (mailing's campaigns and
 * audiences, a campaign's entries, partners and their links): the area's title, a tab per list
 * (the current one marked for assistive technology too), and the page's own buttons.
 */
export function AreaHeader<K extends string>({
  title,
  tabs,
  current,
  actions,
}: {
  title: string;
  tabs: readonly AreaTab<K>[];
  current: K;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const currentLabel = tabs.find((tab) => tab.key === current)?.label ?? title;
  useDocumentTitle(`${currentLabel} · ${t('backoffice.title')}`);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">{actions}</Group>
      </Group>
      <Group gap="xs" component="nav" aria-label={title}>
        {tabs.map((tab) => (
          <Button
            key={tab.key}
            component={Link}
            to={tab.to}
            size="xs"
            variant={current === tab.key ? 'light' : 'subtle'}
            aria-current={current === tab.key ? 'page' : undefined}
          >
            {tab.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
