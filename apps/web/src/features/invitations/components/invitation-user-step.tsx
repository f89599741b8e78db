import '@mantine/core/styles/Badge.layer.css';
import { Badge, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PersonDataFields,
  type PersonFieldsShown,
  type PersonValues,
} from '../../../components/person-data-fields';
import type { PortalForm } from '../../../lib/use-portal-form';

export interface InvitationUserStepProps {
  form: PortalForm<PersonValues>;
  /** The address the invitation was sent to: the new user's, not editable. */
  email: string;
  /** An existing account: only the user name of its new account. */
  existing: boolean;
  shown: PersonFieldsShown;
  times: { TimeValue: number; Label: string }[];
  busy: boolean;
}

/** Invitation step 2 (spec §2, §5): the invitation's address, then the user's data. */
export function InvitationUserStep({ form, email, existing, shown, times, busy }: InvitationUserStepProps) {
  const { t } = useTranslation('invitations');
  return (
    <Stack gap="md" mt="md">
      <TextInput
        label={t('invitations.user.email')}
        value={email}
        readOnly
        rightSection={<Badge size="xs">{t('invitations.user.fromInvitation')}</Badge>}
        rightSectionWidth={110}
      />
      {existing ? (
        <TextInput
          {...form.getInputProps('userName')}
          label={t('invitations.user.newUserName')}
          description={t('invitations.user.newUserNameHint')}
          name="userName"
          readOnly={busy}
          autoComplete="username"
          spellCheck={false}
          required
        />
      ) : (
        <PersonDataFields form={form} shown={shown} times={times} busy={busy} />
      )}
    </Stack>
  );
}
