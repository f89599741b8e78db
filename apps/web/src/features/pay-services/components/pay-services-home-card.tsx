import { Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeCardBody } from '../../../components/home-card';
import { paths } from '../../../config/paths';
import { myPayRequestsQuery } from '../api/pay-services-calls';

/**
 * The home page's card of the paid services: the company's latest request and where it stands
 * (waiting, approved, rejected), or, before any, the way to the catalogue.
 */
export function PayServicesHomeCard({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('pay-services');
  const query = useQuery(myPayRequestsQuery(sessionKey));
  return (
    <HomeCard
      title={t('payServices.title')}
      icon={IconReceipt}
      link={{ to: paths.payServices, label: t('payServices.home.open') }}
    >
      <HomeCardBody query={query}>
        {(requests) => {
          const latest = requests[0];
          const waiting = requests.filter((r) => r.Status === 'pending').length;
          return latest ? (
            <Stack gap={2}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {latest.Service.Name}
              </Text>
              <Text>{t(`payServices.status.${latest.Status}`)}</Text>
              {waiting > 0 && (
                <Text size="sm" c="dimmed">
                  {t('payServices.home.waiting', { n: waiting })}
                </Text>
              )}
            </Stack>
          ) : (
            <Text c="dimmed">{t('payServices.home.empty')}</Text>
          );
        }}
      </HomeCardBody>
    </HomeCard>
  );
}
