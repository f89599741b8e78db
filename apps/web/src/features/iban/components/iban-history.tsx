import { Paper, Stack, Text, Title } from '@mantine/core';
import type { IbanMandate } from '@sportello/contracts/iban/iban.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, ColumnTable } from '../../../components/column-table';
import { portalDateTime } from '../../../lib/portal-time';

/** The IBANs the one in use replaced, newest first, masked, each with its mandate's evidence. */
export function IbanHistory({ mandates }: { mandates: readonly IbanMandate[] }) {
  const { t } = useTranslation('iban');
  const titleId = useId();
  const columns: Column<IbanMandate>[] = [
    {
      id: 'iban',
      label: t('iban.history.iban'),
      render: (m) => (
        <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {m.Iban}
        </Text>
      ),
    },
    { id: 'holder', label: t('iban.history.holder'), render: (m) => m.HolderName },
    { id: 'reference', label: t('iban.history.reference'), render: (m) => m.MandateReference },
    { id: 'signer', label: t('iban.history.signer'), render: (m) => m.SignerName },
    { id: 'accepted', label: t('iban.history.accepted'), render: (m) => portalDateTime(m.AcceptedAt) },
    {
      id: 'superseded',
      label: t('iban.history.superseded'),
      render: (m) => (m.SupersededAt ? portalDateTime(m.SupersededAt) : ''),
    },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('iban.history.title')}
        </Title>
        {mandates.length === 0 ? (
          <Text c="dimmed">{t('iban.history.empty')}</Text>
        ) : (
          <ColumnTable
            rows={mandates}
            rowId={(m) => m.Id}
            columns={columns}
            label={t('iban.history.title')}
            minWidth={760}
          />
        )}
      </Stack>
    </Paper>
  );
}
