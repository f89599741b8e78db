import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { unsubscribeCall, unsubscribeStateQuery } from '../api/unsubscribe-calls';

/**
 * The page of a campaign mail's unsubscribe link (decision 075): whose address it is (partly
 * hidden), one button to stop commercial mail, then what that means — service mail keeps coming —
 * and where to turn it back on. A link the portal did not make says so in words.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { t } = useTranslation('news');
  const state = useQuery(unsubscribeStateQuery(token));
  const confirm = useMutation({ mutationFn: () => unsubscribeCall(token) });

  if (state.isPending) return <Loader role="status" size="sm" aria-label={t('news.unsubscribe.loading')} />;
  if (state.error) return <ErrorAlert error={state.error} />;
  const done = confirm.isSuccess;
  const already = !done && state.data.Unsubscribed;
  return (
    <Stack gap="md">
      <Text>
        {t('news.unsubscribe.address')}{' '}
        <strong style={{ overflowWrap: 'anywhere' }}>{state.data.Email}</strong>
      </Text>
      {done || already ? (
        <Alert
          color="green"
          role="status"
          title={done ? t('news.unsubscribe.done') : t('news.unsubscribe.already')}
        >
          <Stack gap="xs">
            <Text size="sm">{t('news.unsubscribe.serviceMail')}</Text>
            <Text size="sm">
              {t('news.unsubscribe.turnBackOn')}{' '}
              <Anchor component={Link} to={paths.account.profile} size="sm">
                {t('news.unsubscribe.profile')}
              </Anchor>
            </Text>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('news.unsubscribe.explain')}
          </Text>
          <ErrorAlert error={confirm.error} />
          <Button
            onClick={() => confirm.mutate()}
            loading={confirm.isPending}
            h="auto"
            py="xs"
            // The whole sentence on a phone, on two lines if need be.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t('news.unsubscribe.button')}
          </Button>
        </>
      )}
    </Stack>
  );
}
