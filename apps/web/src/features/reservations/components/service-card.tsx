import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookableService } from '@sportello/contracts/reservations/reservations.contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, useReservationFormats } from '../hooks/use-reservation-formats';

export interface ServiceCardProps {
  service: BookableService;
  /** What the customer may do with it (the list's "see free times"); nothing once it is chosen. */
  action?: ReactNode;
  /** Shorten the description (the list); the chosen service shows it whole. */
  clamp?: boolean;
}

/** A bookable service: what, how long, for how many, where, and its price when the vendor shows one. */
export function ServiceCard({ service, action, clamp = false }: ServiceCardProps) {
  const { t } = useTranslation('reservations');
  const f = useReservationFormats();
  const titleId = useId();
  return (
    <Paper withBorder radius="sm" p="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap={6} h="100%">
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {service.Name}
          </Title>
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {t(`reservations.kind.${service.Kind}`)}
          </Badge>
        </Group>
        {service.Description && (
          // Plain text: its line breaks are the vendor's paragraphs.
          <Text size="sm" lineClamp={clamp ? 4 : undefined} style={{ whiteSpace: 'pre-line' }}>
            {service.Description}
          </Text>
        )}
        <Stack gap={2}>
          <Text size="sm">
            {t('reservations.duration', { duration: f.duration(service.DurationMinutes) })}
          </Text>
          {service.Seats > 1 && <Text size="sm">{t('reservations.seats', { count: service.Seats })}</Text>}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.place(service.Place, service.PlaceDetail)}
          </Text>
          {service.PriceCents !== null && (
            <Text size="sm" fw={600}>
              {t('reservations.price', { price: formatPrice(service.PriceCents) })}
            </Text>
          )}
        </Stack>
        {action && <Group mt="auto">{action}</Group>}
      </Stack>
    </Paper>
  );
}
