import { BACKOFFICE_CATALOGUES } from '@sportello/i18n/backoffice-catalogues';
import { SECURITY_CATALOGUES } from '@sportello/i18n/security-catalogues';
import { useTranslation } from 'react-i18next';
import { BackofficeApp } from '../../components/backoffice/backoffice-layout';
import { addCatalogues } from '../../lib/i18n';
import { BACKOFFICE_AREAS } from './backoffice-areas';

/** The back office with its texts and areas, one bundle that only RequireBackoffice loads. */
export function BackofficeRoute() {
  const { i18n } = useTranslation();
  addCatalogues(i18n, 'backoffice', BACKOFFICE_CATALOGUES);
  // The dialog of sensitive actions that ask for the second factor again (decision 078).
  addCatalogues(i18n, 'security', SECURITY_CATALOGUES);
  return <BackofficeApp areas={BACKOFFICE_AREAS} />;
}
