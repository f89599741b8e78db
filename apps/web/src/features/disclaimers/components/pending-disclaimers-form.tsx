import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, Title, Typography } from '@mantine/core';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { localizeMessage } from '@sportello/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { pendingDisclaimersQuery, signDisclaimersCall } from '../api/disclaimers-calls';

type Answers = Record<number, 'yes' | 'no'>;

/**
 * The disclaimers waiting for the user's answer since sign-in (decision 059), each with its text and
 * an accept / refuse choice: every one must be answered; a mandatory one refused means no access,
 * which the page says before sending the answers.
 */
export function PendingDisclaimersForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('login');
  const pending = useQuery(pendingDisclaimersQuery);
  const [answers, setAnswers] = useState<Answers>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [unanswered, setUnanswered] = useState(false);
  const list: Disclaimer[] = pending.data ?? [];
  const refusesMandatory = list.some((d) => d.Mandatory && answers[d.Id] === 'no');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (list.some((d) => !answers[d.Id])) {
      setUnanswered(true);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await signDisclaimersCall(
        list.map((d) => ({ Id: d.Id, Version: d.Version, Accepted: answers[d.Id] === 'yes' })),
      );
      onDone();
    } catch (error) {
      setFailure(error);
      setBusy(false);
      // A new version published since the page loaded: the texts to answer are shown again.
      if (errorKeyOf(error) === 'ERROR_DISCLAIMERS_MUST_ACCEPT') {
        setAnswers({});
        void pending.refetch();
      }
    }
  };

  if (pending.isPending) return <Text>{t('login.disclaimers.loading')}</Text>;
  if (pending.isError)
    return <Alert color="red">{apiErrorText(errorCatalogueOf(i18n), pending.error)}</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {list.map((d) => (
          <Paper key={d.Id} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group gap="xs">
                <Title order={2} size="h4">
                  {d.Title}
                </Title>
                <Badge color={d.Mandatory ? 'red' : 'gray'} variant="light">
                  {d.Mandatory ? t('login.disclaimers.mandatory') : t('login.disclaimers.optional')}
                </Badge>
              </Group>
              <Typography fz="sm">
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved */}
                <div dangerouslySetInnerHTML={{ __html: d.Text }} />
              </Typography>
              <Radio.Group
                name={`disclaimer-${d.Id}`}
                label={t('login.disclaimers.answer', { title: d.Title })}
                value={answers[d.Id] ?? null}
                onChange={(value) => setAnswers({ ...answers, [d.Id]: value as 'yes' | 'no' })}
                error={unanswered && !answers[d.Id] ? t('login.disclaimers.required') : undefined}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="yes" label={t('login.disclaimers.accept')} disabled={busy} />
                  <Radio value="no" label={t('login.disclaimers.refuse')} disabled={busy} />
                </Group>
              </Radio.Group>
            </Stack>
          </Paper>
        ))}
        {refusesMandatory && (
          <Alert color="orange" role="status">
            {t('login.disclaimers.refusalWarning')}
          </Alert>
        )}
        {failure !== undefined && (
          <Alert color="red" role="alert">
            {/* The ids the server names are for programs: the texts above are shown again instead. */}
            {errorKeyOf(failure) === 'ERROR_DISCLAIMERS_MUST_ACCEPT'
              ? localizeMessage(errorCatalogueOf(i18n), 'ERROR_DISCLAIMERS_MUST_ACCEPT')
              : apiErrorText(errorCatalogueOf(i18n), failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('login.disclaimers.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
