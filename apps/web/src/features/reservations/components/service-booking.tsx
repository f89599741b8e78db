import { Button, Stack, Title } from '@mantine/core';
import type {
  BookableService,
  FreeSlot,
  MyAppointment,
} from '@sportello/contracts/reservations/reservations.contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookModal } from './book-modal';
import { ServiceCard } from './service-card';
import { SlotPicker } from './slot-picker';

export interface ServiceBookingProps {
  service: BookableService;
  onBack: () => void;
  onBooked: (appointment: MyAppointment) => void;
}

/** The chosen service, its free slots, and the booking of the one picked. */
export function ServiceBooking({ service, onBack, onBooked }: ServiceBookingProps) {
  const { t } = useTranslation('reservations');
  const [slot, setSlot] = useState<FreeSlot>();
  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={onBack}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('reservations.services.back')}
      </Button>
      <ServiceCard service={service} />
      <Title order={2} size="h4">
        {t('reservations.slots.title')}
      </Title>
      <SlotPicker
        serviceId={service.Id}
        showSeats={service.Seats > 1}
        picked={slot?.Start}
        onPick={setSlot}
      />
      {slot && (
        <BookModal service={service} slot={slot} onClose={() => setSlot(undefined)} onBooked={onBooked} />
      )}
    </Stack>
  );
}
