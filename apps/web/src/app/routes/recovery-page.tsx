import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { portalSettingsQuery } from '../../features/session/api/portal-settings-query';
import { usePageTitle } from './use-page-title';

/**
 * The frame of the public recovery pages (retrieve credentials, reset password, retrieve info):
 * title, subtitle, and the portal's page-error setting (spec §8) for the content.
 */
export function RecoveryPage({
  title,
  subtitle,
  maxWidth,
  children,
}: {
  title: string;
  subtitle: string;
  maxWidth: number;
  children: (showErrors: boolean) => ReactNode;
}) {
  usePageTitle(title);
  // Until the settings arrive (or if they cannot), failures are hidden: the safer reading.
  const showErrors = useQuery(portalSettingsQuery).data?.ShowPageErrors ?? false;

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={maxWidth} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {children(showErrors)}
      </Stack>
    </Paper>
  );
}
