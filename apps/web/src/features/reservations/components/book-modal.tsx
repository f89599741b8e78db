import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  BookableService,
  FreeSlot,
  MyAppointment,
} from '@sportello/contracts/reservations/reservations.contract';
import { APPOINTMENT_NOTES_MAX } from '@sportello/contracts/reservations/reservations.values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { showServerRefusal } from '../../../lib/server-field-errors';
import { usePortalForm } from '../../../lib/use-portal-form';
import { bookCall, RESERVATIONS_KEY, SLOTS_KEY } from '../api/reservations-calls';
import { formatPrice, useReservationFormats } from '../hooks/use-reservation-formats';
import { isSlotGone } from './slot-conflict';
import { SummaryList } from './summary-list';

export interface BookModalProps {
  service: BookableService;
  slot: FreeSlot;
  onClose: () => void;
  onBooked: (appointment: MyAppointment) => void;
}

type BookForm = { Notes: string };

/**
 * The booking's last step: what, when, where and for how much, a note for the operator, and the
 * booking. A slot someone else took meanwhile is said here, and the slots behind are read again.
 */
export function BookModal({ service, slot, onClose, onBooked }: BookModalProps) {
  const { t, i18n } = useTranslation('reservations');
  const catalogue = errorCatalogueOf(i18n);
  const f = useReservationFormats();
  const queryClient = useQueryClient();
  const [slotGone, setSlotGone] = useState(false);
  // The field's maxLength keeps the note within the contract; the server's refusal still lands on it.
  const form = usePortalForm<BookForm>({ initialValues: { Notes: '' }, validate: () => ({}) });
  const when = f.when(slot.Start, slot.End);

  const submit = form.onSubmit(async ({ Notes }) => {
    try {
      const appointment = await bookCall({ ServiceId: service.Id, Start: slot.Start, Notes: Notes.trim() });
      notifications.show({
        color: 'green',
        message: t('reservations.book.done', { service: service.Name, when }),
      });
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
      onBooked(appointment);
    } catch (error) {
      if (isSlotGone(error)) {
        setSlotGone(true);
        void queryClient.invalidateQueries({ queryKey: SLOTS_KEY });
      }
      showServerRefusal(form, catalogue, error, {}, { Notes: 'Notes' });
    }
  });

  const rows: [string, string][] = [
    [t('reservations.summary.service'), `${service.Name} · ${t(`reservations.kind.${service.Kind}`)}`],
    [t('reservations.summary.when'), when],
    [t('reservations.summary.where'), f.place(service.Place, service.PlaceDetail)],
  ];
  if (service.PriceCents !== null)
    rows.push([
      t('reservations.summary.price'),
      t('reservations.price', { price: formatPrice(service.PriceCents) }),
    ]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reservations.book.title')}
      closeButtonProps={{ 'aria-label': t('reservations.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SummaryList rows={rows} />
          <Textarea
            label={t('reservations.book.notes')}
            description={t('reservations.book.notesHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={APPOINTMENT_NOTES_MAX}
            disabled={slotGone}
            {...form.getInputProps('Notes')}
          />
          {form.failure !== undefined && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Group justify="flex-end">
            {slotGone ? (
              <Button onClick={onClose} data-autofocus>
                {t('reservations.book.pickAnother')}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={onClose}>
                  {t('reservations.book.cancel')}
                </Button>
                <Button type="submit" loading={form.submitting}>
                  {t('reservations.book.submit')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
