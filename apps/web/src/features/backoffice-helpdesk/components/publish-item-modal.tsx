import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PUBLISHED_ITEM_TYPES } from '@sportello/contracts/backoffice/helpdesk.values';
import { ATTACHMENT_MAX_BYTES, attachmentTypeOf } from '@sportello/contracts/tickets/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../../components/backoffice/company-picker';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { readAttachments } from '../../../lib/ticket-attachments';
import { usePortalForm } from '../../../lib/use-portal-form';
import { HELPDESK_KEY, publishItemCall } from '../api/helpdesk-calls';

type ItemType = (typeof PUBLISHED_ITEM_TYPES)[number];
type PublishForm = {
  ItemType: ItemType;
  CompanyId: string | null;
  Subject: string;
  Subtitle: string;
  Code: string;
  Text: string;
  Pdf: File | null;
};
type Field = keyof PublishForm;
const WIRE_FIELDS: Partial<Record<string, Field>> = {
  ItemType: 'ItemType',
  CompanyId: 'CompanyId',
  Subject: 'Subject',
  Subtitle: 'Subtitle',
  Code: 'Code',
  Text: 'Text',
  Attachment: 'Pdf',
  'Attachment.FileName': 'Pdf',
  'Attachment.Content': 'Pdf',
};
const KEY_FIELDS: Partial<Record<string, Field>> = { ERROR_ITEM_CODE_EXISTS: 'Code' };

/** The PDF's problem the browser can see before sending: its type and its size. */
function pdfProblem(file: File | null) {
  if (!file) return undefined;
  if (attachmentTypeOf(file.name) !== 'application/pdf') return `ERROR_ATTACHMENT_TYPE ${file.name}`;
  if (file.size > ATTACHMENT_MAX_BYTES) return `ERROR_ATTACHMENT_TOO_LARGE ${file.name}`;
  return undefined;
}

function PublishItemForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const queryClient = useQueryClient();
  const form = usePortalForm<PublishForm>({
    initialValues: {
      ItemType: 'an',
      CompanyId: null,
      Subject: '',
      Subtitle: '',
      Code: '',
      Text: '',
      Pdf: null,
    },
    validate: (v) => {
      const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
      const errors: Partial<Record<Field, string>> = {};
      if (!v.CompanyId) errors.CompanyId = required;
      if (!v.Subject.trim()) errors.Subject = required;
      // Something to read: the text, the PDF or both.
      if (!v.Text.trim() && !v.Pdf) errors.Text = required;
      const pdf = pdfProblem(v.Pdf);
      if (pdf) errors.Pdf = localizeMessage(catalogue, pdf);
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      const [attachment] = await readAttachments(v.Pdf ? [v.Pdf] : []);
      const item = await publishItemCall({
        ItemType: v.ItemType,
        CompanyId: Number(v.CompanyId),
        Subject: v.Subject.trim(),
        ...(v.Subtitle.trim() && { Subtitle: v.Subtitle.trim() }),
        ...(v.Code.trim() && { Code: v.Code.trim() }),
        ...(v.Text.trim() && { Text: v.Text.trim() }),
        ...(attachment && { Attachment: attachment }),
      });
      notifications.show({
        color: 'green',
        message: t('backoffice.helpdesk.publish.done', {
          code: item.Code,
          company: item.Company?.Name ?? '',
        }),
      });
      await queryClient.invalidateQueries({ queryKey: HELPDESK_KEY });
      onDone();
    } catch (error) {
      showServerRefusal(form, catalogue, error, KEY_FIELDS, WIRE_FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('backoffice.helpdesk.publish.title')}>
      <Stack gap="sm">
        {form.failure !== undefined && form.failure !== null && (
          <Alert color="red" role="alert">
            {apiErrorText(catalogue, form.failure)}
          </Alert>
        )}
        <Input.Wrapper label={t('backoffice.helpdesk.publish.type')}>
          <SegmentedControl
            fullWidth
            aria-label={t('backoffice.helpdesk.publish.type')}
            data={PUBLISHED_ITEM_TYPES.map((type) => ({
              value: type,
              label: t(`backoffice.helpdesk.type.${type}`),
            }))}
            {...form.getInputProps('ItemType')}
          />
        </Input.Wrapper>
        <CompanyPicker
          label={t('backoffice.helpdesk.publish.company')}
          description={t('backoffice.helpdesk.publish.companyHint')}
          required
          {...form.getInputProps('CompanyId')}
        />
        <TextInput
          label={t('backoffice.helpdesk.publish.subject')}
          required
          maxLength={200}
          {...form.getInputProps('Subject')}
        />
        <TextInput
          label={t('backoffice.helpdesk.publish.subtitle')}
          maxLength={200}
          {...form.getInputProps('Subtitle')}
        />
        <TextInput
          label={t('backoffice.helpdesk.publish.code')}
          description={t('backoffice.helpdesk.publish.codeHint')}
          maxLength={32}
          {...form.getInputProps('Code')}
        />
        <Textarea
          label={t('backoffice.helpdesk.publish.text')}
          autosize
          minRows={4}
          maxLength={10_000}
          {...form.getInputProps('Text')}
        />
        <FileInput
          label={t('backoffice.helpdesk.publish.pdf')}
          description={t('backoffice.helpdesk.publish.pdfHint')}
          accept=".pdf,application/pdf"
          clearable
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          {...form.getInputProps('Pdf')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('backoffice.helpdesk.publish.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('backoffice.helpdesk.publish.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Publishing an analysis or a report for a company (decision 039): a title, optionally a subtitle
 * and a code, and a text, a PDF or both; the server's refusals go next to their fields.
 */
export function PublishItemModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('backoffice.helpdesk.publish.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('backoffice.helpdesk.publish.cancel') }}
    >
      {opened && <PublishItemForm onDone={onClose} />}
    </Modal>
  );
}
