import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { isLanguageId } from '@sportello/i18n/languages';
import { IconBook, IconBuilding, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { ssoStartHref } from '../../features/sso/api/sso-calls';
import { saveSsoReturnUrl } from '../../features/sso/api/sso-memory';
import { SsoButtons } from '../../features/sso/components/sso-buttons';
import { SsoErrorAlert } from '../../features/sso/components/sso-error-alert';
import { ssoErrorKeyOf } from '../../features/sso/hooks/sso-steps';
import { assignLocation } from '../../lib/browser-location';
import { portalSettingsQuery } from '../../lib/portal-settings-query';
import { safeReturnPath } from '../../lib/return-url';
import { afterSignInPath } from './after-sign-in';
import { SessionFailed, SessionLoading } from './session-states';
import { usePageTitle } from './use-page-title';

/**
 * The site root (spec §2 "Login (site root)"): the welcome text and the sign-in form for visitors;
 * signed-in users go on to their return URL or home. `?lgt=l` forces the local form: no single-sign-on
 * buttons. `?ssoError=<key>` (the provider was unreachable when the sign-on started) is told above the
 * form, which keeps working.
 */
export function LoginRoute() {
  const { t } = useTranslation('login');
  const state = useSession();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const { languageId, changeLanguage } = useLanguage();
  const settings = useQuery(portalSettingsQuery).data;
  usePageTitle(t('login.title'));

  const localOnly = searchParams.get('lgt') === 'l';
  const ssoErrorParam = searchParams.get('ssoError');
  const ssoError =
    ssoErrorParam === null ? undefined : (ssoErrorKeyOf(ssoErrorParam) ?? 'ERROR_MONITOR_AUTHSSO');

  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'error') return <SessionFailed error={state.error} retry={state.retry} />;
  if (state.status === 'signedIn') {
    return <Navigate to={afterSignInPath(state.session, search, languageId)} replace />;
  }

  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing={{ base: 'xl', md: 48 }}
      maw={1040}
      mx="auto"
      py={{ base: 'xs', sm: 'xl' }}
      // Top-aligned: an error alert growing the form must not move the welcome text.
      style={{ alignItems: 'start' }}
    >
      <Welcome />
      <Paper
        withBorder
        shadow="sm"
        radius="md"
        p={{ base: 'lg', sm: 'xl' }}
        w="100%"
        maw={460}
        mx={{ base: 0, md: 'auto' }}
      >
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('login.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('login.subtitle')}
            </Text>
          </Stack>
          {ssoError !== undefined && <SsoErrorAlert errorKey={ssoError} />}
          <LoginForm
            localOnly={localOnly}
            onSsoRequired={() => {
              // ForceTsid: even a forced local form (?lgt=l) gives way to the first configured provider.
              const provider = settings?.SsoProviders?.[0];
              if (!provider) return false;
              const returnPath = safeReturnPath(searchParams.get(RETURN_URL_PARAM));
              saveSsoReturnUrl(returnPath);
              assignLocation(ssoStartHref(provider.Id, returnPath));
              return true;
            }}
            onSignedIn={(result) => {
              // The user's own language (spec: Login result Language) replaces the one of the login page.
              const userLanguage = result.Language.Id;
              if (isLanguageId(userLanguage) && userLanguage !== languageId) changeLanguage(userLanguage);
            }}
          />
          {!localOnly && <SsoButtons returnPath={safeReturnPath(searchParams.get(RETURN_URL_PARAM))} />}
          <FormLinks />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

/**
 * Small links under the form: the recovery pages (spec §2 Retrieve credentials, Retrieve info) and,
 * for a customer's colleague who has no account yet, the registration wizard.
 */
function FormLinks() {
  const { t } = useTranslation('login');
  const links = [
    { to: `${paths.retrieveCredentials}?mode=password`, label: t('login.links.forgotPassword') },
    { to: `${paths.retrieveCredentials}?mode=username`, label: t('login.links.forgotUserName') },
    { to: paths.retrieveInfo, label: t('login.links.help') },
    { to: paths.register, label: t('login.links.register') },
  ];
  return (
    <Stack gap={6} align="flex-start">
      {links.map(({ to, label }) => (
        <Anchor key={label} component={Link} to={to} size="sm">
          {label}
        </Anchor>
      ))}
    </Stack>
  );
}

const HIGHLIGHTS = [
  { icon: IconTicket, key: 'shell.nav.supportTickets' },
  { icon: IconBook, key: 'shell.nav.knowledgeBase' },
  { icon: IconBuilding, key: 'shell.nav.company' },
] as const;

function Welcome() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" pt={{ base: 0, md: 48 }}>
      <Title order={1} size="h2">
        {t('shell.welcome.title')}
      </Title>
      <Text size="lg">{t('shell.welcome.text')}</Text>
      <Box component="ul" m={0} p={0} visibleFrom="sm" style={{ listStyle: 'none' }}>
        {HIGHLIGHTS.map(({ icon: ItemIcon, key }) => (
          <Group component="li" key={key} gap="sm" mt="xs" wrap="nowrap">
            <ThemeIcon size={30} radius="md" variant="light" aria-hidden>
              <ItemIcon size={18} stroke={1.6} />
            </ThemeIcon>
            <Text>{t(key)}</Text>
          </Group>
        ))}
      </Box>
    </Stack>
  );
}
