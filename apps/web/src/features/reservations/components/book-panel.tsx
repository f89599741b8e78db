import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BookableService, MyAppointment } from '@sportello/contracts/reservations/reservations.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { servicesQuery } from '../api/reservations-calls';
import { QueryState } from './query-state';
import { ServiceBooking } from './service-booking';
import { ServiceCard } from './service-card';

export interface BookPanelProps {
  sessionKey: string;
  /** A booking went through: the page shows it among the customer's appointments. */
  onBooked: (appointment: MyAppointment) => void;
}

/** The services the company may book, as cards; one chosen, its free slots to book from. */
export function BookPanel({ sessionKey, onBooked }: BookPanelProps) {
  const { t } = useTranslation('reservations');
  const services = useQuery(servicesQuery(sessionKey));
  const [chosen, setChosen] = useState<BookableService>();
  if (chosen)
    return <ServiceBooking service={chosen} onBack={() => setChosen(undefined)} onBooked={onBooked} />;
  if (!services.data) return <QueryState query={services} />;
  if (services.data.length === 0) return <Text c="dimmed">{t('reservations.services.empty')}</Text>;
  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('reservations.services')}
      >
        {services.data.map((service) => (
          <li key={service.Id}>
            <ServiceCard
              service={service}
              clamp
              action={
                <Button
                  size="xs"
                  aria-label={t('reservations.services.chooseLabel', { name: service.Name })}
                  onClick={() => setChosen(service)}
                >
                  {t('reservations.services.choose')}
                </Button>
              }
            />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
