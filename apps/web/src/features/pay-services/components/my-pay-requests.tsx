import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sportello/contracts/common/dates';
import type { MyPayRequest } from '@sportello/contracts/pay-services/pay-services.contract';
import type { PayRequestStatus } from '@sportello/contracts/pay-services/pay-services.values';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCardBody } from '../../../components/home-card';
import { myPayRequestsQuery } from '../api/pay-services-calls';
import { usePayFormats } from '../hooks/use-pay-formats';
import { AmountsList } from './amounts-list';

/** White text on each reads at 4.5:1 or more. */
const STATUS_COLOR: Record<PayRequestStatus, string> = {
  pending: 'blue.8',
  approved: 'teal.9',
  rejected: 'gray.7',
};

/** The company's requests, newest first, each with what it costs and where it stands. */
export function MyPayRequests({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('pay-services');
  const titleId = useId();
  const list = useQuery(myPayRequestsQuery(sessionKey));
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('payServices.mine')}
      </Title>
      <HomeCardBody query={list}>
        {(requests) =>
          requests.length === 0 ? (
            <Text c="dimmed">{t('payServices.none')}</Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {requests.map((request) => (
                <PayRequestItem key={request.Id} request={request} />
              ))}
            </Stack>
          )
        }
      </HomeCardBody>
    </Stack>
  );
}

function PayRequestItem({ request }: { request: MyPayRequest }) {
  const { t } = useTranslation('pay-services');
  const f = usePayFormats();
  const titleId = useId();
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {request.Service.Name}
            </Text>
            <Text size="xs" c="dimmed">
              {request.Service.TypeName}
            </Text>
          </div>
          <Badge
            color={STATUS_COLOR[request.Status]}
            variant="filled"
            size="sm"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {t(`payServices.status.${request.Status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('payServices.requestedBy', { name: request.RequestedBy, date: formatDate(request.CreatedAt) })}
        </Text>
        <Text size="sm">
          {t('payServices.quantityOf', {
            quantity: request.Quantity,
            price: f.priceFor(request.PriceCents, request.Unit, request.Period),
          })}
        </Text>
        <AmountsList
          netCents={request.NetCents}
          vatRate={request.VatRate}
          vatCents={request.VatCents}
          totalCents={request.TotalCents}
        />
        {request.Note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t('payServices.yourNote', { note: request.Note })}
          </Text>
        )}
        {request.Reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {t(request.Status === 'rejected' ? 'payServices.reason' : 'payServices.vendorNote', {
              text: request.Reason,
            })}
          </Text>
        )}
        {request.SubscriptionEndsOn && (
          <Text size="sm" fw={600}>
            {t('payServices.subscriptionUntil', { date: f.day(request.SubscriptionEndsOn) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
