import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { usePageTitle } from './use-page-title';

/**
 * Shown when a page throws while rendering: the generic error text instead of React Router's
 * developer screen. A full reload (plain link) starts again from a clean state.
 */
export function RouteErrorRoute() {
  const { t } = useTranslation();
  const title = t('shell.errorLabel');
  usePageTitle(title);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{t('ERROR_GENERIC', { ns: 'errors' })}</Text>
        <Button component="a" href={paths.login}>
          {t('shell.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
