import { Paper, Stack, Text, Title } from '@mantine/core';
import type { IbanMandate } from '@sportello/contracts/iban/iban.contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCardBody } from '../../../components/home-card';
import { portalDateTime } from '../../../lib/portal-time';
import { companyIbanQuery } from '../api/iban-calls';
import { IbanForm } from './iban-form';
import { IbanHistory } from './iban-history';

/**
 * A company administrator's IBAN page (decision 085): the IBAN in use, masked, with its mandate's
 * evidence; the form that sets a new one with the mandate; and the IBANs it replaced.
 */
export function IbanPage({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation('iban');
  const query = useQuery(companyIbanQuery(sessionKey));
  return (
    <Stack gap="md" maw={900} w="100%">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('iban.title')}
        </Title>
        <Text c="dimmed">{t('iban.intro')}</Text>
      </Stack>
      <HomeCardBody query={query}>
        {(view) => (
          <Stack gap="md">
            <CurrentIban mandate={view.Current} />
            {/* Keyed by the mandate: a new one starts the form afresh with its holder. */}
            <IbanForm key={view.Current?.Id ?? 0} view={view} sessionKey={sessionKey} />
            <IbanHistory mandates={view.History} />
          </Stack>
        )}
      </HomeCardBody>
    </Stack>
  );
}

function CurrentIban({ mandate }: { mandate: IbanMandate | null }) {
  const { t } = useTranslation('iban');
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('iban.current.title')}
        </Title>
        {mandate ? (
          <>
            <Text ff="monospace" fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {mandate.Iban}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('iban.current.holder')}: {mandate.HolderName} — {mandate.HolderAddress}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('iban.current.reference')}: {mandate.MandateReference}
            </Text>
            <Text size="sm" c="dimmed">
              {t('iban.current.accepted', {
                signer: mandate.SignerName,
                at: portalDateTime(mandate.AcceptedAt),
              })}
            </Text>
          </>
        ) : (
          <Text c="dimmed">{t('iban.current.none')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
