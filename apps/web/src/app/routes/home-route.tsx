import { Stack } from '@mantine/core';
import type { Role } from '@sportello/contracts/auth/login.contract';
import { useTranslation } from 'react-i18next';
import { JoinSupportGroup } from '../../features/recovery/components/join-support-group';
import { SessionSummary } from '../../features/session/components/session-summary';
import { useSignedInSession } from '../../features/session/hooks/use-session';
import { usePageTitle } from './use-page-title';

/**
 * The signed-in home page: who is signed in, for which company and parent company; customers may
 * also ask to join their company's support group (the vendor's staff are the support).
 */
const isCustomer = (role: Role) => role === 'user' || role === 'company_admin';

export function HomeRoute() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  usePageTitle(t('shell.home'));
  return (
    <Stack gap="xl">
      <SessionSummary session={session} />
      {isCustomer(session.User.Role) && <JoinSupportGroup />}
    </Stack>
  );
}
