import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../lib/error-text';
import { errorCatalogueOf } from '../lib/i18n';

/**
 * A failed call told in the user's language, above a form's button or in place of what could not be
 * loaded; nothing while there is no failure. Field errors go next to their fields instead.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const { i18n } = useTranslation();
  if (error === undefined || error === null) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {apiErrorText(errorCatalogueOf(i18n), error)}
    </Alert>
  );
}
