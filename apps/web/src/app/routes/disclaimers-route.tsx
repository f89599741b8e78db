import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import { PendingDisclaimersForm } from '../../features/disclaimers/components/pending-disclaimers-form';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { safeReturnPath, withLanguageParam } from '../../lib/return-url';
import { refreshSession } from '../../lib/session/session-query';
import { usePageTitle } from './use-page-title';

/**
 * The disclaimers to answer since sign-in (decision 059): every other page leads here until they are
 * answered; afterwards the user continues to the return URL or home.
 */
export function DisclaimersRoute() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { languageId } = useLanguage();
  const title = t('login.disclaimers.title');
  usePageTitle(title);
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={760}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('login.disclaimers.intro')}</Text>
        </Stack>
        <PendingDisclaimersForm
          onDone={async () => {
            await refreshSession(queryClient);
            const returnPath = safeReturnPath(searchParams.get(RETURN_URL_PARAM));
            navigate(returnPath ? withLanguageParam(returnPath, languageId) : paths.home, { replace: true });
          }}
        />
      </Stack>
    </Paper>
  );
}
