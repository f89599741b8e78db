import { Alert, Stack, Text, Title } from '@mantine/core';
import { INVITATIONS_CATALOGUES } from '@sportello/i18n/invitations-catalogues';
import { SECURITY_CATALOGUES } from '@sportello/i18n/security-catalogues';
import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { useTranslation } from 'react-i18next';
import { CompanySecondFactorPanel } from '../../features/auth/components/company-second-factor-panel';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { CompanyPeoplePage } from '../../features/invitations/components/company-people-page';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/**
 * Administrators of a company manage its users and invitations here; so do the vendor's staff whose
 * back-office role allows it (the server says which: the page shows its refusal as this text too).
 */
const MANAGES_PEOPLE = new Set(['company_admin', 'operator', 'admin']);

/**
 * The signed-in user's company: its name and, for its administrators, users and invitations, and
 * whether its users must sign in with two-step verification.
 */
export function CompanyRoute() {
  const { t, i18n } = useTranslation('invitations');
  addCatalogues(i18n, 'invitations', INVITATIONS_CATALOGUES);
  // The invitation form names the products (the support area's).
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  // The administrators' two-step verification switch (decision 078).
  addCatalogues(i18n, 'security', SECURITY_CATALOGUES);
  const session = useSignedInSession();
  const { languageId } = useLanguage();
  const title = t('invitations.people.title');
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          {session.Company.Name} · {session.Company.VatCode}
        </Text>
      </Stack>
      {MANAGES_PEOPLE.has(session.User.Role) ? (
        <CompanyPeoplePage languageId={languageId} selfUserName={session.User.UserName} />
      ) : (
        <Alert variant="light">{t('invitations.people.notAdmin')}</Alert>
      )}
      {/* Only the company's own administrators decide it for its users (decision 078). */}
      {session.User.Role === 'company_admin' && <CompanySecondFactorPanel key={sessionScope(session)} />}
    </Stack>
  );
}
