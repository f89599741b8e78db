import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsePanel } from '../../components/response-panel';

/** While the session is being checked: a quiet spinner, named for screen readers. */
export function SessionLoading() {
  const { t } = useTranslation();
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="md" aria-hidden />
        <Text c="dimmed">{t('shell.loading')}</Text>
      </Group>
    </Center>
  );
}

/** The session could not be checked (server unreachable, 5xx): the error, and a way to try again. */
export function SessionFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <ResponsePanel error={error} />
      <Button variant="default" onClick={retry}>
        {t('shell.retry')}
      </Button>
    </Stack>
  );
}
