import type { PayServiceInput, PayServiceItem } from '@sportello/contracts/backoffice/pay-services.contract';
import {
  PAY_PRICE_MAX_CENTS,
  type PayPeriod,
  type PayUnit,
  VAT_RATES,
} from '@sportello/contracts/pay-services/pay-services.values';
import { isProduct } from '../../../lib/code-labels';
import type { FieldErrors } from '../../../lib/use-portal-form';

/** The form's values: the price as typed in euro, ids and the VAT rate as text (the pickers'). */
export type PayServiceForm = {
  TypeId: string | null;
  Name: string;
  Description: string;
  /** In euro, as typed ("1.234,50"). */
  Price: string;
  VatRate: string;
  Unit: PayUnit;
  Period: PayPeriod;
  Products: string[];
  PlanId: string | null;
  Enabled: boolean;
};

/** The contract's names of the fields, for the server's refusals; the price travels in cents. */
export const WIRE_FIELDS: Readonly<Record<string, keyof PayServiceForm>> = {
  TypeId: 'TypeId',
  Name: 'Name',
  Description: 'Description',
  PriceCents: 'Price',
  VatRate: 'VatRate',
  Unit: 'Unit',
  Period: 'Period',
  Products: 'Products',
  PlanId: 'PlanId',
  Enabled: 'Enabled',
};

const AMOUNT = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** A price as the field holds it, the Italian way whatever the page's language: "1.234,50". */
export const amountText = (cents: number) => AMOUNT.format(cents / 100);

// Dots group thousands ("1.234,50"), or one dot before at most two digits is a decimal point typed
// by habit ("12.50"); a comma is the decimal separator.
const GROUPED = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/** The cents of what was typed, or undefined when it is no amount; on the digits, never a float. */
export function centsOf(text: string): number | undefined {
  const typed = text.replace(/[\s€]/g, '');
  const match = GROUPED.exec(typed) ?? DOT_DECIMAL.exec(typed);
  if (!match) return undefined;
  return Number((match[1] ?? '').replaceAll('.', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const formOf = (s: PayServiceItem | null): PayServiceForm => ({
  TypeId: s ? String(s.Type.Id) : null,
  Name: s?.Name ?? '',
  Description: s?.Description ?? '',
  Price: s ? amountText(s.PriceCents) : '',
  VatRate: String(s?.VatRate ?? 22),
  Unit: s?.Unit ?? 'unit',
  Period: s?.Period ?? 'once',
  Products: s?.Products ?? [],
  PlanId: s?.Plan ? String(s.Plan.Id) : null,
  Enabled: s?.Enabled ?? true,
});

/** The contract's rules on the values on screen, as error keys (with their detail) by field. */
export function validatePayService(v: PayServiceForm): FieldErrors<PayServiceForm> {
  const errors: FieldErrors<PayServiceForm> = {};
  if (v.TypeId === null) errors.TypeId = 'ERROR_FIELD_REQUIRED';
  if (v.Name.trim() === '') errors.Name = 'ERROR_FIELD_REQUIRED';
  const cents = centsOf(v.Price);
  if (v.Price.trim() === '') errors.Price = 'ERROR_FIELD_REQUIRED';
  else if (cents === undefined) errors.Price = 'ERROR_VALUE_FORMAT';
  else if (cents > PAY_PRICE_MAX_CENTS)
    errors.Price = `ERROR_NUMBER_OUT_OF_RANGE 0-${amountText(PAY_PRICE_MAX_CENTS)}`;
  if (v.PlanId !== null && v.Period === 'once') errors.Period = 'ERROR_PAY_PLAN_PERIOD';
  return errors;
}

const isVatRate = (rate: number): rate is (typeof VAT_RATES)[number] =>
  (VAT_RATES as readonly number[]).includes(rate);

/** What is sent once the values pass: trimmed texts, the price in cents. */
export function inputOf(id: number, v: PayServiceForm): PayServiceInput {
  const rate = Number(v.VatRate);
  return {
    Id: id,
    TypeId: Number(v.TypeId),
    Name: v.Name.trim(),
    Description: v.Description.trim(),
    PriceCents: centsOf(v.Price) ?? 0,
    VatRate: isVatRate(rate) ? rate : 22,
    Unit: v.Unit,
    Period: v.Period,
    Products: v.Products.filter(isProduct),
    PlanId: v.PlanId === null ? null : Number(v.PlanId),
    Enabled: v.Enabled,
  };
}
