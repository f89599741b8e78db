import '@mantine/core/styles/Radio.layer.css';
import { Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalForm } from '../../../lib/use-portal-form';
import type { CompanyValues } from '../hooks/registration-forms';

/**
 * Registration step 0 (spec §2): the company's identifier, by its type, and its user code — or the
 * secure code mailed to the company, for its first user (`secureCodeRequest` asks for one).
 */
export function CompanyStep({
  form,
  readOnly,
  secureCodeRequest,
}: {
  form: PortalForm<CompanyValues>;
  readOnly: boolean;
  secureCodeRequest?: ReactNode;
}) {
  const { t } = useTranslation('registration');
  return (
    <Stack gap="md" mt="md">
      <Text size="sm">{t('registration.company.intro')}</Text>
      <Radio.Group {...form.getInputProps('vatCodeType')} label={t('registration.company.vatCodeType')}>
        <Group gap="lg" mt={4}>
          <Radio value="1" label={t('registration.company.vatCodeType.1')} />
          <Radio value="2" label={t('registration.company.vatCodeType.2')} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...form.getInputProps('vatCode')}
          label={t('registration.company.vatCode')}
          name="vatCode"
          readOnly={readOnly}
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <TextInput
          {...form.getInputProps('userCode')}
          label={t('registration.company.userCode')}
          description={t('registration.company.userCodeHint')}
          name="userCode"
          readOnly={readOnly}
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
      </SimpleGrid>
      {secureCodeRequest}
    </Stack>
  );
}
