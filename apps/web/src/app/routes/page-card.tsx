import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of the public pages a visitor goes through alone (registration, invitation, recovery):
 * one card with the page's title and a line saying what it is for.
 */
export interface PageCardProps {
  title: string;
  subtitle: string;
  maxWidth: number;
  children: ReactNode;
}

export function PageCard({ title, subtitle, maxWidth, children }: PageCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={maxWidth} mx="auto" w="100%">
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
  );
}
