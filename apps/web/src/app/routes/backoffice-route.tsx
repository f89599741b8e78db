import { BACKOFFICE_CATALOGUES } from '@sportello/i18n/backoffice-catalogues';
import { useTranslation } from 'react-i18next';
import { BackofficeApp } from '../../features/backoffice/components/backoffice-layout';
import { useSignedInSession } from '../../features/session/hooks/use-session';
import { addCatalogues } from '../../lib/i18n';

/** The back office with its texts, one bundle that only RequireBackoffice loads. */
export function BackofficeRoute() {
  const { i18n } = useTranslation();
  const session = useSignedInSession();
  addCatalogues(i18n, 'backoffice', BACKOFFICE_CATALOGUES);
  return <BackofficeApp userName={session.User.UserName} />;
}
