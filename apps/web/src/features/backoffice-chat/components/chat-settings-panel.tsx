import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { CHAT_DESK_KEY } from '../../../lib/backoffice/chat-queue-query';
import { useProductLabel } from '../../../lib/code-labels';
import { chatPlansQuery, chatSettingsQuery, saveChatSettingsCall } from '../api/chat-desk-calls';

/**
 * Who may chat (decision 037): the plans and the products the chat is open to, none meaning everyone.
 * Part of the chat's hours, so the calendar's permission reads and changes it.
 */
export function ChatSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const queryClient = useQueryClient();
  const settings = useQuery(chatSettingsQuery);
  const plans = useQuery(chatPlansQuery);
  const [chosen, setChosen] = useState({ plans: [] as string[], products: [] as string[] });
  useEffect(() => {
    if (settings.data) setChosen({ plans: settings.data.Plans, products: settings.data.Products });
  }, [settings.data]);
  const save = useMutation({
    mutationFn: () => saveChatSettingsCall({ Plans: chosen.plans, Products: chosen.products }),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('backoffice.chat.settingsSaved') });
      return queryClient.invalidateQueries({ queryKey: CHAT_DESK_KEY });
    },
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chat-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="chat-settings-title">
          {t('backoffice.chat.settings')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('backoffice.chat.settingsHelp')}
        </Text>
        <ErrorAlert error={settings.error ?? save.error ?? undefined} />
        <Group grow align="flex-start">
          <MultiSelect
            label={t('backoffice.chat.plans')}
            placeholder={chosen.plans.length ? undefined : t('backoffice.chat.everyone')}
            data={(plans.data ?? []).map((p) => ({ value: p.Code, label: p.Name }))}
            value={chosen.plans}
            onChange={(value) => setChosen((c) => ({ ...c, plans: value }))}
            disabled={!canEdit}
            clearable
          />
          <MultiSelect
            label={t('backoffice.chat.products')}
            placeholder={chosen.products.length ? undefined : t('backoffice.chat.everyone')}
            data={PRODUCTS.map((p) => ({ value: p, label: productLabel(p) }))}
            value={chosen.products}
            onChange={(value) => setChosen((c) => ({ ...c, products: value }))}
            disabled={!canEdit}
            clearable
          />
        </Group>
        {canEdit && (
          <Group>
            <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!settings.data}>
              {t('backoffice.chat.saveSettings')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
