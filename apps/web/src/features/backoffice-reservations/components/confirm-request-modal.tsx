import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TestRequest } from '@sportello/contracts/backoffice/reservations.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductLabel } from '../../../lib/code-labels';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import {
  confirmRequestCall,
  type OperatorSlot,
  RESERVATIONS_KEY,
  serviceChoicesQuery,
} from '../api/reservations-calls';
import { usePreferredText } from './request-columns';
import { addDays, romeDateTime, romeToday } from './rome-time';
import { SlotPicker, slotKey } from './slot-picker';

export interface ConfirmRequestModalProps {
  request: TestRequest;
  onClose: () => void;
  onConfirmed: (request: TestRequest) => void;
}

/** The week shown first: from a few days before the day the customer would like, or from today. */
const firstDayFor = (preferred: string | null) => {
  const today = romeToday();
  const before = preferred ? addDays(preferred, -3) : today;
  return before < today ? today : before;
};

/**
 * "Conferma": the request becomes an appointment. The operator picks a service (the demonstrations
 * first, the first of them already chosen), optionally one of its operators, and a free slot near
 * the customer's preferred day; the customer gets the confirmation with the calendar file.
 */
export function ConfirmRequestModal({ request, onClose, onConfirmed }: ConfirmRequestModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const productLabel = useProductLabel();
  const preferred = usePreferredText();
  const enabled = (useQuery(serviceChoicesQuery).data?.Items ?? []).filter((s) => s.Enabled);
  const demos = enabled.filter((s) => s.Kind === 'demo');
  const others = enabled.filter((s) => s.Kind !== 'demo');
  const [chosenId, setServiceId] = useState<number>();
  const serviceId = chosenId ?? demos[0]?.Id;
  const service = enabled.find((s) => s.Id === serviceId);
  const [operatorId, setOperatorId] = useState<string>();
  const [slot, setSlot] = useState<OperatorSlot>();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  const confirm = useMutation({
    mutationFn: (chosen: OperatorSlot) =>
      confirmRequestCall(request.Id, {
        ServiceId: serviceId ?? 0,
        OperatorId: chosen.Operator.Id,
        Start: chosen.Start,
      }),
    onSuccess: onConfirmed,
    // A slot taken meanwhile: the free ones are read again, to pick another.
    onError: () => queryClient.invalidateQueries({ queryKey: [...RESERVATIONS_KEY, 'slots'] }),
  });
  const group = (label: string, items: typeof enabled) =>
    items.length ? [{ group: label, items: items.map((s) => ({ value: String(s.Id), label: s.Name })) }] : [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('backoffice.reservations.confirmTitle', { company: request.Company.Name })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('backoffice.reservations.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('backoffice.reservations.confirmText', {
            product: productLabel(request.Product),
            contact: request.Contact?.Name ?? request.Company.Name,
            preferred: preferred(request),
          })}
        </Text>
        {request.Notes && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.Notes}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('backoffice.reservations.service')}
            required
            searchable
            allowDeselect={false}
            value={serviceId ? String(serviceId) : null}
            onChange={(v) => {
              setServiceId(v ? Number(v) : undefined);
              setOperatorId(undefined);
              setSlot(undefined);
            }}
            data={[
              ...group(t('backoffice.reservations.kind.demo'), demos),
              ...group(t('backoffice.reservations.otherServices'), others),
            ]}
          />
          <Select
            label={t('backoffice.reservations.operator')}
            placeholder={t('backoffice.reservations.anyOperator')}
            clearable
            disabled={!service}
            value={operatorId ?? null}
            onChange={(v) => {
              setOperatorId(v ?? undefined);
              setSlot(undefined);
            }}
            data={(service?.Operators ?? []).map((o) => ({ value: o.Id, label: o.Name }))}
          />
        </SimpleGrid>
        {service ? (
          <SlotPicker
            key={`${service.Id}|${operatorId ?? ''}`}
            serviceId={service.Id}
            operatorId={operatorId}
            firstDay={firstDayFor(request.PreferredDate)}
            value={slot ? slotKey(slot) : null}
            onChange={setSlot}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('backoffice.reservations.chooseService')}
          </Text>
        )}
        {confirm.error && (
          <Alert color="red" role="alert">
            {apiErrorText(errorCatalogueOf(i18n), confirm.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('backoffice.reservations.back')}
          </Button>
          <Button disabled={!slot} loading={confirm.isPending} onClick={() => slot && confirm.mutate(slot)}>
            {slot
              ? t('backoffice.reservations.confirmAt', {
                  when: romeDateTime(slot.Start),
                  operator: slot.Operator.Name,
                })
              : t('backoffice.reservations.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
