import type { ReservableService, ServiceInput } from '@sportello/contracts/backoffice/reservations.contract';
import {
  BUFFER_MAX_MINUTES,
  DURATION_MAX_MINUTES,
  NOTICE_MAX_HOURS,
  type Place,
  SEATS_MAX,
  type ServiceKind,
} from '@sportello/contracts/reservations/reservations.values';
import { isProduct } from '../../../lib/code-labels';
import type { FieldErrors } from '../../../lib/use-portal-form';
import { amountText, centsOf, PRICE_MAX_CENTS } from './price';

/** The form's values: numbers as the inputs hold them (empty while typed away), ids as text (the pickers'). */
export type ServiceForm = {
  Kind: ServiceKind;
  Name: string;
  Description: string;
  DurationMinutes: number | string;
  BufferMinutes: number | string;
  Seats: number | string;
  Place: Place;
  PlaceDetail: string;
  LeadHours: number | string;
  CancelHours: number | string;
  /** In euro, as typed ("1.234,50"); empty: no price shown. */
  Price: string;
  OperatorIds: string[];
  Products: string[];
  PlanIds: string[];
  TagIds: string[];
  Enabled: boolean;
};

/** The contract's names of the fields, for the server's refusals; the price travels in cents. */
export const WIRE_FIELDS: Readonly<Record<string, keyof ServiceForm>> = {
  Kind: 'Kind',
  Name: 'Name',
  Description: 'Description',
  DurationMinutes: 'DurationMinutes',
  BufferMinutes: 'BufferMinutes',
  Seats: 'Seats',
  Place: 'Place',
  PlaceDetail: 'PlaceDetail',
  LeadHours: 'LeadHours',
  CancelHours: 'CancelHours',
  PriceCents: 'Price',
  OperatorIds: 'OperatorIds',
  Products: 'Products',
  PlanIds: 'PlanIds',
  TagIds: 'TagIds',
  Enabled: 'Enabled',
};

/** The ranges of the whole numbers, as the contract bounds them. */
export const RANGES = {
  DurationMinutes: [5, DURATION_MAX_MINUTES],
  BufferMinutes: [0, BUFFER_MAX_MINUTES],
  Seats: [1, SEATS_MAX],
  LeadHours: [0, NOTICE_MAX_HOURS],
  CancelHours: [0, NOTICE_MAX_HOURS],
} as const satisfies Partial<Record<keyof ServiceForm, readonly [number, number]>>;

export const formOf = (s: ReservableService | null): ServiceForm => ({
  Kind: s?.Kind ?? 'consultancy',
  Name: s?.Name ?? '',
  Description: s?.Description ?? '',
  DurationMinutes: s?.DurationMinutes ?? 60,
  BufferMinutes: s?.BufferMinutes ?? 0,
  Seats: s?.Seats ?? 1,
  Place: s?.Place ?? 'video',
  PlaceDetail: s?.PlaceDetail ?? '',
  LeadHours: s?.LeadHours ?? 24,
  CancelHours: s?.CancelHours ?? 24,
  Price: amountText(s?.PriceCents ?? null),
  OperatorIds: s?.Operators.map((o) => o.Id) ?? [],
  Products: s?.Products ?? [],
  PlanIds: (s?.PlanIds ?? []).map(String),
  TagIds: (s?.TagIds ?? []).map(String),
  Enabled: s?.Enabled ?? true,
});

const isWhole = (value: number | string, [min, max]: readonly [number, number]) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;

/** The contract's rules on the values on screen, as error keys (with their detail) by field. */
export function validateService(v: ServiceForm): FieldErrors<ServiceForm> {
  const errors: FieldErrors<ServiceForm> = {};
  if (v.Name.trim() === '') errors.Name = 'ERROR_FIELD_REQUIRED';
  for (const [field, range] of Object.entries(RANGES) as [keyof typeof RANGES, readonly [number, number]][]) {
    if (!isWhole(v[field], range))
      errors[field] =
        v[field] === '' ? 'ERROR_FIELD_REQUIRED' : `ERROR_NUMBER_OUT_OF_RANGE ${range[0]}-${range[1]}`;
  }
  const cents = centsOf(v.Price);
  if (cents === undefined) errors.Price = 'ERROR_VALUE_FORMAT';
  else if (cents !== null && cents > PRICE_MAX_CENTS)
    errors.Price = `ERROR_NUMBER_OUT_OF_RANGE 0-${amountText(PRICE_MAX_CENTS)}`;
  if (v.OperatorIds.length === 0) errors.OperatorIds = 'ERROR_FIELD_REQUIRED';
  return errors;
}

/** What is sent once the values pass: trimmed texts, whole numbers, the price in cents. */
export const inputOf = (id: number, v: ServiceForm): ServiceInput => ({
  Id: id,
  Kind: v.Kind,
  Name: v.Name.trim(),
  Description: v.Description.trim(),
  DurationMinutes: Number(v.DurationMinutes),
  BufferMinutes: Number(v.BufferMinutes),
  Seats: Number(v.Seats),
  Place: v.Place,
  PlaceDetail: v.PlaceDetail.trim(),
  LeadHours: Number(v.LeadHours),
  CancelHours: Number(v.CancelHours),
  PriceCents: centsOf(v.Price) ?? null,
  OperatorIds: v.OperatorIds,
  Products: v.Products.filter(isProduct),
  PlanIds: v.PlanIds.map(Number),
  TagIds: v.TagIds.map(Number),
  Enabled: v.Enabled,
});
