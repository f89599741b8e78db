import { z } from 'zod';
import { int4Id } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { PAY_SERVICES_ROUTES } from './pay-services.routes';
import {
  PAY_NOTE_MAX,
  PAY_PERIODS,
  PAY_QUANTITY_MAX,
  PAY_REQUEST_STATUSES,
  PAY_UNITS,
} from './pay-services.values';

/**
 * Paid services as a customer meets them (decision 086): the catalogue offered to their company
 * (by its products), grouped by type, with price, VAT and total; a request to activate one, which
 * the back office approves or rejects; and the company's requests.
 */

export const PayUnit = z.enum(PAY_UNITS);
export const PayPeriod = z.enum(PAY_PERIODS);
export const PayRequestStatus = z.enum(PAY_REQUEST_STATUSES);

export const PayTypeRef = z.object({ Id: z.number().int(), Code: z.string(), Name: z.string() });

/** Price before VAT, the VAT on it and the sum, in euro cents. */
const Amounts = {
  PriceCents: z.number().int(),
  /** In percent. */
  VatRate: z.number().int(),
  VatCents: z.number().int(),
  TotalCents: z.number().int(),
};

/** A service the caller's company may ask to activate. */
export const OfferedService = z
  .object({
    Id: z.number().int(),
    Type: PayTypeRef,
    Name: z.string(),
    Description: z.string(),
    ...Amounts,
    Unit: PayUnit,
    Period: PayPeriod,
    /** The support plan an approval subscribes the company to, or extends. */
    PlanName: z.string().nullable(),
    /** The company's request still waiting for it: asking again waits for its answer. */
    PendingRequestId: z.number().int().nullable(),
  })
  .meta({ id: 'OfferedService' });
export type OfferedService = z.infer<typeof OfferedService>;

export const listOfferedServices = defineRoute({
  ...PAY_SERVICES_ROUTES.listOfferedServices,
  summary:
    "The paid services offered to the caller's company (those naming none of its products left out), by type and name",
  response: z.array(OfferedService),
});

export const PayRequestInput = z.object({
  ServiceId: int4Id,
  Quantity: z
    .number({ error: 'ERROR_NUMBER_OUT_OF_RANGE' })
    .int('ERROR_NUMBER_OUT_OF_RANGE')
    .min(1, 'ERROR_NUMBER_OUT_OF_RANGE')
    .max(PAY_QUANTITY_MAX, 'ERROR_NUMBER_OUT_OF_RANGE')
    .default(1),
  Note: z.string().trim().max(PAY_NOTE_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
});
export type PayRequestInput = z.input<typeof PayRequestInput>;

/** A request as the company's users see it: the price and VAT it was asked at. */
export const MyPayRequest = z
  .object({
    Id: z.number().int(),
    Service: z.object({ Id: z.number().int(), Name: z.string(), TypeName: z.string() }),
    Quantity: z.number().int(),
    ...Amounts,
    /** Price times quantity, before VAT. */
    NetCents: z.number().int(),
    Unit: PayUnit,
    Period: PayPeriod,
    Note: z.string(),
    Status: PayRequestStatus,
    /** The vendor's words with its decision. */
    Reason: z.string(),
    RequestedBy: z.string(),
    DecidedAt: z.string().nullable(),
    /** Until when the support subscription an approval created or extended runs. */
    SubscriptionEndsOn: z.string().nullable(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'MyPayRequest' });
export type MyPayRequest = z.infer<typeof MyPayRequest>;

export const requestPayService = defineRoute({
  ...PAY_SERVICES_ROUTES.requestPayService,
  summary:
    "Ask to activate a paid service offered to the caller's company: a pending request in the back office's queue, one open per service and company (409 ERROR_PAY_REQUEST_OPEN)",
  body: PayRequestInput,
  response: MyPayRequest,
});

export const listMyPayRequests = defineRoute({
  ...PAY_SERVICES_ROUTES.listMyPayRequests,
  summary: "The requests of the caller's company, newest first",
  response: z.array(MyPayRequest),
});
