import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title';

/** The site root; the login form will take this place (spec §2 "Login (site root)"). */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(undefined);
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={720}>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('shell.welcome.title')}
        </Title>
        <Text size="lg">{t('shell.welcome.text')}</Text>
      </Stack>
    </Paper>
  );
}
