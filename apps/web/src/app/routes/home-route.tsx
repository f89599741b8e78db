import { Stack } from '@mantine/core';
import type { Role } from '@sportello/contracts/auth/login.contract';
import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { useTranslation } from 'react-i18next';
import { JoinSupportGroup } from '../../features/recovery/components/join-support-group';
import { SessionSummary } from '../../features/session/components/session-summary';
import { useSignedInSession } from '../../features/session/hooks/use-session';
import { addCatalogues } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

/**
 * The signed-in home page: who is signed in, for which company and parent company; customers may
 * also ask to join their company's support group (the vendor's staff are the support).
 */
const isCustomer = (role: Role) => role === 'user' || role === 'company_admin';

export function HomeRoute() {
  const { t, i18n } = useTranslation();
  // The support-group offer below is one of the recovery features.
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  const session = useSignedInSession();
  usePageTitle(t('shell.home'));
  return (
    <Stack gap="xl">
      <SessionSummary session={session} />
      {isCustomer(session.User.Role) && <JoinSupportGroup />}
    </Stack>
  );
}
