import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MyAppointment } from '@sportello/contracts/reservations/reservations.contract';
import type { AppointmentStatus } from '@sportello/contracts/reservations/reservations.values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/use-dialogs';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { cancelCall, RESERVATIONS_KEY } from '../api/reservations-calls';
import { useReservationFormats } from '../hooks/use-reservation-formats';

/** White text on each reads at 4.5:1 or more. */
const STATUS_COLOR: Record<AppointmentStatus, string> = { confirmed: 'teal.9', cancelled: 'gray.7' };

export interface AppointmentItemProps {
  appointment: MyAppointment;
  upcoming: boolean;
  highlighted: boolean;
  onReschedule: () => void;
}

/** One appointment: what, when, where, with whom, who booked it, and whether it may still change. */
export function AppointmentItem({ appointment, upcoming, highlighted, onReschedule }: AppointmentItemProps) {
  const { t } = useTranslation('reservations');
  const f = useReservationFormats();
  const titleId = useId();
  const ref = useRef<HTMLLIElement>(null);
  // A link to this appointment (a mail's, the home card's) brings it into view once it is drawn.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  const when = f.when(appointment.Start, appointment.End);
  const until = `${f.day(appointment.ChangeUntil)} ${f.time(appointment.ChangeUntil)}`;
  return (
    <Paper
      ref={ref}
      component="li"
      withBorder
      radius="sm"
      p="md"
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
      bg={highlighted ? 'blue.0' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {appointment.Service.Name}
          </Title>
          <Badge
            color={STATUS_COLOR[appointment.Status]}
            variant="filled"
            size="sm"
            style={{ flexShrink: 0 }}
          >
            {t(`reservations.status.${appointment.Status}`)}
          </Badge>
        </Group>
        <Text fw={600}>{when}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {f.place(appointment.Place, appointment.PlaceDetail)}
        </Text>
        <Text size="sm" c="dimmed">
          {appointment.Operator && `${t('reservations.mine.operator', { name: appointment.Operator })} · `}
          {t('reservations.mine.bookedBy', { name: appointment.BookedBy })}
        </Text>
        {appointment.Notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t('reservations.mine.notes', { notes: appointment.Notes })}
          </Text>
        )}
        {appointment.CanChange ? (
          <ChangeButtons appointment={appointment} when={when} onReschedule={onReschedule} />
        ) : (
          // Past its cut-off: say until when it could have changed (a refusal for another reason says nothing).
          appointment.Status === 'confirmed' &&
          upcoming &&
          Date.parse(appointment.ChangeUntil) <= Date.now() && (
            <Text size="sm" c="dimmed">
              {t('reservations.mine.locked', { until })}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** "Sposta" and "Annulla", the latter after a confirmation: a cancellation cannot be taken back. */
function ChangeButtons({
  appointment,
  when,
  onReschedule,
}: {
  appointment: MyAppointment;
  when: string;
  onReschedule: () => void;
}) {
  const { t, i18n } = useTranslation('reservations');
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const names = { service: appointment.Service.Name, when };
  const cancel = useMutation({
    mutationFn: () => cancelCall(appointment.Id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('reservations.mine.cancelled') });
      await queryClient.invalidateQueries({ queryKey: RESERVATIONS_KEY });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) }),
  });
  const confirmCancel = async () => {
    const confirmed = await dialogs.confirm({
      title: t('reservations.mine.cancelTitle'),
      message: t('reservations.mine.cancelConfirm', names),
      confirmLabel: t('reservations.mine.cancelYes'),
      cancelLabel: t('reservations.mine.cancelNo'),
      confirmColor: 'red',
    });
    if (confirmed) cancel.mutate();
  };
  return (
    <Group gap="xs" mt={4}>
      <Button
        size="xs"
        variant="light"
        aria-label={t('reservations.mine.rescheduleLabel', names)}
        onClick={onReschedule}
      >
        {t('reservations.mine.reschedule')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('reservations.mine.cancelLabel', names)}
        loading={cancel.isPending}
        onClick={() => void confirmCancel()}
      >
        {t('reservations.mine.cancel')}
      </Button>
    </Group>
  );
}
