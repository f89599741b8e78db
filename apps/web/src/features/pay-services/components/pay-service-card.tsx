import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { OfferedService } from '@sportello/contracts/pay-services/pay-services.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayFormats } from '../hooks/use-pay-formats';
import { AmountsList } from './amounts-list';

export interface PayServiceCardProps {
  service: OfferedService;
  onRequest: (service: OfferedService) => void;
}

/** A service offered: what it is, its price for what and how often, VAT and total, and the request. */
export function PayServiceCard({ service, onRequest }: PayServiceCardProps) {
  const { t } = useTranslation('pay-services');
  const f = usePayFormats();
  const titleId = useId();
  return (
    <Paper withBorder radius="sm" p="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap={6} h="100%">
        <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {service.Name}
        </Title>
        {service.Description && (
          // Plain text: its line breaks are the vendor's paragraphs.
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {service.Description}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {f.priceFor(service.PriceCents, service.Unit, service.Period)}
        </Text>
        <AmountsList
          netCents={service.PriceCents}
          vatRate={service.VatRate}
          vatCents={service.VatCents}
          totalCents={service.TotalCents}
        />
        {service.PlanName && (
          <Text size="sm" c="dimmed">
            {t('payServices.plan', { plan: service.PlanName })}
          </Text>
        )}
        <Stack mt="auto" gap={4} align="flex-start">
          {service.PendingRequestId !== null ? (
            <Badge color="blue.8" variant="filled" size="sm" tt="none">
              {t('payServices.pendingBadge')}
            </Badge>
          ) : (
            <Button
              size="compact-md"
              onClick={() => onRequest(service)}
              aria-label={t('payServices.requestService', { name: service.Name })}
            >
              {t('payServices.request')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
