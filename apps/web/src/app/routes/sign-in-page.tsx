import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { LoginResult, PortalSettings } from '@sportello/contracts/auth/login.contract';
import { IconBook, IconBuilding, IconTicket } from '@tabler/icons-react';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { ssoStartHref } from '../../features/sso/api/sso-calls';
import { saveSsoReturnUrl } from '../../features/sso/api/sso-memory';
import { SsoButtons } from '../../features/sso/components/sso-buttons';
import { SsoErrorAlert } from '../../features/sso/components/sso-error-alert';
import { ssoErrorKeyOf } from '../../features/sso/hooks/sso-steps';
import { AppLink } from '../../lib/app-link';
import { assignLocation } from '../../lib/browser-location';
import { safeReturnPath } from '../../lib/return-url';
import { useTexts } from '../../lib/translator';

export interface SignInPageProps {
  /** The address's query: `lgt`, `returnUrl`, `ssoError`. */
  search: string;
  /** The portal's public settings once they have arrived (the identity providers to offer). */
  settings: PortalSettings | undefined;
  /** The same settings, fetched if need be. */
  loadSettings: () => Promise<PortalSettings>;
  /** See LoginForm: the page moves on once the sign-in is complete. */
  onSignedIn: (result: LoginResult) => Promise<boolean>;
}

/**
 * The site root as a visitor sees it (spec §2 "Login (site root)"): the welcome text and the sign-in
 * form. `?lgt=l` forces the local form: no single-sign-on buttons. `?ssoError=<key>` (the provider was
 * unreachable when the sign-on started) is told above the form, which keeps working. Rendered by the
 * app's login route and, pre-rendered, by the sign-in page's own entry (decision 050): it reads no
 * router, query cache or i18next.
 */
export function SignInPage({ search, settings, loadSettings, onSignedIn }: SignInPageProps) {
  const { t } = useTexts('login');
  const query = new URLSearchParams(search);
  const localOnly = query.get('lgt') === 'l';
  const returnPath = safeReturnPath(query.get(RETURN_URL_PARAM));
  const ssoErrorParam = query.get('ssoError');
  const ssoError =
    ssoErrorParam === null ? undefined : (ssoErrorKeyOf(ssoErrorParam) ?? 'ERROR_MONITOR_AUTHSSO');

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
            loadSettings={loadSettings}
            onSignedIn={onSignedIn}
            returnPath={returnPath}
            onSsoRequired={() => {
              // ForceTsid: even a forced local form (?lgt=l) gives way to the first configured provider.
              const provider = settings?.SsoProviders?.[0];
              if (!provider) return false;
              saveSsoReturnUrl(returnPath);
              assignLocation(ssoStartHref(provider.Id, returnPath));
              return true;
            }}
          />
          {!localOnly && <SsoButtons providers={settings?.SsoProviders ?? []} returnPath={returnPath} />}
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
  const { t } = useTexts('login');
  const links = [
    { to: `${paths.retrieveCredentials}?mode=password`, label: t('login.links.forgotPassword') },
    { to: `${paths.retrieveCredentials}?mode=username`, label: t('login.links.forgotUserName') },
    { to: paths.retrieveInfo, label: t('login.links.help') },
    { to: paths.register, label: t('login.links.register') },
  ];
  return (
    <Stack gap={6} align="flex-start">
      {links.map(({ to, label }) => (
        <Anchor key={label} component={AppLink} to={to} size="sm">
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
  const { t } = useTexts('shell');
  return (
    <Stack gap="md" pt={{ base: 0, md: 48 }}>
      <Title order={1} size="h2">
        {/* The product's name marked, as the header's is: the server writes the vendor's brand in. */}
        {t('shell.welcome.title')} <span data-brand-name>{t('shell.appName')}</span>
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
