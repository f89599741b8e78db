import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconCheck, IconHeadset } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { reloadPage } from '../../../lib/browser-location';
import { errorKeyOf } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { joinSupportGroup } from '../api/support-request-calls';

/** Spec §7: after a successful join the message stays readable for 3 s, then the page reloads. */
export const JOIN_RELOAD_DELAY_MS = 3000;

/**
 * A signed-in user asks to join their company's support group (the spec's WRC join). The request
 * becomes a support ticket on the server. The page shows the server's `Message` (MSG_SUPPORT_WRC_DONE
 * when it sends none) and reloads after 3 s. A failure is the spec's ERROR_HTTP_TOKEN alert (§7), in
 * the portal's alert dialog; only a refusal because an earlier request is still open says so instead.
 */
export function JoinSupportGroup() {
  const { t, i18n } = useTranslation('recovery');
  const catalogue = errorCatalogueOf(i18n);
  const dialogs = useDialogs();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [doneText, setDoneText] = useState('');
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const join = async () => {
    const confirmed = await dialogs.confirm({ message: t('recovery.joinSupport.confirm') });
    if (!confirmed) return;
    setState('busy');
    try {
      const answer = await joinSupportGroup();
      setDoneText(localizeMessage(catalogue, answer.Message?.trim() || 'MSG_SUPPORT_WRC_DONE'));
      setState('done');
      reloadTimer.current = setTimeout(reloadPage, JOIN_RELOAD_DELAY_MS);
    } catch (error) {
      setState('idle');
      const pending = errorKeyOf(error) === 'ERROR_SUPPORT_WRC_PENDING';
      await dialogs.alert({
        message: localizeMessage(catalogue, pending ? 'ERROR_SUPPORT_WRC_PENDING' : 'ERROR_HTTP_TOKEN'),
      });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('recovery.joinSupport.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('recovery.joinSupport.intro')}
        </Text>
        {state === 'done' ? (
          <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} role="status">
            {doneText}
          </Alert>
        ) : (
          <Button
            variant="light"
            leftSection={<IconHeadset size={18} aria-hidden />}
            loading={state === 'busy'}
            onClick={() => void join()}
          >
            {t('recovery.joinSupport.submit')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
