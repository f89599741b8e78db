import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { TicketDetail } from '@sportello/contracts/support/tickets.contract';
import { PRODUCTS } from '@sportello/contracts/support/tickets.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsePanel } from '../../../components/response-panel';
import { errorCatalogueOf } from '../../../lib/i18n';
import { sendNewTicket } from '../api/support-calls';
import { readAttachments } from '../hooks/read-attachments';
import { useMessageDraft } from '../hooks/use-message-draft';
import { MessageDraftFields } from './message-draft-fields';

const WIRE_FIELDS = { Subject: 'subject', Product: 'product' } as const;

export interface NewTicketFormProps {
  onOpened: (ticket: TicketDetail) => void;
  onCancel: () => void;
}

/** Opens a ticket: subject, product, message and up to three attachments (checked here and on the server). */
export function NewTicketForm({ onOpened, onCancel }: NewTicketFormProps) {
  const { t, i18n } = useTranslation('support');
  const catalogue = errorCatalogueOf(i18n);
  const [subject, setSubject] = useState('');
  const [product, setProduct] = useState<string | null>(null);
  const draft = useMessageDraft<'subject' | 'product'>();
  const { errors } = draft;
  const [failure, setFailure] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const required = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
    const found = draft.check(catalogue);
    if (!subject.trim()) found.subject = required;
    if (!product) found.product = required;
    draft.setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onOpened(
        await sendNewTicket({
          Subject: subject,
          Product: product as (typeof PRODUCTS)[number],
          Message: draft.message,
          Attachments: await readAttachments(draft.files),
        }),
      );
    } catch (error) {
      const fields = draft.serverErrors(catalogue, error, WIRE_FIELDS);
      if (fields) draft.setErrors(fields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('support.form.subject')}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          maxLength={200}
          error={errors.subject}
          required
          data-autofocus
        />
        <Select
          label={t('support.form.product')}
          value={product}
          onChange={setProduct}
          data={PRODUCTS.map((p) => ({ value: p, label: t(`support.product.${p}`) }))}
          error={errors.product}
          required
        />
        <MessageDraftFields draft={draft} label={t('support.form.message')} minRows={4} />
        <ResponsePanel error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('support.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('support.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
