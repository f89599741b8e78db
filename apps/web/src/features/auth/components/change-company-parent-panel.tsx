import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { safeReturnPath } from '../../../lib/return-url';
import { useChangeCompanyParent } from '../hooks/use-auth-mutations';

export interface ChangeCompanyParentPanelProps {
  /** The `parent` parameter: the VAT number of the parent company to switch to. */
  parentCode: string | null;
  /** The `redirectUrl` parameter: where the user was; followed only if it is a path of this site. */
  redirectUrl: string | null;
}

/**
 * The ChangeCompanyParent page's work (spec §2): switch the session's parent company, then go back
 * to the page the user came from (or home), replacing this page in the history so that Back does not
 * switch again.
 */
export function ChangeCompanyParentPanel({ parentCode, redirectUrl }: ChangeCompanyParentPanelProps) {
  const { t, i18n } = useTranslation('login');
  const navigate = useNavigate();
  const change = useChangeCompanyParent();
  const { mutate } = change;
  const requested = parentCode?.trim() ?? '';
  // One call per requested switch, also when development mode runs effects twice.
  const started = useRef<string | undefined>(undefined);

  useEffect(() => {
    const request = `${requested}\n${redirectUrl ?? ''}`;
    if (!requested || started.current === request) return;
    started.current = request;
    mutate(requested, {
      onSuccess: () => navigate(safeReturnPath(redirectUrl) ?? paths.home, { replace: true }),
    });
  }, [requested, redirectUrl, mutate, navigate]);

  if (!requested || change.isError) {
    const catalogue = errorCatalogueOf(i18n);
    return (
      <Stack gap="md" align="flex-start">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          w="100%"
          maw={640}
        >
          {requested ? apiErrorText(catalogue, change.error) : t('ERROR_BAD_PARENT', { ns: 'errors' })}
        </Alert>
        <Button component={Link} to={paths.home} variant="default">
          {t('shell.backHome', { ns: 'shell' })}
        </Button>
      </Stack>
    );
  }

  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{t('login.changeParent.busy')}</Text>
    </Group>
  );
}
