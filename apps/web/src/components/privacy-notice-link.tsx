import { Anchor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { portalSettingsQuery } from '../lib/portal-settings-query';

/**
 * "Read the privacy notice", next to every box that says it was read. It opens in a new tab, so that
 * a half-filled form stays as it is. The vendor's own notice when configured (PRIVACY_URL), else the
 * portal's page.
 */
export function PrivacyNoticeLink() {
  const { t } = useTranslation();
  const { data } = useQuery(portalSettingsQuery);
  return (
    <Anchor href={data?.PrivacyUrl ?? paths.privacy} target="_blank" rel="noopener noreferrer" size="sm">
      {t('shell.privacy.read')} <IconExternalLink size={14} aria-label={t('shell.newTab')} />
    </Anchor>
  );
}
