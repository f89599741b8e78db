import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import itLocale from '@fullcalendar/core/locales/it';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalendarItem, itemOf } from '../hooks/calendar-events';
import { CALENDAR_VIEWS, type CalendarViewName } from '../hooks/calendar-prefs';
import { instantOfCalendarDate, romeWall, type WallTime } from '../hooks/rome-time';
import type { AppointmentDrop } from '../hooks/use-appointment-drop';
import { useCalendarMarkup } from '../hooks/use-calendar-markup';
import classes from './calendar-board.module.css';

export interface CalendarBoardProps {
  initialView: CalendarViewName;
  /** A phone: the view buttons go under the grid, so that the head fits 375 px. */
  compact: boolean;
  events: EventInput[];
  /** An empty stretch may be selected to book it. */
  selectable: boolean;
  /** The visible range changed (another view, another week): its instants, and the view. */
  onRange: (range: { From: string; To: string; view: CalendarViewName }) => void;
  onItemClick: (item: CalendarItem) => void;
  /** An empty stretch selected: its start (a Rome wall time), and whether whole days were. */
  onSelect: (start: WallTime, allDay: boolean) => void;
  onDrop: (drop: AppointmentDrop) => void;
}

/** The stretch the arrows move by, as FullCalendar names it. */
const navUnit = (unit: string) => (['day', 'month'] as const).find((u) => u === unit) ?? 'week';

const viewOf = (type: string) => CALENDAR_VIEWS.find((v) => v === type) ?? 'timeGridWeek';

/**
 * FullCalendar with the MIT plugins, the only module that imports it: the page loads it lazily
 * (lazy-calendar-page.tsx), so that it stays out of the back office's bundle. It runs in 'UTC' on
 * Rome wall times (see rome-time.ts); its dates are turned back into instants here.
 */
export function CalendarBoard(props: CalendarBoardProps) {
  const { t, i18n } = useTranslation('backoffice');
  const italian = i18n.language.startsWith('it');
  const views = CALENDAR_VIEWS.join(',');
  const board = useRef<HTMLDivElement>(null);
  useCalendarMarkup(board);
  return (
    <div className={classes.board} ref={board}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        // British English: the portal's 24-hour clock and day-first dates in English too.
        locale={italian ? itLocale : enGbLocale}
        // The buttons' texts and names in the portal's words (FullCalendar's Italian has no names).
        buttonText={{
          today: t('backoffice.agenda.button.today'),
          day: t('backoffice.agenda.button.day'),
          week: t('backoffice.agenda.button.week'),
          month: t('backoffice.agenda.button.month'),
        }}
        buttonHints={{
          prev: (_text: string, unit: string) => t(`backoffice.agenda.previous.${navUnit(unit)}`),
          next: (_text: string, unit: string) => t(`backoffice.agenda.next.${navUnit(unit)}`),
          today: (_text: string, unit: string) => t(`backoffice.agenda.today.${navUnit(unit)}`),
        }}
        viewHint="$0"
        moreLinkHint={(count: number) => t('backoffice.agenda.more', { count })}
        closeHint={t('backoffice.agenda.close')}
        timeHint={t('backoffice.agenda.time')}
        eventHint={t('backoffice.agenda.event')}
        timeZone="UTC"
        // "Now" (the red line, today's column) in Rome's wall time as well.
        now={() => romeWall(new Date())}
        initialView={props.initialView}
        headerToolbar={
          props.compact
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: views }
        }
        footerToolbar={props.compact ? { center: views } : false}
        firstDay={1}
        // The grid as tall as the hours it shows, 07:00–21:00, in the page's own scroll: a scrolling
        // box inside the page would not take the keyboard's focus (axe: scrollable-region-focusable).
        height="auto"
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        businessHours={{ daysOfWeek: [1, 2, 3, 4, 5], startTime: '08:00', endTime: '19:00' }}
        nowIndicator
        dayMaxEvents
        events={props.events}
        eventInteractive
        eventDurationEditable={false}
        selectable={props.selectable}
        selectMirror
        unselectAuto
        datesSet={(arg: DatesSetArg) =>
          props.onRange({
            From: instantOfCalendarDate(arg.start),
            To: instantOfCalendarDate(arg.end),
            view: viewOf(arg.view.type),
          })
        }
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          props.onItemClick(itemOf(arg.event.extendedProps));
        }}
        eventDrop={(arg: EventDropArg) => {
          const item = itemOf(arg.event.extendedProps);
          if (item.kind !== 'appointment') return arg.revert();
          props.onDrop({ appointmentId: item.appointment.Id, start: arg.event.start, revert: arg.revert });
        }}
        select={(arg: DateSelectArg) => {
          arg.view.calendar.unselect();
          props.onSelect(arg.start.toISOString().slice(0, 19), arg.allDay);
        }}
      />
    </div>
  );
}
