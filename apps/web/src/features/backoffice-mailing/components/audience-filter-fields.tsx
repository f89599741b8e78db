import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Alert, Fieldset, Loader, MultiSelect, Select, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AudienceFilter } from '@sportello/contracts/backoffice/mailing.contract';
import { AUDIENCE_ROLES } from '@sportello/contracts/backoffice/mailing.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TagMultiSelect } from '../../../components/backoffice/tag-select';
import { ErrorAlert } from '../../../components/error-alert';
import { useCompanyTypeLabel, useCompanyTypeOptions, useProductLabel } from '../../../lib/code-labels';
import type { PortalForm } from '../../../lib/use-portal-form';
import { audienceCountQuery } from '../api/mailing-calls';
import { type AudienceForm, audienceFilterOf } from '../hooks/audience-form';

/** How long the live count waits for the editing to pause before it asks. */
const COUNT_DEBOUNCE_MS = 400;

export interface AudienceFilterFieldsProps {
  form: PortalForm<AudienceForm>;
  disabled: boolean;
}

/**
 * Who a filter audience takes: customers' users whose company has one of the products, types,
 * group codes and tags chosen (nothing chosen: any), with the role and language chosen, and whether
 * they accept commercial mail; under it, the live count of the people it takes now.
 */
export function AudienceFilterFields({ form, disabled }: AudienceFilterFieldsProps) {
  const { t } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const companyTypeLabel = useCompanyTypeLabel();
  const named = useCompanyTypeOptions();
  const input = (key: keyof AudienceForm) => ({ ...form.getInputProps(key), disabled });
  // A type the audience was saved with but the portal does not name stays offered (and chosen).
  const companyTypes = [
    ...named,
    ...form.values.CompanyTypes.filter((v) => !named.some((n) => n.value === v)).map((v) => ({
      value: v,
      label: companyTypeLabel(v),
    })),
  ];
  const choice = (key: 'Role' | 'LanguageId' | 'NewsLetter') => ({
    ...input(key),
    placeholder: t('backoffice.mailing.any'),
    clearable: true,
    value: form.values[key] || null,
    onChange: (v: string | null) => form.setFieldValue(key, v ?? ''),
  });

  return (
    <Fieldset legend={t('backoffice.mailing.filterLegend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('backoffice.mailing.products')}
          description={t('backoffice.mailing.anyWhenEmpty')}
          data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
          {...input('Products')}
        />
        <MultiSelect
          label={t('backoffice.mailing.companyTypes')}
          description={t('backoffice.mailing.anyWhenEmpty')}
          data={companyTypes}
          {...input('CompanyTypes')}
        />
        <TagsInput
          label={t('backoffice.mailing.groupCodes')}
          description={t('backoffice.mailing.groupCodesHint')}
          {...input('GroupCodes')}
          // Companies are filed under upper-case codes: a code typed otherwise would reach nobody.
          onChange={(codes) =>
            form.setFieldValue('GroupCodes', [...new Set(codes.map((c) => c.trim().toUpperCase()))])
          }
        />
        <TagMultiSelect
          label={t('backoffice.mailing.tags')}
          description={t('backoffice.mailing.anyWhenEmpty')}
          {...input('TagIds')}
        />
        <Select
          label={t('backoffice.mailing.role')}
          data={AUDIENCE_ROLES.map((r) => ({ value: r, label: t(`backoffice.mailing.role.${r}`) }))}
          {...choice('Role')}
        />
        <Select
          label={t('backoffice.mailing.language')}
          data={[
            { value: '1', label: t('backoffice.mailing.language.1') },
            { value: '2', label: t('backoffice.mailing.language.2') },
          ]}
          {...choice('LanguageId')}
        />
        <Select
          label={t('backoffice.mailing.newsLetter')}
          data={[
            { value: '1', label: t('backoffice.mailing.newsLetter.yes') },
            { value: '0', label: t('backoffice.mailing.newsLetter.no') },
          ]}
          {...choice('NewsLetter')}
        />
      </SimpleGrid>
      <LiveCount filter={audienceFilterOf(form.values)} />
    </Fieldset>
  );
}

/**
 * How many people the filter takes now, asked again once the editing pauses (the filter is compared
 * as text, so that an equal filter asks nothing); the last answer stays while the next is on its way.
 */
function LiveCount({ filter }: { filter: AudienceFilter }) {
  const { t } = useTranslation('backoffice');
  const [asked] = useDebouncedValue(JSON.stringify(filter), COUNT_DEBOUNCE_MS);
  const count = useQuery({ ...audienceCountQuery(JSON.parse(asked)), placeholderData: keepPreviousData });
  if (count.error) return <ErrorAlert error={count.error} />;
  return (
    <Alert color="blue" variant="light" mt="md" role="status" aria-busy={count.isFetching}>
      {count.data ? (
        <Text size="sm">
          {t('backoffice.mailing.liveCount', {
            count: count.data.Users,
            companies: count.data.Companies,
            subscribed: count.data.Subscribed,
          })}
        </Text>
      ) : (
        <Loader role="status" size="xs" aria-label={t('backoffice.mailing.counting')} />
      )}
    </Alert>
  );
}
