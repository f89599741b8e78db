import { Alert, Text } from '@mantine/core';
import { translate } from '@sportello/i18n/translate';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTexts } from '../../../lib/translator';

/**
 * The text of an error key the server put in an address (`?ssoError=`): its catalogue text, or the
 * generic identity-provider error for a key the catalogue does not know (never the raw key).
 */
export function useSsoErrorText(): (key: string) => string {
  const { errors: catalogue } = useTexts('shell');
  return (key) => {
    const known = catalogue !== undefined && Object.hasOwn(catalogue, key);
    return translate(catalogue, known ? key : 'ERROR_MONITOR_AUTHSSO');
  };
}

/** Spec §8: a single-sign-on failure (e.g. the provider unreachable) is told on the sign-in page. */
export function SsoErrorAlert({ errorKey }: { errorKey: string }) {
  const text = useSsoErrorText();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Text size="sm">{text(errorKey)}</Text>
    </Alert>
  );
}
