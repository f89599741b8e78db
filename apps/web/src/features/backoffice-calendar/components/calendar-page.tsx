import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Appointment } from '@sportello/contracts/backoffice/reservations.contract';
import { routePath } from '@sportello/contracts/common/route';
import { IconCalendarShare, IconCalendarX, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { calendarQuery, operatorsQuery, RESERVATIONS_KEY } from '../api/calendar-calls';
import { type CalendarItem, calendarEvents } from '../hooks/calendar-events';
import { type CalendarPrefs, useCalendarPrefs } from '../hooks/calendar-prefs';
import { romeDay, romeInstant, type WallTime } from '../hooks/rome-time';
import { useAppointmentDrop } from '../hooks/use-appointment-drop';
import { AbsenceModal, type AbsenceTarget } from './absence-modal';
import { AppointmentDrawer } from './appointment-drawer';
import { CalendarBoard } from './calendar-board';
import { CalendarFeedModal } from './calendar-feed-modal';
import { CalendarFilters } from './calendar-filters';
import { NewAppointmentModal, type NewAppointmentStart } from './new-appointment-modal';

/** The operators whose calendar is asked for: the caller alone once known, when so chosen; empty: everyone. */
function shownOperators(prefs: CalendarPrefs, operators: { isPending: boolean; me: string | undefined }) {
  if (!prefs.onlyMe) return prefs.operatorIds;
  if (operators.isPending) return null;
  return operators.me ? [operators.me] : prefs.operatorIds;
}

/**
 * The operators' calendar: appointments by operator, absences, and the CRM's actions falling due,
 * for a day, a week or a month (Europe/Rome). Whoever may book selects a free stretch (or uses the
 * button) to book for a customer; whoever may change an appointment drags it to another time or
 * opens it to cancel it; operators mark their absences. The view and filters stay as last chosen.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.calendar')} · ${t('backoffice.title')}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const mayBook = permissions.can('reservations', 'create');
  const mayMarkAbsence = permissions.can('reservations', 'update');
  // `update` on everyone's (admins): they mark others' absences too.
  const mayPickOperator =
    permissions.data?.Permissions.some(
      (p) => p.Resource === 'reservations' && p.Action === 'update' && p.Scope === 'all',
    ) ?? false;
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const [prefs, updatePrefs] = useCalendarPrefs();
  const operators = useQuery(operatorsQuery);
  const me = operators.data?.find((o) => o.Me)?.Id;
  const operatorIds = shownOperators(prefs, { isPending: operators.isPending, me });
  const [range, setRange] = useState<{ From: string; To: string } | null>(null);
  const calendar = useQuery({
    ...calendarQuery({
      From: range?.From ?? '',
      To: range?.To ?? '',
      OperatorIds: operatorIds ?? [],
      ...(prefs.serviceId !== null && { ServiceId: prefs.serviceId }),
    }),
    enabled: range !== null && operatorIds !== null,
  });
  const colourOrder = useMemo(() => (operators.data ?? []).map((o) => o.Id), [operators.data]);
  const absent = t('backoffice.agenda.absent');
  const events = useMemo(
    () => (calendar.data ? calendarEvents(calendar.data, colourOrder, { absent }) : []),
    [calendar.data, colourOrder, absent],
  );

  const [appointment, setAppointment] = useState<Appointment | null>(null);
  const [booking, setBooking] = useState<NewAppointmentStart | null>(null);
  /** The absence in the form: null a new one, undefined none. */
  const [absence, setAbsence] = useState<AbsenceTarget | undefined>();
  const [feedOpened, setFeedOpened] = useState(false);
  const drop = useAppointmentDrop();
  const refresh = () => queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });

  const book = (day: string, start: string | null) =>
    setBooking({ day, start, operatorIds: [...(operatorIds ?? []), ...(me ? [me] : [])] });
  const open = (item: CalendarItem) => {
    if (item.kind === 'appointment') setAppointment(item.appointment);
    else if (item.kind === 'absence') {
      if (item.absence.CanChange && mayMarkAbsence) setAbsence(item.absence);
    } else navigate(routePath(paths.backoffice.company, { id: item.activity.CompanyId }));
  };
  const empty = calendar.isSuccess && !calendar.isPlaceholderData && events.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {t('backoffice.nav.calendar')}
        </Title>
        <Group gap="xs">
          {mayBook && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => book(romeDay(new Date()), null)}
            >
              {t('backoffice.agenda.newAppointment')}
            </Button>
          )}
          {mayMarkAbsence && (
            <Button
              variant="default"
              leftSection={<IconCalendarX size={16} aria-hidden />}
              onClick={() => setAbsence(null)}
            >
              {t('backoffice.agenda.newAbsence')}
            </Button>
          )}
          <Button
            variant="subtle"
            leftSection={<IconCalendarShare size={16} aria-hidden />}
            onClick={() => setFeedOpened(true)}
          >
            {t('backoffice.agenda.feed')}
          </Button>
        </Group>
      </Group>
      <CalendarFilters prefs={prefs} onChange={updatePrefs} />
      <Group gap="xs" mih={24} role="status">
        {calendar.isFetching ? (
          <>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t('backoffice.agenda.loading')}
            </Text>
          </>
        ) : (
          empty && (
            <Text size="sm" c="dimmed">
              {t('backoffice.agenda.empty')}
            </Text>
          )
        )}
      </Group>
      {calendar.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(errorCatalogueOf(i18n), calendar.error)}
        </Alert>
      )}
      <CalendarBoard
        // A phone opens on the day: a week's seven columns would be too narrow to read.
        initialView={phone ? 'timeGridDay' : prefs.view}
        compact={phone}
        events={events}
        selectable={mayBook}
        onRange={({ From, To, view }) => {
          setRange({ From, To });
          if (!phone && view !== prefs.view) updatePrefs({ view });
        }}
        onItemClick={open}
        onSelect={(start: WallTime, allDay: boolean) =>
          book(start.slice(0, 10), allDay ? null : romeInstant(start))
        }
        onDrop={(moved) => void drop(moved)}
      />
      <AppointmentDrawer
        appointment={appointment}
        onClose={() => setAppointment(null)}
        onCancelled={async () => {
          setAppointment(null);
          notifications.show({ color: 'green', message: t('backoffice.agenda.cancelled') });
          await refresh();
        }}
      />
      <NewAppointmentModal
        from={booking}
        onClose={() => setBooking(null)}
        onCreated={async () => {
          setBooking(null);
          notifications.show({ color: 'green', message: t('backoffice.agenda.booked') });
          await refresh();
        }}
      />
      <AbsenceModal
        opened={absence !== undefined}
        absence={absence ?? null}
        mayPickOperator={mayPickOperator}
        appointments={calendar.data?.Appointments ?? []}
        onCancel={() => setAbsence(undefined)}
        onDone={async () => {
          setAbsence(undefined);
          await refresh();
        }}
      />
      <CalendarFeedModal opened={feedOpened} onClose={() => setFeedOpened(false)} />
    </Stack>
  );
}
