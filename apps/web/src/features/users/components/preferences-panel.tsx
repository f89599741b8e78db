import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Button, Loader, MultiSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOPICS } from '@sportello/contracts/companies/invitations.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { isProduct, type Product, useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { usePortalForm } from '../../../lib/use-portal-form';
import { fetchPreferences, storePreferences } from '../api/preferences-calls';

type Topic = (typeof TOPICS)[number];
const isTopic = (code: string): code is Topic => (TOPICS as readonly string[]).includes(code);

export interface PreferencesPanelProps {
  /** Who is signed in and under which company parent: the lists are loaded again when it changes. */
  sessionKey: string;
}

/**
 * The products whose news the user does not want and the topics they follow (decision 011). A list
 * the company administrator keeps (its can-modify flag off) is shown, not editable. Below them, the
 * user's own choice of commercial mail (campaigns, decision 075), saved as soon as it is switched.
 */
export function PreferencesPanel({ sessionKey }: PreferencesPanelProps) {
  const { t, i18n } = useTranslation(['invitations', 'support', 'errors']);
  const productLabel = useProductLabel();
  const catalogue = errorCatalogueOf(i18n);
  const queryClient = useQueryClient();
  const queryKey = ['preferences', sessionKey];
  const preferences = useQuery({ queryKey, queryFn: fetchPreferences, retry: false });
  // The user's changes not saved yet; until a list is changed (null) it shows what the server has.
  const form = usePortalForm<{ excluded: Product[] | null; topics: Topic[] | null }>({
    initialValues: { excluded: null, topics: null },
    validate: () => ({}),
  });
  const busy = form.submitting;
  const newsLetter = useMutation({
    mutationFn: (on: boolean) => storePreferences({ NewsLetter: on }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      notifications.show({
        color: 'green',
        message: saved.NewsLetter
          ? t('invitations.preferences.newsLetterOn')
          : t('invitations.preferences.newsLetterOff'),
      });
    },
    onError: (error) => notifications.show({ color: 'red', message: apiErrorText(catalogue, error) }),
  });

  if (preferences.error) return <ErrorAlert error={preferences.error} />;
  if (!preferences.data) return <Loader role="status" aria-label={t('invitations.loading')} />;
  const { CanModifyExcludedProducts: canProducts, CanModifyTopics: canTopics } = preferences.data;
  const excluded =
    form.values.excluded ?? preferences.data.ExcludedProducts.map((p) => p.Code).filter(isProduct);
  const topics = form.values.topics ?? preferences.data.Topics.map((p) => p.Code).filter(isTopic);

  const submit = form.onSubmit(async () => {
    try {
      const saved = await storePreferences({
        ...(canProducts && { ExcludedProducts: excluded }),
        ...(canTopics && { Topics: topics }),
      });
      queryClient.setQueryData(queryKey, saved);
      form.reset();
      notifications.show({ color: 'green', message: localizeMessage(catalogue, 'MSG_DATA_UPDATED') });
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="preferences-title">
      <form onSubmit={submit} aria-busy={busy}>
        <Stack gap="md">
          <Title order={2} size="h3" id="preferences-title">
            {t('invitations.preferences.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invitations.preferences.intro')}
          </Text>
          <MultiSelect
            label={t('invitations.excludedProducts')}
            description={canProducts ? undefined : t('invitations.preferences.keptByAdmin')}
            data={PRODUCTS.map((code) => ({
              value: code,
              label: productLabel(code),
            }))}
            value={excluded}
            onChange={(values) => form.setFieldValue('excluded', values.filter(isProduct))}
            disabled={!canProducts || busy}
            clearable
          />
          <MultiSelect
            label={t('invitations.topics')}
            description={canTopics ? undefined : t('invitations.preferences.keptByAdmin')}
            data={TOPICS.map((code) => ({
              value: code,
              label: t(`invitations.topic.${code}` as 'invitations.topic.fiscal'),
            }))}
            value={topics}
            onChange={(values) => form.setFieldValue('topics', values.filter(isTopic))}
            disabled={!canTopics || busy}
            clearable
          />
          <ErrorAlert error={form.failure} />
          {(canProducts || canTopics) && (
            <Button type="submit" loading={busy} w="fit-content">
              {t('invitations.preferences.save')}
            </Button>
          )}
          <Switch
            label={t('invitations.preferences.newsLetter')}
            description={t('invitations.preferences.newsLetterHint')}
            checked={newsLetter.isPending ? newsLetter.variables : preferences.data.NewsLetter}
            onChange={(event) => newsLetter.mutate(event.currentTarget.checked)}
            disabled={newsLetter.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
