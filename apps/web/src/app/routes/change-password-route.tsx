import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { isPasswordChangeRequired, useSignedInSession } from '../../features/auth/hooks/use-session';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { safeReturnPath, withLanguageParam } from '../../lib/return-url';
import { usePageTitle } from './use-page-title';

/**
 * The change-password page: required after sign-in when the password expired or must change (every
 * other page leads here until it is done), and open to any local user who wants to change it.
 * Afterwards the user continues to the return URL or home.
 */
export function ChangePasswordRoute() {
  const { t } = useTranslation('login');
  const session = useSignedInSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { languageId } = useLanguage();
  const title = t('login.changePassword.title');
  usePageTitle(title);
  // Decided once, at arrival: after the change the refreshed session no longer requires it.
  const [required] = useState(() => isPasswordChangeRequired(session));

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={560}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">
            {required ? t('login.changePassword.requiredText') : t('login.changePassword.voluntaryText')}
          </Text>
        </Stack>
        <ChangePasswordForm
          personal={{
            firstName: session.User.FirstName,
            lastName: session.User.LastName,
            userName: session.User.UserName,
          }}
          onChanged={() => {
            const returnPath = safeReturnPath(searchParams.get(RETURN_URL_PARAM));
            navigate(returnPath ? withLanguageParam(returnPath, languageId) : paths.home, { replace: true });
          }}
        />
      </Stack>
    </Paper>
  );
}
