import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The frame of the public pages a visitor goes through alone (registration, invitation, recovery):
 * one card with the page's title and a line saying what it is for, and the way back to the sign-in
 * page above it (the header's logo leads there too, but few read it as a link).
 */
export interface PageCardProps {
  title: string;
  subtitle: string;
  maxWidth: number;
  children: ReactNode;
}

export function PageCard({ title, subtitle, maxWidth, children }: PageCardProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="sm" maw={maxWidth} mx="auto" w="100%">
      <Anchor component={Link} to={paths.login} size="sm" style={{ alignSelf: 'flex-start' }}>
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
        {t('shell.backToSignIn')}
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
