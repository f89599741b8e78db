import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalForm } from '../../../lib/use-portal-form';
import type { PersonForm } from '../hooks/user-form';

export interface UserPersonFieldsProps<V extends PersonForm> {
  form: PortalForm<V>;
  disabled: boolean;
  /** Only what an invitation sends (the address and the language): the person gives the rest. */
  invitation?: boolean;
  /** Said under the e-mail address (an edited address is no longer verified). */
  emailHint?: string;
}

const LANGUAGES = [
  { value: '1', label: 'Italiano' },
  { value: '2', label: 'English' },
];

/**
 * A person's data in the back office's user forms (edit and create), two columns from tablet width:
 * names and e-mail address required, fiscal code and phones optional (decision 034).
 */
export function UserPersonFields<V extends PersonForm>({
  form,
  disabled,
  invitation = false,
  emailHint,
}: UserPersonFieldsProps<V>) {
  const { t } = useTranslation('backoffice');
  // The form's values extend PersonForm, so these names are fields of it.
  const input = (field: keyof PersonForm & string) => ({ ...form.getInputProps(field), disabled });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {!invitation && (
        <>
          <TextInput
            label={t('backoffice.users.firstName')}
            required
            maxLength={100}
            autoComplete="off"
            {...input('FirstName')}
          />
          <TextInput
            label={t('backoffice.users.lastName')}
            required
            maxLength={100}
            autoComplete="off"
            {...input('LastName')}
          />
        </>
      )}
      <TextInput
        label={t('backoffice.users.email')}
        description={emailHint}
        required
        type="email"
        maxLength={254}
        autoComplete="off"
        spellCheck={false}
        {...input('Email')}
      />
      {!invitation && (
        <>
          <TextInput
            label={t('backoffice.users.fiscalCode')}
            maxLength={16}
            autoCapitalize="characters"
            spellCheck={false}
            {...input('FiscalCode')}
          />
          <TextInput
            label={t('backoffice.users.phoneNumber')}
            description={t('backoffice.users.phoneHint')}
            type="tel"
            maxLength={32}
            {...input('PhoneNumber')}
          />
          <TextInput
            label={t('backoffice.users.mobilePhone')}
            description={t('backoffice.users.phoneHint')}
            type="tel"
            maxLength={32}
            {...input('MobilePhone')}
          />
        </>
      )}
      <Select
        label={t('backoffice.users.language')}
        data={LANGUAGES}
        allowDeselect={false}
        {...input('LanguageId')}
      />
    </SimpleGrid>
  );
}
