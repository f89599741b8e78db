import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/it';
import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import type { FreeSlot } from '@sportello/contracts/reservations/reservations.contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { freeSlotsQuery } from '../api/reservations-calls';
import { monthOf, romeDay, slotRangeOf, todayInRome } from '../hooks/rome-days';
import { useReservationFormats } from '../hooks/use-reservation-formats';
import { QueryState } from './query-state';

export interface SlotPickerProps {
  serviceId: number;
  /** A course or a webinar: each slot says how many seats are left. */
  showSeats: boolean;
  /** The slot picked so far (its `Start`), shown pressed. */
  picked?: string;
  onPick: (slot: FreeSlot) => void;
}

/** The free slots the server sent, by their day in Europe/Rome, each day's in time order. */
function slotsByDay(slots: readonly FreeSlot[] | undefined): Map<string, FreeSlot[]> {
  const byDay = new Map<string, FreeSlot[]>();
  for (const slot of [...(slots ?? [])].sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start))) {
    const day = romeDay(slot.Start);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}

/**
 * A service's free slots: a month's calendar where only days with a free slot can be chosen, and the
 * chosen day's times (Europe/Rome). The server is asked for the month shown, from today on (at least
 * two weeks); the first free day of the month is chosen until the customer picks another. Near a
 * month's end with nothing left in it, the calendar turns to the month of the first free day, until
 * the customer turns it themselves.
 */
export function SlotPicker({ serviceId, showSeats, picked, onPick }: SlotPickerProps) {
  const { t, i18n } = useTranslation('reservations');
  const f = useReservationFormats();
  const timesId = useId();
  const [today] = useState(todayInRome);
  const [month, setMonth] = useState(() => monthOf(today));
  const [turned, setTurned] = useState(false);
  const [chosenDay, setChosenDay] = useState<string>();
  const range = slotRangeOf(month, today);
  const slots = useQuery(freeSlotsQuery(serviceId, range.from, range.to));
  const byDay = useMemo(() => slotsByDay(slots.data), [slots.data]);
  const day =
    chosenDay && byDay.has(chosenDay) ? chosenDay : [...byDay.keys()].find((d) => monthOf(d) === month);
  const times = day ? (byDay.get(day) ?? []) : [];
  const firstDay = byDay.keys().next().value;
  useEffect(() => {
    if (!turned && day === undefined && firstDay !== undefined && monthOf(firstDay) > month)
      setMonth(monthOf(firstDay));
  }, [turned, day, firstDay, month]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <DatesProvider settings={{ locale: i18n.language.startsWith('it') ? 'it' : 'en', firstDayOfWeek: 1 }}>
        <DatePicker
          value={day ?? null}
          onChange={(next) => next && setChosenDay(next)}
          date={month}
          onDateChange={(next) => {
            setTurned(true);
            setMonth(monthOf(next));
          }}
          minDate={today}
          maxLevel="month"
          excludeDate={(date) => !byDay.has(date)}
          ariaLabels={{
            previousMonth: t('reservations.slots.previousMonth'),
            nextMonth: t('reservations.slots.nextMonth'),
          }}
        />
      </DatesProvider>
      <Stack gap="xs" style={{ minWidth: 0 }}>
        {slots.data === undefined ? (
          <QueryState query={slots} />
        ) : !day ? (
          <Text c="dimmed">{t('reservations.slots.noneInMonth')}</Text>
        ) : (
          <>
            <Text fw={600} id={timesId}>
              {t('reservations.slots.ofDay', { day: f.dayOf(day) })}
            </Text>
            <Group gap="xs" role="group" aria-labelledby={timesId}>
              {times.map((slot) => (
                <Button
                  key={slot.Start}
                  variant={picked === slot.Start ? 'filled' : 'light'}
                  aria-pressed={picked === slot.Start}
                  onClick={() => onPick(slot)}
                >
                  {f.time(slot.Start)}
                  {showSeats && (
                    <Text span size="xs" ml={6}>
                      {t('reservations.slots.seatsLeft', { count: slot.SeatsLeft })}
                    </Text>
                  )}
                </Button>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('reservations.timeZone')}
            </Text>
          </>
        )}
        {slots.isFetching && slots.data !== undefined && <Loader size="xs" aria-hidden />}
      </Stack>
    </SimpleGrid>
  );
}
