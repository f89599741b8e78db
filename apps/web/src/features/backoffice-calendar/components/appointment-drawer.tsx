import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import { Alert, Anchor, Badge, Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Appointment } from '@sportello/contracts/backoffice/reservations.contract';
import { DECLINE_NOTE_MAX } from '@sportello/contracts/backoffice/reservations.values';
import { routePath } from '@sportello/contracts/common/route';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { cancelCall } from '../api/calendar-calls';
import { romeDateTime, romeTime } from '../hooks/rome-time';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Cancelling: an optional reason, which the customer reads in the cancellation mail, and a red
 * button, since the customer is told at once and it cannot be undone.
 */
function CancelForm({
  appointment,
  onCancelled,
  onBack,
}: {
  appointment: Appointment;
  onCancelled: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelCall(appointment.Id, reason.trim()),
    onSuccess: onCancelled,
  });
  return (
    <Stack gap="sm">
      <Textarea
        label={t('backoffice.agenda.cancelReason')}
        description={t('backoffice.agenda.cancelReasonHint')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={DECLINE_NOTE_MAX}
        autosize
        minRows={3}
        data-autofocus
      />
      {cancel.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(errorCatalogueOf(i18n), cancel.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('backoffice.agenda.keep')}
        </Button>
        <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('backoffice.agenda.confirmCancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** An appointment's details, and its cancellation for whoever may change it. */
export function AppointmentDrawer({
  appointment,
  onClose,
  onCancelled,
}: {
  appointment: Appointment | null;
  onClose: () => void;
  onCancelled: (appointment: Appointment) => void;
}) {
  const { t } = useTranslation('backoffice');
  const phone = useMediaQuery('(max-width: 36em)');
  const [cancelling, setCancelling] = useState(false);
  const close = () => {
    setCancelling(false);
    onClose();
  };
  const a = appointment;
  return (
    <Drawer
      opened={a !== null}
      onClose={close}
      position="right"
      size={phone ? '100%' : 'md'}
      title={a ? `${a.Company.Name} · ${a.Service.Name}` : ''}
      closeButtonProps={{ 'aria-label': t('backoffice.agenda.close') }}
    >
      {a && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={a.Status === 'confirmed' ? 'green' : 'gray'} variant="light">
              {t(`backoffice.agenda.status.${a.Status}`)}
            </Badge>
            <Badge color="gray" variant="outline">
              {t(`backoffice.agenda.kind.${a.Service.Kind}`)}
            </Badge>
          </Group>
          <Detail label={t('backoffice.agenda.when')}>
            {t('backoffice.agenda.whenValue', { start: romeDateTime(a.Start), end: romeTime(a.End) })}
          </Detail>
          <Detail label={t('backoffice.agenda.company')}>
            <Anchor component={Link} to={routePath(paths.backoffice.company, { id: a.Company.Id })} size="sm">
              {a.Company.Name}
            </Anchor>{' '}
            · {a.Company.VatCode}
          </Detail>
          <Detail label={t('backoffice.agenda.contact')}>
            {a.Contact ? (
              <>
                {a.Contact.Name} · <Anchor href={`mailto:${a.Contact.Email}`}>{a.Contact.Email}</Anchor>
              </>
            ) : (
              t('backoffice.agenda.contactGone')
            )}
          </Detail>
          <Detail label={t('backoffice.agenda.service')}>{a.Service.Name}</Detail>
          <Detail label={t('backoffice.agenda.operator')}>{a.Operator.Name}</Detail>
          <Detail label={t('backoffice.agenda.place')}>
            {t(`backoffice.agenda.place.${a.Place}`)}
            {a.PlaceDetail && ` · ${a.PlaceDetail}`}
          </Detail>
          {a.Notes && <Detail label={t('backoffice.agenda.notes')}>{a.Notes}</Detail>}
          {a.CanChange &&
            a.Status === 'confirmed' &&
            (cancelling ? (
              <CancelForm
                appointment={a}
                onBack={() => setCancelling(false)}
                onCancelled={() => {
                  setCancelling(false);
                  onCancelled(a);
                }}
              />
            ) : (
              <Group justify="flex-end">
                <Button color="red" variant="light" onClick={() => setCancelling(true)}>
                  {t('backoffice.agenda.cancel')}
                </Button>
              </Group>
            ))}
          {a.CanChange && a.Status === 'confirmed' && !cancelling && (
            <Text size="xs" c="dimmed">
              {t('backoffice.agenda.dragHint')}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
