import '@mantine/core/styles/Switch.layer.css';
import { Loader, Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SecondFactorState } from '@sportello/contracts/auth/second-factor.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useStepUp } from '../../../components/step-up';
import { useDialogs } from '../../../components/use-dialogs';
import { secondFactorQuery } from '../../../lib/session/second-factor-calls';
import { setCompanySecondFactorCall } from '../api/second-factor-calls';

/**
 * A company administrator's switch (decision 078): whether every user of the company must sign in
 * with two-step verification. Switching it on is confirmed first: the administrator is one of them.
 */
export function CompanySecondFactorPanel() {
  const { t } = useTranslation('security');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const state = useQuery(secondFactorQuery);
  // A rule of the company's security: a stale second factor is asked again (decision 078).
  const stepUp = useStepUp();
  const save = useMutation({
    mutationFn: (required: boolean) => stepUp.run(() => setCompanySecondFactorCall(required)),
    onSuccess: ({ Required }) => {
      queryClient.setQueryData(
        secondFactorQuery.queryKey,
        (current: SecondFactorState | undefined) => current && { ...current, CompanyRequires: Required },
      );
      // The administrator's own account now must (or need not) keep it.
      void queryClient.invalidateQueries({ queryKey: secondFactorQuery.queryKey });
      notifications.show({
        color: 'green',
        message: Required ? t('security.company.on') : t('security.company.off'),
      });
    },
  });

  const change = async (required: boolean) => {
    if (required && !(await dialogs.confirm({ message: t('security.company.confirmOn') }))) return;
    save.mutate(required);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="company-second-factor-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="company-second-factor-title">
          {t('security.company.title')}
        </Title>
        {state.isPending ? (
          <Loader role="status" size="sm" aria-label={t('security.loading')} />
        ) : state.isError ? (
          <ErrorAlert error={state.error} />
        ) : (
          <Switch
            label={t('security.company.required')}
            description={t('security.company.hint')}
            checked={save.isPending ? save.variables : state.data.CompanyRequires}
            disabled={save.isPending}
            onChange={(event) => void change(event.currentTarget.checked)}
          />
        )}
        <ErrorAlert error={save.error} />
      </Stack>
      {stepUp.modal}
    </Paper>
  );
}
