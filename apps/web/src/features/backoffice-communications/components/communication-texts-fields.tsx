import '@mantine/core/styles/Fieldset.layer.css';
import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyRichTextField } from '../../../components/backoffice/lazy-rich-text-field';
import type { PortalForm } from '../../../lib/use-portal-form';
import type { CommunicationForm } from '../hooks/communication-form';

export interface TextsFieldsProps {
  form: PortalForm<CommunicationForm>;
  disabled: boolean;
}

type Version = { title: 'Title' | 'TitleEn'; summary: 'Summary' | 'SummaryEn'; body: 'Body' | 'BodyEn' };
const ITALIAN: Version = { title: 'Title', summary: 'Summary', body: 'Body' };
const ENGLISH: Version = { title: 'TitleEn', summary: 'SummaryEn', body: 'BodyEn' };

/**
 * Title, summary and rich-text body in Italian (the title required), then the optional English
 * version that readers of English get instead (decision 047). Each field says its language to the
 * browser, whose spelling check follows it.
 */
export function CommunicationTextsFields({ form, disabled }: TextsFieldsProps) {
  const { t } = useTranslation('backoffice');

  const fields = (version: Version, lang: 'it' | 'en', labels: [string, string, string]) => (
    <>
      <TextInput
        label={labels[0]}
        required={lang === 'it'}
        lang={lang}
        {...form.getInputProps(version.title)}
        disabled={disabled}
      />
      <TextInput label={labels[1]} lang={lang} {...form.getInputProps(version.summary)} disabled={disabled} />
      <LazyRichTextField
        label={labels[2]}
        lang={lang}
        // onChange, the message and the form's marker (by which it focuses the field in error)
        {...form.getInputProps(version.body)}
        value={form.values[version.body]}
        disabled={disabled}
      />
    </>
  );

  return (
    <>
      {fields(ITALIAN, 'it', [
        t('backoffice.field.title'),
        t('backoffice.field.summary'),
        t('backoffice.field.body'),
      ])}
      <Fieldset legend={t('backoffice.edit.englishVersion')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('backoffice.edit.englishVersionHint')}
          </Text>
          {fields(ENGLISH, 'en', [
            t('backoffice.field.titleEn'),
            t('backoffice.field.summaryEn'),
            t('backoffice.field.bodyEn'),
          ])}
        </Stack>
      </Fieldset>
    </>
  );
}
