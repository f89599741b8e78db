import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from './use-page-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const title = t('shell.notFound.title');
  usePageTitle(title);
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <Text fw={700} c="blue.8" size="xl" aria-hidden>
        404
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{t('shell.notFound.text')}</Text>
      <Button component={Link} to={paths.login}>
        {t('shell.backHome')}
      </Button>
    </Stack>
  );
}
