import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import type { MyTestRequest } from '@sportello/contracts/reservations/reservations.contract';
import type { RequestStatus } from '@sportello/contracts/reservations/reservations.values';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductLabel } from '../../../lib/code-labels';
import { myTestRequestsQuery } from '../api/reservations-calls';
import { dayText } from '../hooks/rome-days';
import { QueryState } from './query-state';

/** White text on each reads at 4.5:1 or more. */
const STATUS_COLOR: Record<RequestStatus, string> = {
  pending: 'blue.8',
  confirmed: 'teal.9',
  declined: 'gray.7',
};

export interface MyTestRequestsProps {
  sessionKey: string;
  onShowAppointment: (id: number) => void;
}

/** The customer's demonstration requests, newest first, each where it stands. */
export function MyTestRequests({ sessionKey, onShowAppointment }: MyTestRequestsProps) {
  const { t } = useTranslation('reservations');
  const titleId = useId();
  const list = useQuery(myTestRequestsQuery(sessionKey));
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('reservations.demo.mine')}
      </Title>
      {!list.data ? (
        <QueryState query={list} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('reservations.demo.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((request) => (
            <TestRequestItem key={request.Id} request={request} onShowAppointment={onShowAppointment} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TestRequestItem({
  request,
  onShowAppointment,
}: {
  request: MyTestRequest;
  onShowAppointment: (id: number) => void;
}) {
  const { t } = useTranslation('reservations');
  const productLabel = useProductLabel();
  const titleId = useId();
  const preferred = [request.PreferredDate && dayText(request.PreferredDate), request.PreferredTime]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} id={titleId}>
            {productLabel(request.Product)}
          </Text>
          <Badge color={STATUS_COLOR[request.Status]} variant="filled" size="sm" style={{ flexShrink: 0 }}>
            {t(`reservations.demo.status.${request.Status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('reservations.demo.requestedOn', { date: formatDate(request.CreatedAt) })}
        </Text>
        {preferred && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('reservations.demo.preferred', { when: preferred })}
          </Text>
        )}
        {request.Status === 'declined' && request.Note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t('reservations.demo.vendorNote', { note: request.Note })}
          </Text>
        )}
        {request.Status === 'confirmed' && request.AppointmentId !== null && (
          <Button
            size="compact-sm"
            variant="subtle"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => request.AppointmentId !== null && onShowAppointment(request.AppointmentId)}
          >
            {t('reservations.demo.seeAppointment')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
