import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsePanel } from './response-panel';

export interface HomeCardProps {
  title: string;
  icon: Icon;
  /** The area the card sums up: where "see all" leads. */
  link?: { to: string; label: string };
  children: ReactNode;
}

/**
 * One card of the signed-in home page (decision 030): a feature's summary of what concerns the user,
 * named by its title (a region), with a link to the feature's area at the bottom.
 */
export function HomeCard({ title, icon: CardIcon, link, children }: HomeCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
            <CardIcon size={20} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
        </Group>
        <Stack gap="sm" style={{ flex: 1 }}>
          {children}
        </Stack>
        {link && (
          <Anchor component={Link} to={link.to} size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
            <Group gap={4} wrap="nowrap" component="span">
              {link.label}
              <IconArrowRight size={16} stroke={1.8} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** The parts of a TanStack Query result a card reads. */
export interface CardQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A card's content from its query: what `children` makes of the data (kept when a later refresh
 * fails), the loading indicator, or the failure with a way to try again — the other cards stay as
 * they are.
 */
export function HomeCardBody<T>({
  query,
  children,
}: {
  query: CardQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (!query.isError || query.isFetching) return <ResponsePanel busy />;
  return (
    <Stack gap="xs" align="flex-start">
      <ResponsePanel error={query.error} />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => void query.refetch()}
      >
        {t('shell.retry')}
      </Button>
    </Stack>
  );
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Keeps a card that fails while rendering (a bug, an answer of an unexpected shape) from taking the
 * home page down with it: the card's place shows the generic error instead (React reports the
 * error to the console, as for any boundary).
 */
export class HomeCardBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <FailedCard /> : this.props.children;
  }
}

/** The response panel's text for a failure that is not a call's: "Error" and the interrupted-operation text. */
function FailedCard() {
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <ResponsePanel error={new Error('home card')} />
    </Paper>
  );
}

/** The figure a card leads with: a large number and what it counts. */
export function HomeCardCount({ value, label }: { value: number; label: string }) {
  return (
    <Text>
      <Text span fz={28} fw={700} lh={1}>
        {value}
      </Text>{' '}
      <Text span c="dimmed">
        {label}
      </Text>
    </Text>
  );
}

/** The few latest items a card lists, each a link into its area (`HomeCardLink`). */
export function HomeCardLinks({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

export function HomeCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to}
        display="block"
        p="xs"
        w="100%"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        {children}
      </UnstyledButton>
    </li>
  );
}
