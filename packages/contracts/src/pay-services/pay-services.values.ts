// Plain data of the pay-service contracts (customer and back office): the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from '../backoffice/resource-access';

/** What a price is for: one piece, an hour, a day, a user, a gigabyte. */
export const PAY_UNITS = ['unit', 'hour', 'day', 'user', 'gb'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** How often a price is due: once, or every month or year of the activation. */
export const PAY_PERIODS = ['once', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const PAY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PayRequestStatus = (typeof PAY_REQUEST_STATUSES)[number];

/** Italian VAT rates a service may carry, in percent. */
export const VAT_RATES = [22, 10, 5, 4, 0] as const;

export const PAY_SERVICE_SORT_FIELDS = ['Name', 'Type', 'Price', 'UpdatedAt'] as const;
export const PAY_REQUEST_SORT_FIELDS = ['CreatedAt', 'Company', 'Service', 'Status'] as const;
export const PAY_NOTE_MAX = 1000;
export const PAY_QUANTITY_MAX = 1000;
export const PAY_NAME_MAX = 120;
export const PAY_DESCRIPTION_MAX = 4000;
export const PAY_TYPE_CODE_MAX = 32;
/** The dearest price a service may carry, in cents before VAT (one million euro). */
export const PAY_PRICE_MAX_CENTS = 100_000_000;

/** What a request costs: its price times the quantity, the VAT on that (rounded to the cent) and the sum. */
export function payAmounts(priceCents: number, vatRate: number, quantity = 1) {
  const netCents = priceCents * quantity;
  const vatCents = Math.round((netCents * vatRate) / 100);
  return { NetCents: netCents, VatCents: vatCents, TotalCents: netCents + vatCents };
}

/** The catalogue of paid services and their types: the whole back office reads it; the admins define it. */
export const PAY_SERVICES_ACCESS = defineResourceAccess('pay-services', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});

/** Customers' activation requests: operators decide them (`update`) and export them. */
export const PAY_REQUESTS_ACCESS = defineResourceAccess('pay-requests', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', update: 'all', export: 'all' },
  admin: { list: 'all', read: 'all', update: 'all', export: 'all' },
});
