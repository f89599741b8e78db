import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from './error-alert';
import { useDialogs } from './use-dialogs';

/** One thing that recognises the account, as the panel lists it. */
export interface AccountLink {
  id: string | number;
  /** Who recognises it: a provider, a partner application. */
  name: string;
  /** What else to say of it, joined with `·` (empty parts left out). */
  details: readonly (string | false | null | undefined)[];
}

/** The panel's words, in the user's language. */
export interface AccountLinksTexts {
  title: string;
  intro?: string;
  loading: string;
  none: string;
  unlink: string;
  unlinkNamed(name: string): string;
  confirm(name: string): string;
}

/**
 * A profile panel of what recognises the account besides its password — identity providers,
 * partner applications — each with what it knows, and unlinking one after a confirmation; the
 * server's refusal is said under the list. `id` anchors the panel (mails link to it).
 */
export function AccountLinksPanel<L>({
  id,
  queryKey,
  load,
  remove,
  describe,
  texts,
}: {
  id: string;
  queryKey: readonly unknown[];
  load(signal: AbortSignal): Promise<L[]>;
  remove(link: AccountLink): Promise<unknown>;
  describe(link: L): AccountLink;
  texts: AccountLinksTexts;
}) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const [failure, setFailure] = useState<unknown>(undefined);
  const [removing, setRemoving] = useState<AccountLink['id'] | undefined>(undefined);

  const unlink = async (link: AccountLink) => {
    setFailure(undefined);
    if (!(await dialogs.confirm({ message: texts.confirm(link.name), confirmColor: 'red' }))) return;
    setRemoving(link.id);
    try {
      await remove(link);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setFailure(error);
    } finally {
      setRemoving(undefined);
    }
  };

  const titleId = `${id}-title`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" id={id} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {texts.title}
        </Title>
        {texts.intro && (
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
        )}
        <ErrorAlert error={links.error} />
        {links.isPending && <Loader role="status" size="sm" aria-label={texts.loading} />}
        {links.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        )}
        {links.data?.map(describe).map((link) => (
          <Group key={link.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {link.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {link.details.filter(Boolean).join(' · ')}
              </Text>
            </div>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={removing === link.id}
              onClick={() => void unlink(link)}
              aria-label={texts.unlinkNamed(link.name)}
            >
              {texts.unlink}
            </Button>
          </Group>
        ))}
        <ErrorAlert error={failure} />
      </Stack>
    </Paper>
  );
}
