import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from './use-page-title';

/**
 * Shown when a page throws while rendering: the generic error text instead of React Router's
 * developer screen. A full reload (plain link) starts again from a clean state. The error itself goes
 * to the browser's console, where a report (or the end-to-end suite) can find it.
 */
export function RouteErrorRoute() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
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
