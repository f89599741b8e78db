import '@mantine/core/styles/Badge.layer.css';
import { Badge, Text } from '@mantine/core';
import type { IbanRecord } from '@sportello/contracts/backoffice/ibans.contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/backoffice/data-list';
import { portalDateTime } from '../../../lib/portal-time';
import { RevealIban } from './reveal-iban';

/**
 * The mandates' columns: the company and its IBAN (masked, revealed on demand) always shown, then
 * the holder, the mandate's reference and state, and the consent's evidence.
 */
export function useIbanColumns(mayReveal: boolean): Column<IbanRecord>[] {
  const { t } = useTranslation('backoffice');
  return [
    {
      id: 'company',
      label: t('backoffice.iban.company'),
      sortField: 'Company',
      essential: true,
      render: (r) => (
        <div>
          <Text size="sm">{r.Company.Name}</Text>
          <Text size="xs" c="dimmed">
            {r.Company.VatCode}
          </Text>
        </div>
      ),
    },
    {
      id: 'iban',
      label: t('backoffice.iban.iban'),
      essential: true,
      render: (r) => <RevealIban row={r} mayReveal={mayReveal} />,
    },
    {
      id: 'holder',
      label: t('backoffice.iban.holder'),
      render: (r) => (
        <div>
          <Text size="sm">{r.HolderName}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.HolderAddress}
          </Text>
        </div>
      ),
    },
    {
      id: 'reference',
      label: t('backoffice.iban.reference'),
      render: (r) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.MandateReference}
        </Text>
      ),
    },
    {
      id: 'state',
      label: t('backoffice.iban.state'),
      render: (r) => (
        <Badge color={r.State === 'current' ? 'green' : 'gray'} variant="light">
          {t(`backoffice.iban.state.${r.State}`)}
        </Badge>
      ),
    },
    {
      id: 'accepted',
      label: t('backoffice.iban.acceptedAt'),
      sortField: 'AcceptedAt',
      render: (r) => portalDateTime(r.AcceptedAt),
    },
    {
      id: 'signer',
      label: t('backoffice.iban.signer'),
      sortField: 'Signer',
      render: (r) => (
        <div>
          <Text size="sm">{r.Signer.Name}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.Signer.Email}
          </Text>
        </div>
      ),
    },
    {
      id: 'evidence',
      label: t('backoffice.iban.evidence'),
      hiddenByDefault: true,
      render: (r) => (
        <Text size="xs" title={r.SignerAgent} style={{ overflowWrap: 'anywhere' }}>
          {t('backoffice.iban.evidenceText', { version: r.MandateVersion, ip: r.SignerIp })}
        </Text>
      ),
    },
  ];
}
