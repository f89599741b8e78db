import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title';

export interface PlaceholderRouteProps {
  titleKey:
    | 'shell.nav.supportTickets'
    | 'shell.nav.knowledgeBase'
    | 'shell.nav.profile'
    | 'shell.nav.company'
    | 'shell.register.title';
}

/** Stands in for a page that a later feature delivers, so that the menu already leads somewhere. */
export function PlaceholderRoute({ titleKey }: PlaceholderRouteProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{t('shell.comingSoon')}</Text>
    </Stack>
  );
}
