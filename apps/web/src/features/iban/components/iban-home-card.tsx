import '@mantine/core/styles/Badge.layer.css';
import { Badge, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeCard, HomeCardBody } from '../../../components/home-card';
import { paths } from '../../../config/paths';
import { companyIbanQuery } from '../api/iban-calls';

/**
 * The home page's card of a company administrator: whether the company's IBAN for direct debit is
 * set (masked, as everywhere on the customer's side), leading to its page.
 */
export function IbanHomeCard({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('iban');
  const query = useQuery(companyIbanQuery(sessionKey));
  return (
    <HomeCard
      title={t('iban.home.title')}
      icon={IconBuildingBank}
      link={{ to: paths.account.iban, label: t('iban.home.open') }}
    >
      <HomeCardBody query={query}>
        {(view) =>
          view.Current ? (
            <>
              <Badge color="green" variant="light">
                {t('iban.home.set')}
              </Badge>
              <Text ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {view.Current.Iban}
              </Text>
            </>
          ) : (
            <>
              <Badge color="orange" variant="light">
                {t('iban.home.notSet')}
              </Badge>
              <Text c="dimmed">{t('iban.home.notSetText')}</Text>
            </>
          )
        }
      </HomeCardBody>
    </HomeCard>
  );
}
