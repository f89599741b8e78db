import { formatEuro } from '../../../lib/euro';

/**
 * Prices travel in euro cents; people write and read them in euro the Italian way ("1.234,50"),
 * whatever the page's language, since the vendor invoices in Italy.
 */

/** The highest price the contract takes, in cents (one million euro). */
export const PRICE_MAX_CENTS = 100_000_000;

const AMOUNT = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** A price as shown: "1.234,50 €"; no price: a dash. */
export const euro = (cents: number | null) => (cents === null ? '—' : formatEuro(cents));

/** A price as the form's field holds it: "1.234,50"; no price: empty. */
export const amountText = (cents: number | null) => (cents === null ? '' : AMOUNT.format(cents / 100));

// Dots group thousands ("1.234,50"), or one dot before at most two digits is a decimal point typed
// by habit ("12.50"); a comma is the decimal separator.
const GROUPED = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * The cents of what was typed: null for an empty field (no price), undefined when it is no amount.
 * Computed on the digits, never through a float, so that "0,29" is 29 cents and not 28.
 */
export function centsOf(text: string): number | null | undefined {
  const typed = text.replace(/[\s€]/g, '');
  if (typed === '') return null;
  const match = GROUPED.exec(typed) ?? DOT_DECIMAL.exec(typed);
  if (!match) return undefined;
  const euros = Number((match[1] ?? '').replaceAll('.', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}
