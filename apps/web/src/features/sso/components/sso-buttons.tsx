import { Button, Divider, Stack } from '@mantine/core';
import type { SsoProviderInfo } from '@sportello/contracts/auth/login.contract';
import { IconKey } from '@tabler/icons-react';
import { useTexts } from '../../../lib/translator';
import { ssoStartHref } from '../api/sso-calls';
import { saveSsoReturnUrl } from '../api/sso-memory';

const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

export interface SsoButtonsProps {
  /** The configured identity providers (the portal's public settings); none while they load. */
  providers: readonly SsoProviderInfo[];
  /** The sign-in page's return URL, already checked to be a path of this site. */
  returnPath: string | undefined;
}

/**
 * One "Accedi con <provider>" button per configured identity provider, under the local form. They are
 * plain links: the browser must leave for the provider (a fetch cannot follow its sign-in pages).
 * Nothing shows while the settings load or when none are configured: the local form works alone.
 */
export function SsoButtons({ providers, returnPath }: SsoButtonsProps) {
  const { t } = useTexts('login');
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('login.sso.or')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.Id}
          component="a"
          href={ssoStartHref(provider.Id, returnPath)}
          // The return URL waits in this tab for the landing page (the server takes none back to it).
          onClick={() => saveSsoReturnUrl(returnPath)}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconKey size={18} stroke={1.6} aria-hidden />}
          // Providers' names may be long (they come from configuration): on a phone the label wraps
          // instead of being cut.
          styles={WRAPPING_LABEL}
        >
          {t('login.sso.signInWith', { name: provider.Name })}
        </Button>
      ))}
    </Stack>
  );
}
