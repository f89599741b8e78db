import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/euro';

export interface AmountsListProps {
  /** Before VAT: the unit price, or the price times the quantity. */
  netCents: number;
  vatRate: number;
  vatCents: number;
  totalCents: number;
}

/** Price, VAT and total one under the other, the amounts aligned on the right. */
export function AmountsList({ netCents, vatRate, vatCents, totalCents }: AmountsListProps) {
  const { t } = useTranslation('pay-services');
  const rows: [string, number, boolean][] = [
    [t('payServices.amounts.net'), netCents, false],
    [t('payServices.amounts.vat', { rate: vatRate }), vatCents, false],
    [t('payServices.amounts.total'), totalCents, true],
  ];
  return (
    <Stack gap={0} component="dl" m={0}>
      {rows.map(([label, cents, strong]) => (
        <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
          <Text component="dt" size="sm" fw={strong ? 600 : undefined}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
            {formatEuro(cents)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
