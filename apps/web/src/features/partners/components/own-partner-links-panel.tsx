import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDialogs } from '../../../components/use-dialogs';
import { fetchOwnPartnerLinks, unlinkOwnPartnerLink } from '../api/own-partner-links-calls';

export interface OwnPartnerLinksPanelProps {
  /** Who is signed in: the list is loaded again when it changes. */
  sessionKey: string;
}

/**
 * The profile's links to partner applications (decision 080): which applications find the user by
 * the key they know them by, since when, and unlinking one (confirmed). Beside the identity-provider
 * links and alike, since both say who else may recognise the account.
 */
export function OwnPartnerLinksPanel({ sessionKey }: OwnPartnerLinksPanelProps) {
  const { t } = useTranslation('partners');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const queryKey = ['own-partner-links', sessionKey];
  const links = useQuery({ queryKey, queryFn: ({ signal }) => fetchOwnPartnerLinks(signal) });
  const [failure, setFailure] = useState<unknown>(undefined);
  const [removing, setRemoving] = useState<number | undefined>(undefined);

  const unlink = async (id: number, partner: string) => {
    setFailure(undefined);
    if (
      !(await dialogs.confirm({ message: t('partners.profile.confirm', { partner }), confirmColor: 'red' }))
    )
      return;
    setRemoving(id);
    try {
      await unlinkOwnPartnerLink(id);
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setFailure(error);
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      id="partner-links"
      aria-labelledby="own-partner-links-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="own-partner-links-title">
          {t('partners.profile.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('partners.profile.intro')}
        </Text>
        <ErrorAlert error={links.error} />
        {links.isPending && <Loader size="sm" aria-label={t('partners.profile.loading')} />}
        {links.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('partners.profile.none')}
          </Text>
        )}
        {links.data?.map((link) => (
          <Group key={link.Id} justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {link.PartnerName}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[
                  t('partners.profile.key', { key: link.PartnerUserKey }),
                  t('partners.profile.linkedAt', { date: formatDateTime(link.LinkedAt) }),
                ].join(' · ')}
              </Text>
            </div>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={removing === link.Id}
              onClick={() => void unlink(link.Id, link.PartnerName)}
              aria-label={t('partners.profile.unlinkNamed', { partner: link.PartnerName })}
            >
              {t('partners.profile.unlink')}
            </Button>
          </Group>
        ))}
        <ErrorAlert error={failure} />
      </Stack>
    </Paper>
  );
}
