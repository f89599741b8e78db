import { SavedViews } from '../../../components/backoffice/saved-views';
import '@mantine/core/styles/Switch.layer.css';
import { Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Appointment, AppointmentFilter } from '@sportello/contracts/backoffice/reservations.contract';
import { APPOINTMENT_SORT_FIELDS } from '@sportello/contracts/backoffice/reservations.values';
import { APPOINTMENT_STATUSES } from '@sportello/contracts/reservations/reservations.values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/backoffice/data-list';
import { ExportButton } from '../../../components/backoffice/export-button';
import { ListFilters } from '../../../components/backoffice/list-filters';
import { DayRangeInputs } from '../../../components/day-input';
import { useListState } from '../../../lib/backoffice/use-list-state';
import { usePageSelection } from '../../../lib/backoffice/use-page-selection';
import { usePermissions } from '../../../lib/backoffice/use-permissions';
import {
  appointmentsExportUrl,
  appointmentsQuery,
  bulkCancelCall,
  operatorsQuery,
  RESERVATIONS_KEY,
  serviceChoicesQuery,
} from '../api/reservations-calls';
import { useAppointmentColumns } from './appointment-columns';
import { AppointmentDrawer } from './appointment-drawer';
import { idOf, oneOf, uuidOf } from './list-values';
import { ReasonModal } from './reason-modal';
import { ReservationsHeader } from './reservations-parts';
import { romeDayRange, romeToday } from './rome-time';

/** What comes next first: an operator opens the list to see the day's and the week's appointments. */
const DEFAULTS = {
  page: 0,
  sort: 'Start',
  desc: false,
  q: '',
  service: '',
  operator: '',
  status: '',
  from: '',
  to: '',
  /** Without a first day, the list starts today; off, it shows the past too. */
  upcoming: true,
  /** The appointment open in the drawer: a link to it opens it. */
  open: '',
};
type ListState = typeof DEFAULTS;

function appointmentFilterOf(state: ListState): AppointmentFilter {
  const serviceId = idOf(state.service);
  const operatorId = uuidOf(state.operator);
  const status = oneOf(APPOINTMENT_STATUSES, state.status);
  return {
    Page: state.page,
    Size: 20,
    Sort: oneOf(APPOINTMENT_SORT_FIELDS, state.sort) ?? 'Start',
    Desc: state.desc,
    ...(state.q && { Text: state.q }),
    ...(serviceId > 0 && { ServiceId: serviceId }),
    ...(operatorId && { OperatorId: operatorId }),
    ...(status && { Status: status }),
    ...romeDayRange(state.from || (state.upcoming ? romeToday() : ''), state.to),
  };
}

/**
 * Every operator's appointments (decision 082): searched by company, VAT code or contact, filtered by
 * service, operator, state and days (Europe/Rome), sorted and paged on the server, all in the
 * address. A row opens its details in a drawer, where it is moved or cancelled; the rows the user may
 * change are cancelled together, with one reason mailed to each customer. The CSV takes the filter.
 */
export function AppointmentsPage() {
  const { t } = useTranslation('backoffice');
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [state, update] = useListState(DEFAULTS);
  const filter = appointmentFilterOf(state);
  const list = useQuery(appointmentsQuery(filter));
  const services = useQuery(serviceChoicesQuery);
  const operators = useQuery(operatorsQuery);
  const [selected, setSelected] = usePageSelection(filter);
  const [cancelling, setCancelling] = useState(false);
  const mayChange = can('reservations', 'update');
  const openId = idOf(state.open);
  // Opening or closing the drawer keeps the page the operator is on.
  const open = (a: Appointment | null) => update({ open: a ? String(a.Id) : '', page: state.page });
  const columns = useAppointmentColumns(open);
  const ids = selected.map(Number);

  const filtered = Boolean(
    state.q || state.service || state.operator || state.status || state.from || state.to,
  );
  return (
    <Stack gap="md">
      <ReservationsHeader
        current="appointments"
        actions={
          can('reservations', 'export') && (
            <ExportButton href={(encoding) => appointmentsExportUrl({ ...filter, Page: 0 }, encoding)} />
          )
        }
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text c="dimmed" size="sm">
          {t('backoffice.reservations.appointmentsIntro')}
        </Text>
        <SavedViews listName="reservations-appointments" />
      </Group>
      <ListFilters
        searchHint={t('backoffice.reservations.appointmentsSearchHint')}
        search={state.q}
        onSearch={(q) => update({ q })}
      >
        <Select
          label={t('backoffice.reservations.service')}
          placeholder={t('backoffice.reservations.allServices')}
          clearable
          searchable
          w={220}
          value={idOf(state.service) > 0 ? state.service : null}
          onChange={(v) => update({ service: v ?? '' })}
          data={(services.data?.Items ?? []).map((s) => ({ value: String(s.Id), label: s.Name }))}
        />
        <Select
          label={t('backoffice.reservations.operator')}
          placeholder={t('backoffice.reservations.allOperators')}
          clearable
          searchable
          w={220}
          value={uuidOf(state.operator) ?? null}
          onChange={(v) => update({ operator: v ?? '' })}
          data={(operators.data ?? []).map((o) => ({
            value: o.Id,
            label: o.Me ? t('backoffice.reservations.me', { name: o.Name }) : o.Name,
          }))}
        />
        <Select
          label={t('backoffice.reservations.status')}
          placeholder={t('backoffice.list.allStatuses')}
          clearable
          w={180}
          value={oneOf(APPOINTMENT_STATUSES, state.status) ?? null}
          onChange={(v) => update({ status: v ?? '' })}
          data={APPOINTMENT_STATUSES.map((v) => ({
            value: v,
            label: t(`backoffice.reservations.appointmentStatus.${v}`),
          }))}
        />
        <DayRangeInputs
          labels={{ from: t('backoffice.reservations.from'), to: t('backoffice.reservations.to') }}
          from={state.from}
          to={state.to}
          onChange={update}
          w={160}
        />
        <Switch
          label={t('backoffice.reservations.upcomingOnly')}
          checked={state.upcoming}
          disabled={state.from !== ''}
          onChange={(e) => update({ upcoming: e.currentTarget.checked })}
          mb={8}
        />
      </ListFilters>
      {mayChange && ids.length > 0 && (
        <Group gap="xs">
          <Button color="red" variant="light" onClick={() => setCancelling(true)}>
            {t('backoffice.reservations.cancelSelected', { count: ids.length })}
          </Button>
        </Group>
      )}
      {!filtered && list.data?.Total === 0 ? (
        <Text>
          {state.upcoming
            ? t('backoffice.reservations.noUpcoming')
            : t('backoffice.reservations.noAppointments')}
        </Text>
      ) : (
        <DataList
          list={list}
          rowId={(a) => a.Id}
          columns={columns}
          sort={{ field: filter.Sort ?? 'Start', desc: filter.Desc ?? false }}
          page={state.page}
          onChange={update}
          columnsName="reservations-appointments"
          selection={
            mayChange
              ? {
                  selected,
                  onChange: setSelected,
                  // Only what the user may change and is still on: the server would skip the rest.
                  selectable: (a) => a.CanChange && a.Status === 'confirmed',
                }
              : undefined
          }
        />
      )}
      {openId > 0 && (
        <AppointmentDrawer
          key={openId}
          id={openId}
          row={list.data?.Items.find((a) => a.Id === openId)}
          onClose={() => open(null)}
        />
      )}
      {cancelling && (
        <ReasonModal
          title={t('backoffice.reservations.cancelSelectedTitle')}
          message={t('backoffice.reservations.cancelSelectedText', { count: ids.length })}
          confirmLabel={t('backoffice.reservations.cancelCount', { count: ids.length })}
          onClose={() => setCancelling(false)}
          onSubmit={async (reason) => {
            const done = await bulkCancelCall(ids, reason);
            setCancelling(false);
            setSelected([]);
            notifications.show({
              color: done.Cancelled < ids.length ? 'orange' : 'green',
              message:
                done.Cancelled < ids.length
                  ? t('backoffice.reservations.cancelledSome', { count: done.Cancelled, total: ids.length })
                  : t('backoffice.reservations.cancelledMany', { count: done.Cancelled }),
            });
            await queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
          }}
        />
      )}
    </Stack>
  );
}
