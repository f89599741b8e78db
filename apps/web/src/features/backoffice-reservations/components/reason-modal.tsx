import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { DECLINE_NOTE_MAX } from '@sportello/contracts/backoffice/reservations.values';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';

type ReasonForm = { Reason: string };
const WIRE_FIELDS = { Reason: 'Reason' } as const;

export interface ReasonModalProps {
  title: string;
  /** What happens, and to whom the reason is mailed. */
  message: string;
  /** The red button's words: what it does ("Annulla 3 appuntamenti"). */
  confirmLabel: string;
  /** The field's label and hint; a reason for the customer by default. */
  label?: string;
  hint?: string;
  /** Sends the reason (trimmed, possibly empty); a refusal stays in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The confirmation of what the customer is told about by e-mail — an appointment cancelled, a
 * demonstration declined — with an optional reason that goes with the mail. The shared confirm
 * dialog's note is required and its button not red, so the area has its own, like the campaigns'.
 */
export function ReasonModal({
  title,
  message,
  confirmLabel,
  label,
  hint,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<ReasonForm>({ initialValues: { Reason: '' }, validate: () => ({}) });
  const submit = form.onSubmit(async (v) => {
    try {
      await onSubmit(v.Reason.trim());
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      // A half-written reason must not be lost to a stray click next to the dialog.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('backoffice.reservations.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{message}</Text>
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Textarea
            label={label ?? t('backoffice.reservations.reason')}
            description={hint ?? t('backoffice.reservations.reasonHint')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={DECLINE_NOTE_MAX}
            data-autofocus
            {...form.getInputProps('Reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.reservations.back')}
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
