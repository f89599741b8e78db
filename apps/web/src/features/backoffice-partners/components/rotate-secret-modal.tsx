import '@mantine/core/styles/NumberInput.layer.css';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { Partner, rotatePartnerSecret } from '@sportello/contracts/backoffice/partners.contract';
import { PARTNER_OVERLAP_HOURS } from '@sportello/contracts/backoffice/partners.values';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { rotatePartnerSecretCall } from '../api/partners-calls';

type RotateForm = { OverlapHours: number | string };

const WIRE_FIELDS = { OverlapHours: 'OverlapHours' } as const;

/**
 * Asks how long the current secret keeps working (so that the partner can switch over without a
 * pause), then has the server make a new one; the answer holds it, for the caller to show once.
 */
export function RotateSecretModal({
  partner,
  onClose,
  onRotated,
}: {
  partner: Partner;
  onClose: () => void;
  onRotated: (rotated: ApiResponse<typeof rotatePartnerSecret>) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const catalogue = errorCatalogueOf(i18n);
  const range = { min: PARTNER_OVERLAP_HOURS.min, max: PARTNER_OVERLAP_HOURS.max };
  const form = usePortalForm<RotateForm>({
    initialValues: { OverlapHours: PARTNER_OVERLAP_HOURS.default },
    validate: ({ OverlapHours: hours }) =>
      typeof hours === 'number' && Number.isInteger(hours) && hours >= range.min && hours <= range.max
        ? {}
        : { OverlapHours: t('backoffice.partners.overlapOutOfRange', range) },
  });
  const submit = form.onSubmit(async ({ OverlapHours }) => {
    try {
      onRotated(await rotatePartnerSecretCall(partner.Id, Number(OverlapHours)));
    } catch (error) {
      showServerRefusal(form, catalogue, error, {}, WIRE_FIELDS);
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('backoffice.partners.rotateTitle', { name: partner.Name })}
      closeButtonProps={{ 'aria-label': t('backoffice.partners.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('backoffice.partners.rotateText')}</Text>
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <NumberInput
            label={t('backoffice.partners.overlapHours')}
            description={t('backoffice.partners.overlapHint', range)}
            required
            min={range.min}
            max={range.max}
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
            {...form.getInputProps('OverlapHours')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('backoffice.partners.cancel')}
            </Button>
            <Button type="submit" color="orange" loading={form.submitting}>
              {t('backoffice.partners.rotateSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
