import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PersonDataFields,
  type PersonFieldsShown,
  type PersonValues,
} from '../../../components/person-data-fields';
import type { PortalForm } from '../../../lib/use-portal-form';

export interface UserStepProps {
  form: PortalForm<PersonValues>;
  /** The verified company's name. */
  companyName: string | undefined;
  /** The company was proven by the secure code mailed to it: this user becomes its administrator. */
  bySecureCode: boolean;
  /** A company reached through the identity provider: its users have no password here. */
  passwordless: boolean;
  shown: PersonFieldsShown;
  times: { TimeValue: number; Label: string }[];
  busy: boolean;
}

/** Registration step 1 (spec §2, §5): the verified company, then the user's data. */
export function UserStep({
  form,
  companyName,
  bySecureCode,
  passwordless,
  shown,
  times,
  busy,
}: UserStepProps) {
  const { t } = useTranslation('registration');
  return (
    <Stack gap="md" mt="md">
      {companyName !== undefined && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
          {t('registration.company.verified', { name: companyName })}
          {bySecureCode && <Text size="sm">{t('registration.company.secureCodeValid')}</Text>}
          {passwordless && <Text size="sm">{t('registration.user.ssoNoPassword')}</Text>}
        </Alert>
      )}
      <PersonDataFields form={form} shown={shown} times={times} busy={busy} />
    </Stack>
  );
}
