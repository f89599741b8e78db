import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { PayRequest } from '@sportello/contracts/backoffice/pay-services.contract';
import { PAY_NOTE_MAX } from '@sportello/contracts/pay-services/pay-services.values';
import { localizeMessage } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { approveCall, rejectCall } from '../api/pay-services-calls';

type ReasonForm = { Reason: string };
const WIRE_FIELDS = { Reason: 'Reason' } as const;

export interface DecisionModalProps {
  request: PayRequest;
  decision: 'approve' | 'reject';
  onClose: () => void;
  onDecided: (request: PayRequest) => void;
}

/**
 * An approval or a rejection, with the words that go to the requester by e-mail: a note, optional,
 * for an approval; the reason, required, for a rejection. The approval's text says that a service
 * with a support plan creates or extends the company's subscription.
 */
export function DecisionModal({ request, decision, onClose, onDecided }: DecisionModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const rejecting = decision === 'reject';
  const form = usePortalForm<ReasonForm>({
    initialValues: { Reason: '' },
    validate: (v) =>
      rejecting && v.Reason.trim() === ''
        ? { Reason: localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED') }
        : {},
  });
  const submit = form.onSubmit(async (v) => {
    try {
      onDecided(await (rejecting ? rejectCall : approveCall)(request.Id, v.Reason.trim()));
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  const vars = {
    service: request.Service.Name,
    company: request.Company.Name,
    requester: request.RequestedBy?.Name ?? request.RequesterName,
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(
        rejecting ? 'backoffice.payServices.rejectTitle' : 'backoffice.payServices.approveTitle',
        vars,
      )}
      centered
      // A half-written reason must not be lost to a stray click next to the dialog.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('backoffice.payServices.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            {t(rejecting ? 'backoffice.payServices.rejectText' : 'backoffice.payServices.approveText', vars)}
          </Text>
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Textarea
            label={t(rejecting ? 'backoffice.payServices.reason' : 'backoffice.payServices.note')}
            description={t('backoffice.payServices.reasonHint')}
            required={rejecting}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={PAY_NOTE_MAX}
            data-autofocus
            {...form.getInputProps('Reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.payServices.back')}
            </Button>
            <Button type="submit" color={rejecting ? 'red' : 'teal'} loading={form.submitting}>
              {t(rejecting ? 'backoffice.payServices.reject' : 'backoffice.payServices.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
