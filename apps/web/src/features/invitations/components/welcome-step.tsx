import { Stack, Text } from '@mantine/core';
import type { Invitation } from '@sportello/contracts/companies/invitations.contract';
import { useTranslation } from 'react-i18next';

/** Invitation step 0 (spec §2): who invites the user to which company, and what follows. */
export function WelcomeStep({ invitation, existing }: { invitation: Invitation; existing: boolean }) {
  const { t } = useTranslation('invitations');
  return (
    <Stack gap="sm" mt="md">
      <Text>
        {t('invitations.welcome.text', {
          inviter: invitation.InvitedBy ?? invitation.Company.Name,
          company: invitation.Company.Name,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {existing ? t('invitations.welcome.existing') : t('invitations.welcome.new')}
      </Text>
    </Stack>
  );
}
