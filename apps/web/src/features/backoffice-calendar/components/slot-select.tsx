import { Select, type SelectProps } from '@mantine/core';
import { addDays } from '@sportello/contracts/common/days';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorSlotsQuery } from '../api/calendar-calls';
import { romeDay, romeTime, sameInstant } from '../hooks/rome-time';

/** How many days of free slots the picker offers from its first day. */
export const SLOT_DAYS = 7;

/** An operator's free slots of a service for a week from a day (`YYYY-MM-DD`, Rome). */
export function useOperatorSlots(serviceId: number | null, operatorId: string | null, from: string) {
  return useQuery({
    ...operatorSlotsQuery({
      ServiceId: serviceId ?? 0,
      OperatorId: operatorId ?? '',
      From: from,
      To: addDays(from, SLOT_DAYS - 1),
    }),
    enabled: serviceId !== null && operatorId !== null && from !== '',
  });
}

export type SlotSelectProps = Omit<SelectProps, 'data' | 'value'> & {
  slots: ReturnType<typeof useOperatorSlots>;
  /** The chosen slot's start; shown only while it is among the free ones. */
  value?: string | null;
};

/**
 * The free slots, grouped by day: the value is the slot's start, as the booking sends it. A slot
 * taken meanwhile is refused by the server, whose message goes under the field.
 */
export function SlotSelect({ slots, value, ...props }: SlotSelectProps) {
  const { t, i18n } = useTranslation('backoffice');
  // A query waiting for its service and operator is pending without fetching.
  const ready = !(slots.isPending && slots.fetchStatus === 'idle');
  // The day's heading in the user's language; noon UTC is the same day in Rome.
  const dayLabel = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const slot of slots.data ?? []) {
    const day = romeDay(slot.Start);
    const seats =
      slot.SeatsLeft > 1 ? ` · ${t('backoffice.agenda.seatsLeft', { count: slot.SeatsLeft })}` : '';
    const option = { value: slot.Start, label: `${romeTime(slot.Start)}–${romeTime(slot.End)}${seats}` };
    groups.set(day, [...(groups.get(day) ?? []), option]);
  }
  const data = [...groups].map(([day, items]) => ({
    group: dayLabel.format(new Date(`${day}T12:00:00Z`)),
    items,
  }));
  // A start given otherwise (a stretch selected on the calendar) shows as its slot, when free.
  const chosen = (slots.data ?? []).find((s) => sameInstant(s.Start, value ?? null))?.Start ?? null;
  return (
    <Select
      {...props}
      data={data}
      value={chosen}
      disabled={!ready || props.disabled}
      error={props.error ?? (slots.isError && t('backoffice.error.load'))}
      placeholder={
        !ready
          ? t('backoffice.agenda.slotFirst')
          : slots.isPending
            ? t('backoffice.agenda.slotsLoading')
            : data.length === 0
              ? t('backoffice.agenda.noSlots')
              : t('backoffice.agenda.slotPick')
      }
      maxDropdownHeight={320}
    />
  );
}
