/**
 * Prices are the vendor's, in euro and for Italian businesses: always written the Italian way
 * ("1.234,50 €"), grouping thousands too (it-IT alone would write "1234,50 €"), whatever the page's
 * language. They travel in cents.
 */
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** An amount in euro from its cents: "1.234,50 €". */
export const formatEuro = (cents: number): string => EURO.format(cents / 100);
