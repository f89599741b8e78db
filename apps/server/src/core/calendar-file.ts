import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarPart } from './mailer';

/**
 * Calendar files (RFC 5545, decision 082), written by `ical-generator`: an event (an appointment, a
 * campaign's event) as an invitation (`METHOD:REQUEST`) or its cancellation (`METHOD:CANCEL`), under
 * a stable UID and a SEQUENCE raised at each change, so that the reader's calendar updates the event
 * it has rather than adding another. An operator's feed is the same events without a method.
 */

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: Date;
  /** Absent: an event whose end is not known (a campaign's day), shown at its start. */
  end?: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  cancelled: boolean;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
}

const PRODUCT = { company: 'Sportello', product: 'reservations', language: 'IT' } as const;

function addEvent(calendar: ReturnType<typeof ical>, event: CalendarEvent, stamp: Date): void {
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: event.organizer,
    attendees: event.attendee ? [{ ...event.attendee, rsvp: false }] : [],
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** The file a mail about an event carries. */
export function invitationFile(event: CalendarEvent, stamp: Date): CalendarPart {
  const method = event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: PRODUCT, method });
  addEvent(calendar, event, stamp);
  return { method: event.cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}

/** An operator's feed: their appointments, to subscribe to from Outlook or Google. */
export function feedFile(name: string, events: readonly CalendarEvent[], stamp: Date): string {
  const calendar = ical({ prodId: PRODUCT, name, timezone: 'Europe/Rome' });
  for (const event of events) addEvent(calendar, event, stamp);
  return calendar.toString();
}

/** The address part of a sender (`Name <address>`), or the text itself: an organizer's address. */
export const senderAddress = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from;
