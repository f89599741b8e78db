import { Alert, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { communicationDeliveryQuery } from '../api/communications-calls';

interface Props {
  /** 0 for a communication not saved yet. */
  id: number;
  /** Whether the form holds an SMS text. */
  withSms: boolean;
}

/**
 * What publishing an SMS/e-mail communication does, and once it has, what it sent: the operator
 * knows before saving that it goes out once, and after, how many messages arrived.
 */
export function CommunicationDelivery({ id, withSms }: Props) {
  const { t } = useTranslation('backoffice');
  const delivery = useQuery({ ...communicationDeliveryQuery(id), enabled: id > 0 });
  const d = delivery.data;
  if (id > 0 && delivery.isPending) return <Loader size="sm" />;
  if (!d || d.DispatchedAt === null)
    return (
      <Alert color="blue" title={t('backoffice.delivery.pendingTitle')}>
        <Text size="sm">
          {t(withSms ? 'backoffice.delivery.pendingWithSms' : 'backoffice.delivery.pending')}
        </Text>
        {withSms && d && !d.SmsAvailable && (
          <Text size="sm" mt="xs" fw={600}>
            {t('backoffice.delivery.noSmsProvider')}
          </Text>
        )}
      </Alert>
    );
  const line = (key: 'email' | 'sms', c: { Total: number; Sent: number; Failed: number }) =>
    t(`backoffice.delivery.${key}`, { total: c.Total, sent: c.Sent, failed: c.Failed });
  return (
    <Alert
      color={d.Email.Failed + d.Sms.Failed > 0 ? 'orange' : 'teal'}
      title={t('backoffice.delivery.sentTitle', { at: dayjs(d.DispatchedAt).format('DD/MM/YYYY HH:mm') })}
    >
      <Text size="sm">{line('email', d.Email)}</Text>
      {d.Sms.Total > 0 && <Text size="sm">{line('sms', d.Sms)}</Text>}
      <Text size="sm" c="dimmed" mt="xs">
        {t('backoffice.delivery.once')}
      </Text>
    </Alert>
  );
}
