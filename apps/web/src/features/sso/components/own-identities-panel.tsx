import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { useIdentityProviderLabel } from '../../../lib/code-labels';
import { fetchOwnIdentities, removeOwnIdentity } from '../api/sso-calls';

export interface OwnIdentitiesPanelProps {
  /** Who is signed in: the list is loaded again when it changes. */
  sessionKey: string;
}

/**
 * The profile's identity-provider links: which providers sign the user in, with the address each
 * gave, and unlinking one (confirmed). The server keeps the last one of a user without a password of
 * the portal, and says why next to the list.
 */
export function OwnIdentitiesPanel({ sessionKey }: OwnIdentitiesPanelProps) {
  const { t } = useTranslation('login');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const queryKey = ['own-identities', sessionKey];
  const links = useQuery({ queryKey, queryFn: ({ signal }) => fetchOwnIdentities(signal) });
  const [failure, setFailure] = useState<unknown>(undefined);
  const [removing, setRemoving] = useState<string | undefined>(undefined);
  const providerName = useIdentityProviderLabel();

  const unlink = async (id: string, provider: string) => {
    setFailure(undefined);
    if (!(await dialogs.confirm({ message: t('login.profile.identities.confirm', { provider }) }))) return;
    setRemoving(id);
    try {
      await removeOwnIdentity(id);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setFailure(error);
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="own-identities-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="own-identities-title">
          {t('login.profile.identities.title')}
        </Title>
        <ErrorAlert error={links.error} />
        {links.isPending && <Loader size="sm" aria-label={t('login.profile.identities.loading')} />}
        {links.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('login.profile.identities.none')}
          </Text>
        )}
        {links.data?.map((link) => {
          const provider = providerName(link.Provider);
          return (
            <Group key={link.Id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {provider}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    link.Email,
                    t('login.profile.identities.linkedAt', { date: formatDateTime(link.LinkedAt) }),
                    link.LastUsedAt &&
                      t('login.profile.identities.lastUsedAt', { date: formatDateTime(link.LastUsedAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                loading={removing === link.Id}
                onClick={() => void unlink(link.Id, provider)}
                aria-label={t('login.profile.identities.unlinkNamed', { provider })}
              >
                {t('login.profile.identities.unlink')}
              </Button>
            </Group>
          );
        })}
        <ErrorAlert error={failure} />
      </Stack>
    </Paper>
  );
}
