import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Fieldset, Group, MultiSelect, Select, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TagMultiSelect } from '../../../components/backoffice/tag-select';
import { useCompanyTypeLabel, useProductLabel } from '../../../lib/code-labels';
import type { PortalForm } from '../../../lib/use-portal-form';
import { audienceValuesQuery } from '../api/communications-calls';
import type { CommunicationForm } from '../hooks/communication-form';

export interface AudienceFieldsProps {
  form: PortalForm<CommunicationForm>;
  disabled: boolean;
}

/** The chosen values first known to the list, then those chosen that it lacks (kept, never dropped). */
const withChosen = <T extends { value: string }>(
  known: T[],
  chosen: string[],
  unknown: (code: string) => T,
) => [...known, ...chosen.filter((code) => !known.some((k) => k.value === code)).map(unknown)];

/**
 * Who receives the communication: products (the portal's list, by name), company types and group
 * codes (those the companies have, with how many have each; a new group code may be typed), tags and
 * the user role. Nothing chosen in a filter: everyone. An item keeps the values it was saved with,
 * even those no company has any more.
 */
export function CommunicationAudienceFields({ form, disabled }: AudienceFieldsProps) {
  const { t } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const companyTypeLabel = useCompanyTypeLabel();
  // Without the answer (a failed call) the fields still show and keep what the item has.
  const inUse = useQuery(audienceValuesQuery).data;
  const input = (key: keyof CommunicationForm) => ({ ...form.getInputProps(key), disabled });

  const products = withChosen(
    PRODUCTS.map((code) => ({ value: code, label: productLabel(code) })),
    form.values.ProductFilters,
    (code) => ({ value: code, label: code }),
  );
  const companyTypes = withChosen(
    (inUse?.CompanyTypes ?? []).map((v) => ({
      value: v.Code,
      label: t('backoffice.field.companyTypeOption', { type: companyTypeLabel(v.Code), count: v.Companies }),
    })),
    form.values.CompanyTypeFilters,
    (code) => ({
      value: code,
      label: t('backoffice.field.companyTypeUnused', { type: companyTypeLabel(code) }),
    }),
  );
  const groupCounts = new Map((inUse?.GroupCodes ?? []).map((v) => [v.Code, v.Companies]));

  return (
    <Fieldset legend={t('backoffice.edit.audience')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('backoffice.field.productFilters')}
          description={t('backoffice.field.codesHint')}
          data={products}
          searchable
          {...input('ProductFilters')}
        />
        <MultiSelect
          label={t('backoffice.field.companyTypeFilters')}
          description={t('backoffice.field.codesHint')}
          data={companyTypes}
          searchable
          {...input('CompanyTypeFilters')}
        />
        <TagsInput
          label={t('backoffice.field.groupCodeFilters')}
          description={t('backoffice.field.groupCodesHint')}
          data={[...groupCounts.keys()]}
          renderOption={({ option }) => (
            <Group justify="space-between" wrap="nowrap" w="100%">
              <span>{option.value}</span>
              <Text span size="xs" c="dimmed">
                {t('backoffice.field.companiesCount', { count: groupCounts.get(option.value) ?? 0 })}
              </Text>
            </Group>
          )}
          {...input('GroupCodeFilters')}
          // Companies are filed under upper-case codes: a code typed otherwise would reach nobody.
          onChange={(codes) =>
            form.setFieldValue('GroupCodeFilters', [...new Set(codes.map((c) => c.trim().toUpperCase()))])
          }
        />
        <TagMultiSelect
          label={t('backoffice.field.tagFilters')}
          description={t('backoffice.field.tagFiltersHint')}
          {...input('TagFilters')}
        />
        <Select
          label={t('backoffice.field.userRoleFilter')}
          placeholder={t('backoffice.field.anyRole')}
          clearable
          {...input('UserRoleFilter')}
          value={form.values.UserRoleFilter || null}
          onChange={(v) => form.setFieldValue('UserRoleFilter', v ?? '')}
          data={[
            { value: 'user', label: t('backoffice.role.user') },
            { value: 'company_admin', label: t('backoffice.role.company_admin') },
          ]}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
