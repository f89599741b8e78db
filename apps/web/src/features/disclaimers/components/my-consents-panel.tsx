import '@mantine/core/styles/Badge.layer.css';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MyConsent } from '@sportello/contracts/registration/disclaimers.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { answerConsentCall, myConsentsQuery } from '../api/disclaimers-calls';

/**
 * The profile's privacy and consents (decision 059): every disclaimer of the user's company type with
 * the user's last answer; an optional consent can be given or withdrawn (each a new record).
 */
export function MyConsentsPanel() {
  const { t, i18n } = useTranslation('login');
  const queryClient = useQueryClient();
  const consents = useQuery(myConsentsQuery);
  const answer = useMutation({
    mutationFn: ({ id, accepted }: { id: number; accepted: boolean }) => answerConsentCall(id, accepted),
    onSuccess: (list) => queryClient.setQueryData(myConsentsQuery.queryKey, list),
  });
  const list: MyConsent[] = consents.data ?? [];
  if (consents.isSuccess && list.length === 0) return null;
  const state = (c: MyConsent) =>
    !c.Answer
      ? t('login.consents.none')
      : t(c.Answer.Accepted ? 'login.consents.accepted' : 'login.consents.refused', {
          date: dayjs(c.Answer.At).format('DD/MM/YYYY HH:mm'),
          version: c.Answer.Version,
        });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('login.consents.title')}
        </Title>
        {answer.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(errorCatalogueOf(i18n), answer.error)}
          </Alert>
        )}
        {list.map((c) => {
          const accepted = c.Answer?.Accepted === true && c.Answer.Version === c.Version;
          return (
            <Group key={c.DisclaimerId} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Group gap="xs">
                  <Text fw={600}>{c.Title}</Text>
                  <Badge color={c.Mandatory ? 'red' : 'gray'} variant="light">
                    {c.Mandatory ? t('login.disclaimers.mandatory') : t('login.disclaimers.optional')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {state(c)}
                </Text>
              </Stack>
              {!c.Mandatory && (
                <Button
                  size="compact-sm"
                  variant={accepted ? 'default' : 'light'}
                  loading={answer.isPending && answer.variables?.id === c.DisclaimerId}
                  onClick={() => answer.mutate({ id: c.DisclaimerId, accepted: !accepted })}
                >
                  {accepted
                    ? t('login.consents.withdraw', { title: c.Title })
                    : t('login.consents.give', { title: c.Title })}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
