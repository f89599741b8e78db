import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ToolkitFileDetail } from '@sportello/contracts/backoffice/toolkit.contract';
import { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import {
  TOOLKIT_CATEGORIES,
  TOOLKIT_DESCRIPTION_MAX,
  TOOLKIT_TITLE_MAX,
  type ToolkitCategory,
} from '@sportello/contracts/toolkit/toolkit.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import { isProduct, useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { saveFileCall } from '../api/toolkit-calls';

export type ToolkitFileForm = {
  Product: string | null;
  Category: string | null;
  Title: string;
  Description: string;
};

/** The contract's names of the fields, for the server's refusals. */
const WIRE_FIELDS = {
  Product: 'Product',
  Category: 'Category',
  Title: 'Title',
  Description: 'Description',
} as const;

/** The contract's rules on the values on screen, as error keys by field. */
export function validateToolkitFile(v: ToolkitFileForm): FieldErrors<ToolkitFileForm> {
  const errors: FieldErrors<ToolkitFileForm> = {};
  if (!v.Product) errors.Product = 'ERROR_FIELD_REQUIRED';
  if (!v.Category) errors.Category = 'ERROR_FIELD_REQUIRED';
  if (v.Title.trim() === '') errors.Title = 'ERROR_FIELD_REQUIRED';
  else if (v.Title.trim().length > TOOLKIT_TITLE_MAX) errors.Title = 'ERROR_FIELD_TOO_LONG';
  if (v.Description.trim().length > TOOLKIT_DESCRIPTION_MAX) errors.Description = 'ERROR_FIELD_TOO_LONG';
  return errors;
}

export interface ToolkitFileFormModalProps {
  /** The file to change; null for a new one. */
  file: ToolkitFileDetail | null;
  onClose: () => void;
  onSaved: (saved: ToolkitFileDetail) => void;
}

/**
 * A toolkit file to create or describe again: the product whose customers get it, its category, its
 * title and what it is. Its bytes come as versions, on its page. The server's refusals go next to
 * their fields.
 */
export function ToolkitFileFormModal({ file, onClose, onSaved }: ToolkitFileFormModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const productLabel = useProductLabel();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const form = usePortalForm<ToolkitFileForm>({
    initialValues: {
      Product: file?.Product ?? null,
      Category: file?.Category ?? null,
      Title: file?.Title ?? '',
      Description: file?.Description ?? '',
    },
    validate: (v) =>
      Object.fromEntries(
        Object.entries(validateToolkitFile(v)).map(([field, key]) => [
          field,
          localizeMessage(catalogue, key),
        ]),
      ),
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onSaved(
        await saveFileCall({
          Id: file?.Id ?? 0,
          Product: v.Product && isProduct(v.Product) ? v.Product : 'other',
          Category: v.Category as ToolkitCategory,
          Title: v.Title.trim(),
          Description: v.Description.trim(),
        }),
      );
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={file ? t('backoffice.toolkit.editTitle', { title: file.Title }) : t('backoffice.toolkit.new')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('backoffice.toolkit.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('backoffice.toolkit.product')}
              description={t('backoffice.toolkit.productHint')}
              required
              allowDeselect={false}
              data={PRODUCTS.map((p) => ({ value: p, label: productLabel(p) }))}
              {...form.getInputProps('Product')}
            />
            <Select
              label={t('backoffice.toolkit.category')}
              description={t('backoffice.toolkit.categoryHint')}
              required
              allowDeselect={false}
              data={TOOLKIT_CATEGORIES.map((c) => ({
                value: c,
                label: t(`backoffice.toolkit.category.${c}`),
              }))}
              {...form.getInputProps('Category')}
            />
          </SimpleGrid>
          <TextInput
            label={t('backoffice.toolkit.fileTitle')}
            required
            maxLength={TOOLKIT_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('Title')}
          />
          <Textarea
            label={t('backoffice.toolkit.description')}
            description={t('backoffice.toolkit.descriptionHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={TOOLKIT_DESCRIPTION_MAX}
            {...form.getInputProps('Description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.toolkit.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('backoffice.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
