import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { type OperatorSlot, slotsQuery } from '../api/reservations-calls';
import { addDays, dayHeading, dayText, romeDay, romeTime, romeToday } from './rome-time';

/** One week at a time: a short call, and a list an operator takes in at a glance. */
const WINDOW_DAYS = 7;

/** What tells two slots apart: several operators may be free at the same time. */
export const slotKey = (slot: Pick<OperatorSlot, 'Start' | 'Operator'>) =>
  `${slot.Start}|${slot.Operator.Id}`;

export interface SlotPickerProps {
  serviceId: number;
  /** Absent: every operator of the service, each slot naming its own. */
  operatorId?: string;
  /** The first day shown (`YYYY-MM-DD`, Rome); never before today. */
  firstDay: string;
  /** The slot chosen (its key). */
  value: string | null;
  onChange: (slot: OperatorSlot) => void;
  /** A start not to offer: the appointment being moved holds it already. */
  exclude?: string;
}

/**
 * The free slots of a service, a week at a time, day by day in Europe/Rome (listOperatorSlots: the
 * business calendar's hours of its operators minus their appointments and absences; the lead time
 * does not bind the back office). A slot is a toggle button; the week moves back (never before
 * today) and on.
 */
export function SlotPicker({ serviceId, operatorId, firstDay, value, onChange, exclude }: SlotPickerProps) {
  const { t, i18n } = useTranslation('backoffice');
  const today = romeToday();
  const [from, setFrom] = useState(firstDay < today ? today : firstDay);
  const to = addDays(from, WINDOW_DAYS - 1);
  const slots = useQuery(
    slotsQuery({ ServiceId: serviceId, ...(operatorId && { OperatorId: operatorId }), From: from, To: to }),
  );
  const offered = (slots.data ?? []).filter((s) => s.Start !== exclude);
  const days = [...new Set(offered.map((s) => romeDay(s.Start)))].sort();

  return (
    <Stack gap="xs">
      <Text size="sm" aria-live="polite">
        {t('backoffice.reservations.slotsRange', { from: dayText(from), to: dayText(to) })}
      </Text>
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={from <= today}
          onClick={() => {
            const earlier = addDays(from, -WINDOW_DAYS);
            setFrom(earlier < today ? today : earlier);
          }}
        >
          {t('backoffice.reservations.previousWeek')}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={() => setFrom(addDays(from, WINDOW_DAYS))}
        >
          {t('backoffice.reservations.nextWeek')}
        </Button>
      </Group>
      <ErrorAlert error={slots.error} />
      {slots.isPending && (
        <Loader role="status" size="sm" aria-label={t('backoffice.reservations.loadingSlots')} />
      )}
      {slots.isSuccess && days.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('backoffice.reservations.noSlots')}
        </Text>
      )}
      {days.map((day) => (
        <Stack key={day} gap={4} role="group" aria-label={dayHeading(day, i18n.language)}>
          <Text size="sm" fw={600}>
            {dayHeading(day, i18n.language)}
          </Text>
          <Group gap={6}>
            {offered
              .filter((s) => romeDay(s.Start) === day)
              .map((slot) => {
                const chosen = value === slotKey(slot);
                return (
                  <Button
                    key={slotKey(slot)}
                    size="compact-sm"
                    variant={chosen ? 'filled' : 'default'}
                    aria-pressed={chosen}
                    onClick={() => onChange(slot)}
                  >
                    {[
                      romeTime(slot.Start),
                      operatorId ? '' : slot.Operator.Name,
                      slot.SeatsLeft > 1
                        ? t('backoffice.reservations.seatsLeft', { count: slot.SeatsLeft })
                        : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Button>
                );
              })}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
