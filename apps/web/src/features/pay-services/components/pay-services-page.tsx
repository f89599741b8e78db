import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OfferedService } from '@sportello/contracts/pay-services/pay-services.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCardBody } from '../../../components/home-card';
import { offeredServicesQuery } from '../api/pay-services-calls';
import { MyPayRequests } from './my-pay-requests';
import { PayServiceCard } from './pay-service-card';
import { RequestModal } from './request-modal';

/** The services by their type, in the server's order (type, then name). */
function byType(services: readonly OfferedService[]) {
  const groups = new Map<number, { name: string; services: OfferedService[] }>();
  for (const service of services) {
    const group = groups.get(service.Type.Id) ?? { name: service.Type.Name, services: [] };
    group.services.push(service);
    groups.set(service.Type.Id, group);
  }
  return [...groups.entries()];
}

/**
 * The customer's paid services (decision 086): the catalogue offered to their company, by type, each
 * with its price, VAT and total; a request of one in a dialog; and the company's requests with where
 * each stands.
 */
export function PayServicesPage({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('pay-services');
  const catalogueId = useId();
  const services = useQuery(offeredServicesQuery(sessionKey));
  const [requesting, setRequesting] = useState<OfferedService>();
  return (
    <Stack gap="lg" maw={1100} w="100%">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('payServices.title')}
        </Title>
        <Text c="dimmed">{t('payServices.intro')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={catalogueId}>
        <Title order={2} size="h4" id={catalogueId}>
          {t('payServices.catalogue')}
        </Title>
        <HomeCardBody query={services}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dimmed">{t('payServices.empty')}</Text>
            ) : (
              byType(list).map(([typeId, group]) => (
                <Stack key={typeId} gap="xs">
                  <Title order={3} size="h5" c="dimmed">
                    {group.name}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                    {group.services.map((service) => (
                      <PayServiceCard key={service.Id} service={service} onRequest={setRequesting} />
                    ))}
                  </SimpleGrid>
                </Stack>
              ))
            )
          }
        </HomeCardBody>
      </Stack>
      <MyPayRequests sessionKey={sessionKey} />
      {requesting && <RequestModal service={requesting} onClose={() => setRequesting(undefined)} />}
    </Stack>
  );
}
