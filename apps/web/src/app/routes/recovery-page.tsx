import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { portalSettingsQuery } from '../../lib/portal-settings-query';
import { PageCard, type PageCardProps } from './page-card';
import { usePageTitle } from './use-page-title';

/**
 * The frame of the public recovery pages (retrieve credentials, reset password, retrieve info):
 * title, subtitle, and the portal's page-error setting (spec §8) for the content.
 */
export function RecoveryPage({
  children,
  ...card
}: Omit<PageCardProps, 'children'> & { children: (showErrors: boolean) => ReactNode }) {
  usePageTitle(card.title);
  // Until the settings arrive (or if they cannot), failures are hidden: the safer reading.
  const showErrors = useQuery(portalSettingsQuery).data?.ShowPageErrors ?? false;

  return <PageCard {...card}>{children(showErrors)}</PageCard>;
}
