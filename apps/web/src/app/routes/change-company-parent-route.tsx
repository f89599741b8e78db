import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REDIRECT_URL_PARAM } from '../../config/paths';
import { ChangeCompanyParentPanel } from '../../features/auth/components/change-company-parent-panel';
import { usePageTitle } from './use-page-title';

/** `/ChangeCompanyParent?parent=<VAT>&redirectUrl=<path>` (spec §2 "Company-parent change"). */
export function ChangeCompanyParentRoute() {
  const { t } = useTranslation('login');
  const [searchParams] = useSearchParams();
  usePageTitle(t('login.changeParent.title'));
  return (
    <ChangeCompanyParentPanel
      parentCode={searchParams.get('parent')}
      redirectUrl={searchParams.get(REDIRECT_URL_PARAM)}
    />
  );
}
