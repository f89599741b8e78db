import type { EventInput } from '@fullcalendar/core';
import type {
  Absence,
  Appointment,
  CalendarView,
} from '@sportello/contracts/backoffice/reservations.contract';
import { romeDay, romeTime, romeWall } from './rome-time';

export type DueActivity = CalendarView['DueActivities'][number];

/** What a calendar event stands for, kept in its `extendedProps.item`. */
export type CalendarItem =
  | { kind: 'appointment'; appointment: Appointment }
  | { kind: 'absence'; absence: Absence }
  | { kind: 'due'; activity: DueActivity };

/**
 * Operators' colours, in the order the operators list gives them: shades with white text at 5:1 or
 * more (WCAG AA). Red reads as an error or a cancellation, orange is the CRM actions', grey the
 * absences': none of them is an operator's. Past eight operators the colours come round again.
 */
const OPERATOR_COLOURS = [
  'blue.8',
  'teal.9',
  'grape.8',
  'cyan.9',
  'pink.8',
  'violet.8',
  'indigo.8',
  'dark.6',
] as const;

const cssColour = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;

/** An operator's colour: the same on the calendar's events and beside their name in the filter. */
export function operatorColour(operatorIds: readonly string[], operatorId: string): string {
  const index = operatorIds.indexOf(operatorId);
  return cssColour(index < 0 ? 'gray.7' : OPERATOR_COLOURS[index % OPERATOR_COLOURS.length]!);
}

export interface EventTexts {
  /** An absence without a reason. */
  absent: string;
}

/**
 * The calendar's events in Rome wall times (rome-time.ts): appointments in their operator's colour,
 * draggable when the caller may move them (to another start; their length is the service's);
 * absences grey; due CRM actions as small all-day entries of their day, in orange.
 */
export function calendarEvents(view: CalendarView, operatorIds: readonly string[], texts: EventTexts) {
  const appointments: EventInput[] = view.Appointments.map((appointment) => ({
    id: `appointment-${appointment.Id}`,
    title: `${appointment.Company.Name} · ${appointment.Service.Name}`,
    start: romeWall(appointment.Start),
    end: romeWall(appointment.End),
    color: operatorColour(operatorIds, appointment.Operator.Id),
    textColor: 'white',
    startEditable: appointment.CanChange,
    durationEditable: false,
    extendedProps: { item: { kind: 'appointment', appointment } satisfies CalendarItem },
  }));
  const absences: EventInput[] = view.Absences.map((absence) => ({
    id: `absence-${absence.Id}`,
    title: `${absence.Operator.Name}: ${absence.Reason || texts.absent}`,
    start: romeWall(absence.Start),
    end: romeWall(absence.End),
    backgroundColor: cssColour('gray.2'),
    borderColor: cssColour('gray.5'),
    textColor: cssColour('gray.9'),
    // Another operator's absence opens nothing: it does not look clickable either.
    classNames: absence.CanChange ? ['sportello-absence'] : ['sportello-absence', 'sportello-static'],
    editable: false,
    extendedProps: { item: { kind: 'absence', absence } satisfies CalendarItem },
  }));
  const due: EventInput[] = view.DueActivities.map((activity) => ({
    id: `due-${activity.Id}`,
    title: `${romeTime(activity.DueAt)} ${activity.Company}: ${activity.Action}`,
    start: romeDay(activity.DueAt),
    allDay: true,
    display: 'list-item',
    color: cssColour('orange.7'),
    editable: false,
    extendedProps: { item: { kind: 'due', activity } satisfies CalendarItem },
  }));
  return [...appointments, ...absences, ...due];
}

/** The item behind an event FullCalendar hands back. */
export const itemOf = (extendedProps: Record<string, unknown>) => extendedProps.item as CalendarItem;
