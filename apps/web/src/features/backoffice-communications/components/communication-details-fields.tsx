import '@mantine/core/styles/Fieldset.layer.css';
import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { DetailField } from '@sportello/contracts/news/news.contract';
import { detailFieldsOf, SEVERITIES, SMS_TEXT_MAX } from '@sportello/contracts/news/news.values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import type { PortalForm } from '../../../lib/use-portal-form';
import type { CommunicationForm } from '../hooks/communication-form';

export interface DetailsFieldsProps {
  form: PortalForm<CommunicationForm>;
  disabled: boolean;
}

/** The fields of the chosen type (the contract's DETAIL_FIELDS): none for most types. */
export function CommunicationDetailsFields({ form, disabled }: DetailsFieldsProps) {
  const { t } = useTranslation('backoffice');
  const rules = detailFieldsOf(Number(form.values.Type));
  const fields = Object.keys(rules) as DetailField[];
  if (fields.length === 0) return null;

  const day = (field: 'EventDate' | 'ReleaseDate', label: string) => (
    <DayInput
      key={field}
      withTime
      label={label}
      required={rules[field] === 'required'}
      {...form.getInputProps(field)}
      clearable
      disabled={disabled}
    />
  );
  const text = (
    field: Exclude<DetailField, 'Severity' | 'EventDate' | 'ReleaseDate' | 'SmsText'>,
    label: string,
    type = 'text',
  ) => (
    <TextInput
      key={field}
      type={type}
      label={label}
      required={rules[field] === 'required'}
      {...form.getInputProps(field)}
      disabled={disabled}
    />
  );
  const inputs: Record<DetailField, () => ReactNode> = {
    EventDate: () => day('EventDate', t('backoffice.field.eventDate')),
    EventPlace: () => text('EventPlace', t('backoffice.field.eventPlace')),
    Version: () => text('Version', t('backoffice.field.version')),
    ReleaseDate: () => day('ReleaseDate', t('backoffice.field.releaseDate')),
    SourceUrl: () => text('SourceUrl', t('backoffice.field.sourceUrl'), 'url'),
    SmsText: () => (
      <Textarea
        key="SmsText"
        label={t('backoffice.field.smsText')}
        description={t('backoffice.field.smsTextHint', {
          count: form.values.SmsText.length,
          max: SMS_TEXT_MAX,
        })}
        autosize
        minRows={2}
        maxLength={SMS_TEXT_MAX}
        {...form.getInputProps('SmsText')}
        disabled={disabled}
      />
    ),
    Severity: () => (
      <Select
        key="Severity"
        label={t('backoffice.field.severity')}
        required
        {...form.getInputProps('Severity')}
        allowDeselect={false}
        disabled={disabled}
        data={SEVERITIES.map((s) => ({ value: s, label: t(`backoffice.severity.${s}`) }))}
      />
    ),
  };

  return (
    <Fieldset legend={t('backoffice.edit.typeFields')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields.map((field) => inputs[field]())}</SimpleGrid>
    </Fieldset>
  );
}
