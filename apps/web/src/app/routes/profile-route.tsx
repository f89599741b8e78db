import { Stack, Title } from '@mantine/core';
import { IVR_CATALOGUES } from '@sportello/i18n/ivr-catalogues';
import { useTranslation } from 'react-i18next';
import { IvrCredentialsPanel } from '../../features/ivr/components/ivr-credentials-panel';
import { useSignedInSession } from '../../features/session/hooks/use-session';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/** The signed-in user's profile page; for now it hosts the IVR credentials panel. */
export function ProfileRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'ivr', IVR_CATALOGUES);
  const session = useSignedInSession();
  const title = t('shell.nav.profile');
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <IvrCredentialsPanel sessionKey={sessionScope(session)} />
    </Stack>
  );
}
