import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PopupMessageItem } from '@sportello/contracts/backoffice/popups.contract';
import {
  POPUP_BODY_MAX,
  POPUP_LANGUAGE_IDS,
  POPUP_ROLES,
  POPUP_TITLE_MAX,
} from '@sportello/contracts/backoffice/popups.values';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyTypeLabel, useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { instantOf, localInputOf } from '../../../lib/local-date-time';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { popupAudienceValuesQuery, savePopupMessageCall } from '../api/popups-calls';
import { PopupPreview } from './popup-preview';

type PopupForm = {
  Title: string;
  Body: string;
  From: string;
  To: string;
  CompanyType: string;
  Role: string;
  LanguageId: string;
  Products: string[];
  GroupCodes: string[];
  SortOrder: number | string;
};

const KEY_FIELDS = { ERROR_DATE_RANGE_END_BEFORE_START: 'To' } as const;
const WIRE_FIELDS = {
  Title: 'Title',
  Body: 'Body',
  ValidFrom: 'From',
  ValidTo: 'To',
  CompanyType: 'CompanyType',
  Role: 'Role',
  LanguageId: 'LanguageId',
  Products: 'Products',
  GroupCodes: 'GroupCodes',
  SortOrder: 'SortOrder',
} as const;

/** One of the languages a message may be meant for (the contract refuses the others). */
export const isPopupLanguage = (id: number): id is (typeof POPUP_LANGUAGE_IDS)[number] =>
  (POPUP_LANGUAGE_IDS as readonly number[]).includes(id);

/** The languages a message may be meant for, as choices of a select (the list's filter, the form). */
export function usePopupLanguages() {
  const { t } = useTranslation('backoffice');
  return POPUP_LANGUAGE_IDS.map((id) => ({ value: String(id), label: t(`backoffice.popups.lang.${id}`) }));
}

const formOf = (m: PopupMessageItem | null, nextOrder: number): PopupForm => ({
  Title: m?.Title ?? '',
  Body: m?.Body ?? '',
  From: localInputOf(m?.ValidFrom ?? new Date().toISOString()),
  To: localInputOf(m?.ValidTo ?? null),
  CompanyType: m && m.CompanyType !== null ? String(m.CompanyType) : '',
  Role: m?.Role ?? '',
  LanguageId: m?.LanguageId ? String(m.LanguageId) : '',
  Products: m?.Products ?? [],
  GroupCodes: m?.GroupCodes ?? [],
  SortOrder: m?.SortOrder ?? nextOrder,
});

/**
 * Writes a pop-up message (`message` null: a new one): title, plain-text body, the period it shows,
 * its audience — company type, role, language, products and group codes, as the communications'
 * audiences offer them — and its position; a preview shows it as the customers' banner will. The
 * server's refusals go next to their field.
 */
export function PopupFormModal({
  message,
  readOnly = false,
  nextOrder,
  onClose,
  onSaved,
}: {
  message: PopupMessageItem | null;
  /** A viewer's look: the fields and the preview, nothing to save. */
  readOnly?: boolean;
  /** The position a new message gets unless changed: after the others. */
  nextOrder: number;
  onClose: () => void;
  onSaved: (saved: PopupMessageItem) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const productLabel = useProductLabel();
  const companyTypeLabel = useCompanyTypeLabel();
  const catalogue = errorCatalogueOf(i18n);
  // Without the answer (a failed call) the fields still show and keep what the message has.
  const inUse = useQuery(popupAudienceValuesQuery).data;
  const languages = usePopupLanguages();
  const form = usePortalForm<PopupForm>({
    initialValues: formOf(message, nextOrder),
    validate: (v) => {
      const from = instantOf(v.From);
      const to = instantOf(v.To);
      return {
        ...(v.Title.trim() === '' && { Title: t('backoffice.popups.titleRequired') }),
        ...(v.Body.trim() === '' && { Body: t('backoffice.popups.bodyRequired') }),
        ...(from === null && { From: t('backoffice.popups.fromRequired') }),
        ...(from === undefined && { From: t('backoffice.popups.dateInvalid') }),
        ...(to === undefined && { To: t('backoffice.popups.dateInvalid') }),
        ...(from && to && Date.parse(to) <= Date.parse(from) && { To: t('backoffice.popups.toBeforeFrom') }),
      };
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(
        await savePopupMessageCall({
          Id: message?.Id ?? 0,
          Title: v.Title,
          Body: v.Body,
          ValidFrom: instantOf(v.From)!,
          ValidTo: instantOf(v.To) ?? null,
          CompanyType: v.CompanyType === '' ? null : Number(v.CompanyType),
          Role: (v.Role || null) as PopupMessageItem['Role'],
          LanguageId: v.LanguageId === '' ? null : Number(v.LanguageId),
          Products: v.Products as (typeof PRODUCTS)[number][],
          GroupCodes: v.GroupCodes,
          SortOrder: typeof v.SortOrder === 'number' ? v.SortOrder : Number(v.SortOrder) || 0,
        }),
      );
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });

  const companyTypes = (inUse?.CompanyTypes ?? []).map((v) => ({
    value: v.Code,
    label: t('backoffice.field.companyTypeOption', { type: companyTypeLabel(v.Code), count: v.Companies }),
  }));
  if (form.values.CompanyType && !companyTypes.some((c) => c.value === form.values.CompanyType))
    companyTypes.push({
      value: form.values.CompanyType,
      label: t('backoffice.field.companyTypeUnused', { type: companyTypeLabel(form.values.CompanyType) }),
    });
  const groupCounts = new Map((inUse?.GroupCodes ?? []).map((v) => [v.Code, v.Companies]));
  // On a phone the form takes the whole screen.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const title = message
    ? t('backoffice.popups.editTitle', { title: message.Title })
    : t('backoffice.popups.new');

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <TextInput
                label={t('backoffice.popups.titleLabel')}
                required
                maxLength={POPUP_TITLE_MAX}
                data-autofocus
                {...form.getInputProps('Title')}
              />
              <Textarea
                label={t('backoffice.popups.body')}
                description={t('backoffice.popups.bodyHint')}
                required
                autosize
                minRows={3}
                maxLength={POPUP_BODY_MAX}
                {...form.getInputProps('Body')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  type="datetime-local"
                  label={t('backoffice.popups.from')}
                  required
                  {...form.getInputProps('From')}
                />
                <TextInput
                  type="datetime-local"
                  label={t('backoffice.popups.to')}
                  description={t('backoffice.popups.toHint')}
                  {...form.getInputProps('To')}
                />
                <NumberInput
                  label={t('backoffice.popups.sortOrder')}
                  description={t('backoffice.popups.sortOrderHint')}
                  allowDecimal={false}
                  {...form.getInputProps('SortOrder')}
                />
              </SimpleGrid>
              <Fieldset legend={t('backoffice.popups.audience')}>
                <Text size="sm" c="dimmed" mb="xs">
                  {t('backoffice.popups.audienceHint')}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={t('backoffice.popups.companyType')}
                    placeholder={t('backoffice.popups.anyCompanyType')}
                    clearable
                    data={companyTypes}
                    {...form.getInputProps('CompanyType')}
                    value={form.values.CompanyType || null}
                    onChange={(v) => form.setFieldValue('CompanyType', v ?? '')}
                  />
                  <Select
                    label={t('backoffice.popups.role')}
                    placeholder={t('backoffice.popups.anyRole')}
                    clearable
                    data={POPUP_ROLES.map((r) => ({ value: r, label: t(`backoffice.popups.role.${r}`) }))}
                    {...form.getInputProps('Role')}
                    value={form.values.Role || null}
                    onChange={(v) => form.setFieldValue('Role', v ?? '')}
                  />
                  <Select
                    label={t('backoffice.popups.language')}
                    placeholder={t('backoffice.popups.everyLanguage')}
                    clearable
                    data={languages}
                    {...form.getInputProps('LanguageId')}
                    value={form.values.LanguageId || null}
                    onChange={(v) => form.setFieldValue('LanguageId', v ?? '')}
                  />
                  <MultiSelect
                    label={t('backoffice.popups.products')}
                    placeholder={form.values.Products.length ? undefined : t('backoffice.popups.everyone')}
                    data={PRODUCTS.map((code) => ({ value: code, label: productLabel(code) }))}
                    searchable
                    {...form.getInputProps('Products')}
                  />
                  <TagsInput
                    label={t('backoffice.popups.groupCodes')}
                    description={t('backoffice.popups.groupCodesHint')}
                    data={[...groupCounts.keys()]}
                    renderOption={({ option }) => (
                      <Group justify="space-between" wrap="nowrap" w="100%">
                        <span>{option.value}</span>
                        <Text span size="xs" c="dimmed">
                          {t('backoffice.field.companiesCount', {
                            count: groupCounts.get(option.value) ?? 0,
                          })}
                        </Text>
                      </Group>
                    )}
                    {...form.getInputProps('GroupCodes')}
                    // Companies are filed under upper-case codes: a code typed otherwise would reach nobody.
                    onChange={(codes) =>
                      form.setFieldValue('GroupCodes', [...new Set(codes.map((c) => c.trim().toUpperCase()))])
                    }
                  />
                </SimpleGrid>
              </Fieldset>
            </Stack>
          </fieldset>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('backoffice.popups.preview')}
            </Text>
            <PopupPreview
              title={form.values.Title.trim() || t('backoffice.popups.titleLabel')}
              body={form.values.Body}
            />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.popups.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.edit.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
