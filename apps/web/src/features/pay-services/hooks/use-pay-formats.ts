import type { PayPeriod, PayUnit } from '@sportello/contracts/pay-services/pay-services.values';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/euro';

/**
 * How the paid services' pages write a price: in euro the Italian way whatever the language (the
 * vendor invoices in Italy), with what it is for and how often ("1.234,50 € per utente, all'anno").
 */
export function usePayFormats() {
  const { t } = useTranslation('pay-services');
  return {
    euro: formatEuro,
    unit: (unit: PayUnit) => t(`payServices.unit.${unit}`),
    period: (period: PayPeriod) => t(`payServices.period.${period}`),
    priceFor: (cents: number, unit: PayUnit, period: PayPeriod) =>
      t('payServices.priceFor', {
        price: formatEuro(cents),
        unit: t(`payServices.unit.${unit}`),
        period: t(`payServices.period.${period}`),
      }),
    /** A day of the wire (`YYYY-MM-DD`) as DD/MM/YYYY. */
    day: (day: string) => day.split('-').reverse().join('/'),
  };
}
