import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Calendar, Interval } from '@sportello/contracts/backoffice/business-calendar.contract';
import {
  endsNextDay,
  MAX_INTERVALS_A_DAY,
  overlappingInterval,
  PATRON_DAY_PATTERN,
  WALL_TIME_PATTERN,
  WEEKDAYS,
  type WeekdayKey,
} from '@sportello/contracts/backoffice/business-calendar.values';
import { formatDate } from '@sportello/contracts/common/dates';
import { localizeMessage } from '@sportello/i18n/translate';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';
import { calendarQuery, saveCalendarCall } from '../api/business-calendar-calls';
import { CalendarPreview } from './calendar-preview';
import { holidayName } from './holiday-name';

type ExceptionForm = { Date: string; Closed: boolean; Intervals: Interval[]; Note: string };
type CalendarForm = {
  Weekly: Record<WeekdayKey, Interval[]>;
  PatronDay: string;
  Exceptions: ExceptionForm[];
};

const NEW_INTERVAL: Interval = { From: '09:00', To: '18:00' };

function formOf(c: Calendar): CalendarForm {
  return {
    Weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, c.Weekly[d] ?? []])) as Record<WeekdayKey, Interval[]>,
    PatronDay: c.PatronDay ?? '',
    Exceptions: c.Exceptions.map((e) => ({ ...e })),
  };
}

/** Open intervals `From`–`To` with add and remove; `path` is the form's path of the list. */
function IntervalsEditor({
  form,
  path,
  label,
  editable,
}: {
  form: ReturnType<typeof usePortalForm<CalendarForm>>;
  path: string;
  label: string;
  editable: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const list = getPath<Interval[] | undefined>(form.values, path) ?? [];
  return (
    <Stack gap={4} role="group" aria-label={label}>
      {list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('backoffice.calendar.closedDay')}
        </Text>
      )}
      {list.map((interval, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an interval has no identity but its place in the day.
        <Group key={i} gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={t('backoffice.calendar.from', { label, number: i + 1 })}
            placeholder="09:00"
            w={80}
            maxLength={5}
            disabled={!editable}
            {...form.getInputProps(`${path}.${i}.From`)}
          />
          <Text pt={6}>–</Text>
          <TextInput
            aria-label={t('backoffice.calendar.to', { label, number: i + 1 })}
            placeholder="18:00"
            w={80}
            // An end not after the start is the next day's (a night shift): say so, it is easy to mistype.
            description={endsNextDay(interval) ? t('backoffice.calendar.nextDay') : undefined}
            maxLength={5}
            disabled={!editable}
            {...form.getInputProps(`${path}.${i}.To`)}
          />
          {editable && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('backoffice.calendar.removeInterval', { label, number: i + 1 })}
              onClick={() => form.removeListItem(path, i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {editable && list.length < MAX_INTERVALS_A_DAY && (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('backoffice.calendar.addIntervalTo', { label })}
          onClick={() => form.insertListItem(path, { ...NEW_INTERVAL })}
        >
          {t('backoffice.calendar.addInterval')}
        </Button>
      )}
    </Stack>
  );
}

function getPath<T>(values: unknown, path: string): T {
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], values) as T;
}

/** The business calendar: weekly hours, patron day, dated exceptions, the holidays it counts, and a preview. */
export function BusinessCalendarPage() {
  const { t, i18n } = useTranslation('backoffice');
  useDocumentTitle(`${t('backoffice.nav.businessCalendar')} · ${t('backoffice.title')}`);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const calendar = useQuery(calendarQuery);
  const catalogue = errorCatalogueOf(i18n);
  const form = usePortalForm<CalendarForm>({
    initialValues: {
      Weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, []])) as unknown as Record<WeekdayKey, Interval[]>,
      PatronDay: '',
      Exceptions: [],
    },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const check = (path: string, list: Interval[]) => {
        list.forEach((iv, i) => {
          if (!WALL_TIME_PATTERN.test(iv.From))
            errors[`${path}.${i}.From`] = localizeMessage(catalogue, 'ERROR_CALENDAR_TIME');
          if (!WALL_TIME_PATTERN.test(iv.To))
            errors[`${path}.${i}.To`] = localizeMessage(catalogue, 'ERROR_CALENDAR_TIME');
          else if (iv.From === iv.To)
            errors[`${path}.${i}.To`] = localizeMessage(catalogue, 'ERROR_CALENDAR_INTERVAL');
        });
        // Overlaps only between well-formed times: the others have their own message already.
        const overlapping = list.every(
          (iv) => WALL_TIME_PATTERN.test(iv.From) && WALL_TIME_PATTERN.test(iv.To),
        )
          ? overlappingInterval(list)
          : -1;
        if (overlapping >= 0)
          errors[`${path}.${overlapping}.From`] = localizeMessage(catalogue, 'ERROR_CALENDAR_OVERLAP');
      };
      for (const d of WEEKDAYS) check(`Weekly.${d}`, v.Weekly[d]);
      v.Exceptions.forEach((e, i) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(e.Date))
          errors[`Exceptions.${i}.Date`] = localizeMessage(catalogue, 'ERROR_DATE_INVALID');
        else if (v.Exceptions.findIndex((x) => x.Date === e.Date) < i)
          errors[`Exceptions.${i}.Date`] = localizeMessage(catalogue, 'ERROR_CALENDAR_DUPLICATE');
        if (!e.Closed) check(`Exceptions.${i}.Intervals`, e.Intervals);
      });
      if (v.PatronDay && !PATRON_DAY_PATTERN.test(v.PatronDay))
        errors.PatronDay = localizeMessage(catalogue, 'ERROR_CALENDAR_PATRON_DAY');
      return errors as FieldErrors<CalendarForm>;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's setter is new at every render; the values follow the loaded calendar only.
  useEffect(() => {
    if (calendar.data) form.setValues(formOf(calendar.data));
  }, [calendar.data]);

  if (calendar.isPending) return <Loader role="status" aria-label={t('backoffice.title')} />;
  if (!calendar.data) return <ErrorAlert error={calendar.error} />;
  const editable = can('calendar', 'update');

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await saveCalendarCall({
        Weekly: v.Weekly,
        PatronDay: v.PatronDay.trim() || null,
        Exceptions: v.Exceptions.map((e) => ({ ...e, Intervals: e.Closed ? [] : e.Intervals })),
      });
      queryClient.setQueryData(calendarQuery.queryKey, saved);
      notifications.show({ color: 'green', message: t('backoffice.calendar.saved') });
    } catch (error) {
      // The server's problems carry the form's own paths (`Weekly.1.0.To`, `Exceptions.2.Date`).
      const fields = error instanceof ApiError ? (error.body?.Fields ?? []) : [];
      if (fields.length > 0)
        form.showServerErrors(
          Object.fromEntries(
            fields.map((f) => [f.Field, localizeMessage(catalogue, f.ErrorMessage || f.Message)]),
          ) as FieldErrors<CalendarForm>,
        );
      else form.fail(error);
    }
  });

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        {t('backoffice.nav.businessCalendar')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('backoffice.calendar.intro', { zone: calendar.data.TimeZone })}
      </Text>
      {!editable && <Alert color="yellow">{t('backoffice.calendar.readOnly')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {form.failure !== undefined && form.failure !== null && (
            <Alert color="red" role="alert">
              {apiErrorText(catalogue, form.failure)}
            </Alert>
          )}
          <Paper withBorder p="md" component="section" aria-labelledby="calendar-weekly-title">
            <Title order={2} size="h4" id="calendar-weekly-title" mb="sm">
              {t('backoffice.calendar.weekly')}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs">
                <Table.Tbody>
                  {WEEKDAYS.map((d) => (
                    <Table.Tr key={d}>
                      <Table.Th w={120} style={{ verticalAlign: 'top' }}>
                        {t(`backoffice.calendar.day.${d}`)}
                      </Table.Th>
                      <Table.Td>
                        <IntervalsEditor
                          form={form}
                          path={`Weekly.${d}`}
                          label={t(`backoffice.calendar.day.${d}`)}
                          editable={editable}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="calendar-exceptions-title">
            <Title order={2} size="h4" id="calendar-exceptions-title" mb="sm">
              {t('backoffice.calendar.exceptions')}
            </Title>
            <TextInput
              label={t('backoffice.calendar.patronDay')}
              description={t('backoffice.calendar.patronDayHint')}
              placeholder="12-07"
              maxLength={5}
              w={220}
              disabled={!editable}
              mb="sm"
              {...form.getInputProps('PatronDay')}
            />
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('backoffice.calendar.date')}</Table.Th>
                    <Table.Th>{t('backoffice.calendar.hours')}</Table.Th>
                    <Table.Th>{t('backoffice.calendar.note')}</Table.Th>
                    {editable && <Table.Th />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {form.values.Exceptions.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a new exception has no date yet.
                    <Table.Tr key={i}>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <DayInput
                          aria-label={t('backoffice.calendar.exceptionDate', { number: i + 1 })}
                          disabled={!editable}
                          {...form.getInputProps(`Exceptions.${i}.Date`)}
                        />
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <Stack gap={4}>
                          <Checkbox
                            label={t('backoffice.calendar.closedAllDay')}
                            disabled={!editable}
                            {...form.getInputProps(`Exceptions.${i}.Closed`, { type: 'checkbox' })}
                          />
                          {!e.Closed && (
                            <IntervalsEditor
                              form={form}
                              path={`Exceptions.${i}.Intervals`}
                              label={
                                e.Date
                                  ? formatDate(e.Date)
                                  : t('backoffice.calendar.exceptionDate', { number: i + 1 })
                              }
                              editable={editable}
                            />
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td style={{ verticalAlign: 'top' }}>
                        <TextInput
                          aria-label={t('backoffice.calendar.exceptionNote', { number: i + 1 })}
                          maxLength={200}
                          disabled={!editable}
                          {...form.getInputProps(`Exceptions.${i}.Note`)}
                        />
                      </Table.Td>
                      {editable && (
                        <Table.Td style={{ verticalAlign: 'top' }}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('backoffice.calendar.removeException', { number: i + 1 })}
                            onClick={() => form.removeListItem('Exceptions', i)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {form.values.Exceptions.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('backoffice.calendar.noExceptions')}
              </Text>
            )}
            {editable && (
              <Button
                mt="xs"
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  form.insertListItem('Exceptions', { Date: '', Closed: true, Intervals: [], Note: '' })
                }
              >
                {t('backoffice.calendar.addException')}
              </Button>
            )}
          </Paper>
          {editable && (
            <Group>
              <Button type="submit" loading={form.submitting}>
                {t('backoffice.edit.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <Paper withBorder p="md" component="section" aria-labelledby="calendar-holidays-title">
        <Title order={2} size="h4" id="calendar-holidays-title" mb="sm">
          {t('backoffice.calendar.holidays')}
        </Title>
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {calendar.data.Holidays.map((h) => (
            <Text key={h.Date} component="li" size="sm">
              {formatDate(h.Date)} · {holidayName(t, h.Name)}
            </Text>
          ))}
        </Stack>
      </Paper>
      <CalendarPreview />
    </Stack>
  );
}
