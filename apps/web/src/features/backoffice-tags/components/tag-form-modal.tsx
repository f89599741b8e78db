import '@mantine/core/styles/ColorInput.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import '@mantine/core/styles/ColorSwatch.layer.css';
import { Alert, Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Tag } from '@sportello/contracts/backoffice/tags.contract';
import { TAG_COLOUR_PATTERN, TAG_NAME_MAX } from '@sportello/contracts/backoffice/tags.values';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { saveTagCall } from '../api/tags-calls';

type TagForm = { Name: string; Colour: string };

const SWATCHES = ['#1c7ed6', '#2f9e44', '#f08c00', '#e03131', '#9c36b5', '#0c8599', '#495057'];
const KEY_FIELDS = { ERROR_TAG_EXISTS: 'Name' } as const;
const WIRE_FIELDS = { Name: 'Name', Colour: 'Colour' } as const;

/** Creates a tag (`tag` null) or renames and recolours one; the server's refusals go next to their field. */
export function TagFormModal({
  tag,
  opened,
  onClose,
  onSaved,
}: {
  tag: Tag | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (saved: Tag) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<TagForm>({
    initialValues: { Name: tag?.Name ?? '', Colour: tag?.Colour ?? '' },
    validate: (v) => ({
      ...(v.Name.trim() === '' && { Name: t('backoffice.tags.nameRequired') }),
      ...(v.Colour !== '' &&
        !TAG_COLOUR_PATTERN.test(v.Colour) && { Colour: t('backoffice.tags.colourInvalid') }),
    }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      onSaved(await saveTagCall({ Id: tag?.Id ?? 0, Name: values.Name, Colour: values.Colour || null }));
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={tag ? t('backoffice.tags.renameTitle', { name: tag.Name }) : t('backoffice.tags.newTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <TextInput
            label={t('backoffice.tags.name')}
            required
            maxLength={TAG_NAME_MAX}
            data-autofocus
            {...form.getInputProps('Name')}
          />
          <ColorInput
            label={t('backoffice.tags.colour')}
            description={t('backoffice.tags.colourHint')}
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={7}
            {...form.getInputProps('Colour')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.tags.cancel')}
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
