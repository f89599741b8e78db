import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { errorBodyText } from '../lib/error-text';
import { errorCatalogueOf } from '../lib/i18n';
import { abortPageRequests } from '../lib/navigation-abort';

export interface ResponsePanelProps {
  /** A call is running: the panel shows the loading indicator. */
  busy?: boolean;
  /** The failure of the last call, usually an `ApiError` (e.g. a TanStack Query `error`). */
  error?: unknown;
  /**
   * What the "Annulla" button next to the loading indicator stops (spec §7: the wrapper cancels
   * pending requests, also on a click). By default every pending request of the page: each then
   * fails with status 0 and its panel says the operation was cancelled.
   */
  onCancel?: () => void;
}

/**
 * The spec's response panel (§4, §8): loading while busy, with a button that cancels the pending
 * requests; on error, status 400 shows the message,
 * status 0 the cancelled-operation message, 409 nothing (the page handles the conflict itself),
 * and any other status the generic error label plus the message.
 */
export function ResponsePanel({ busy = false, error, onCancel = abortPageRequests }: ResponsePanelProps) {
  const { t, i18n } = useTranslation();

  if (busy) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('shell.loading')}</Text>
        <Button size="compact-xs" variant="subtle" onClick={() => onCancel()}>
          {t('shell.cancel')}
        </Button>
      </Group>
    );
  }
  if (error === undefined || error === null) return null;

  const status = error instanceof ApiError ? error.status : -1;
  if (status === 409) return null;
  if (status === 0) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('MSG_OPERAZIONE_ANNULLATA', { ns: 'errors' })}
      </Alert>
    );
  }

  const message = errorBodyText(errorCatalogueOf(i18n), error instanceof ApiError ? error.body : undefined);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={status === 400 ? undefined : t('shell.errorLabel')}
    >
      {message}
    </Alert>
  );
}
