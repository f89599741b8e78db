import { z } from 'zod';
import { int4, int4Id } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import {
  MyPayRequest,
  PayPeriod,
  PayRequestStatus,
  PayTypeRef,
  PayUnit,
} from '../pay-services/pay-services.contract';
import {
  PAY_DESCRIPTION_MAX,
  PAY_NAME_MAX,
  PAY_NOTE_MAX,
  PAY_PRICE_MAX_CENTS,
  PAY_REQUEST_SORT_FIELDS,
  PAY_SERVICE_SORT_FIELDS,
  PAY_TYPE_CODE_MAX,
  VAT_RATES,
} from '../pay-services/pay-services.values';
import { PRODUCTS } from '../tickets/tickets.values';
import { BACKOFFICE_PAY_SERVICES_ROUTES } from './pay-services.routes';

/**
 * Paid services in the back office (decision 086): the catalogue of types and services (admins
 * define it, everyone reads it), and the queue of the customers' requests, which operators approve
 * (subscribing the company to the service's support plan, or extending its subscription) or reject.
 */

const Name = z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(PAY_NAME_MAX, 'ERROR_FIELD_TOO_LONG');
const Description = z.string().trim().max(PAY_DESCRIPTION_MAX, 'ERROR_FIELD_TOO_LONG').default('');

/** What the back office saves of a type: `Id < 1` creates. */
export const PayTypeInput = z.object({
  Id: int4.default(0),
  Code: z
    .string()
    .trim()
    .min(1, 'ERROR_FIELD_REQUIRED')
    .max(PAY_TYPE_CODE_MAX, 'ERROR_FIELD_TOO_LONG')
    .regex(/^[a-z0-9_-]+$/i, 'ERROR_SPECIAL_CHARS')
    .transform((v) => v.toLowerCase()),
  Name,
  Description,
});
export type PayTypeInput = z.input<typeof PayTypeInput>;

export const PayType = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    Description: z.string(),
    /** Services of the type: a type with some is not deleted. */
    Services: z.number().int(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'PayType' });
export type PayType = z.infer<typeof PayType>;

export const listPayTypes = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.listPayTypes,
  summary: 'Back office: the types of paid services, by name, with how many services each has',
  response: z.array(PayType),
});

export const savePayType = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.savePayType,
  summary: 'Back office: create (Id < 1) or change a type of paid services (audited); codes are unique',
  body: PayTypeInput,
  response: PayType,
});

export const deletePayType = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.deletePayType,
  summary: 'Back office: delete a type without services (409 ERROR_PAY_TYPE_IN_USE otherwise; audited)',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});

const unique = <T>(values: T[]) => [...new Set(values)];

/** What the back office saves of a service: `Id < 1` creates. */
export const PayServiceInput = z
  .object({
    Id: int4.default(0),
    TypeId: int4Id,
    Name,
    Description,
    PriceCents: z
      .number({ error: 'ERROR_NUMBER_OUT_OF_RANGE' })
      .int('ERROR_NUMBER_OUT_OF_RANGE')
      .min(0, 'ERROR_NUMBER_OUT_OF_RANGE')
      .max(PAY_PRICE_MAX_CENTS, 'ERROR_NUMBER_OUT_OF_RANGE'),
    VatRate: z.literal(VAT_RATES, { error: 'ERROR_NUMBER_OUT_OF_RANGE' }),
    Unit: PayUnit,
    Period: PayPeriod,
    /** Offered to companies using one of these products; empty: to every company. */
    Products: z.array(z.enum(PRODUCTS)).max(PRODUCTS.length).default([]),
    /** The support plan an approval subscribes the company to (or extends by the period). */
    PlanId: int4Id.nullable().default(null),
    /** Off: not offered to customers; its requests stay. */
    Enabled: z.boolean().default(true),
  })
  .refine((s) => s.PlanId === null || s.Period !== 'once', {
    path: ['Period'],
    message: 'ERROR_PAY_PLAN_PERIOD',
  })
  .transform((input) => ({ ...input, Products: unique(input.Products) }));
export type PayServiceInput = z.input<typeof PayServiceInput>;

export const PayServiceItem = z
  .object({
    Id: z.number().int(),
    Type: PayTypeRef,
    Name: z.string(),
    Description: z.string(),
    PriceCents: z.number().int(),
    VatRate: z.number().int(),
    VatCents: z.number().int(),
    TotalCents: z.number().int(),
    Unit: PayUnit,
    Period: PayPeriod,
    Products: z.array(z.string()),
    Plan: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
    Enabled: z.boolean(),
    /** Requests of every state: a service with some is switched off rather than deleted. */
    Requests: z.number().int(),
    Pending: z.number().int(),
    UpdatedAt: z.string(),
    UpdatedBy: z.string(),
  })
  .meta({ id: 'PayServiceItem' });
export type PayServiceItem = z.infer<typeof PayServiceItem>;

export const PayServiceFilter = sortedPageFilter(PAY_SERVICE_SORT_FIELDS, 'Name').extend({
  Text: z.string().trim().max(100).optional(),
  TypeId: int4Id.optional(),
  Enabled: z.boolean().optional(),
  Product: z.enum(PRODUCTS).optional(),
});
export type PayServiceFilter = z.input<typeof PayServiceFilter>;

export const listPayServices = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.listPayServices,
  summary: 'Back office: paid services searched, filtered by type, state and product, sorted and paged',
  params: z.object({ filter: encodedFilter(PayServiceFilter) }),
  response: pageOf(PayServiceItem),
});

export const getPayService = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.getPayService,
  summary: 'Back office: one paid service',
  params: IdParams,
  response: PayServiceItem,
});

export const savePayService = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.savePayService,
  summary:
    'Back office: create (Id < 1) or change a paid service (audited); a service with a support plan runs by the month or the year',
  body: PayServiceInput,
  response: PayServiceItem,
});

export const deletePayService = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.deletePayService,
  summary:
    'Back office: delete a service nobody asked for (audited); one with requests answers 409 ERROR_PAY_SERVICE_HAS_REQUESTS and is kept',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});

/** A request in the back office's queue. */
export const PayRequest = MyPayRequest.omit({ RequestedBy: true, SubscriptionEndsOn: true })
  .extend({
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
    /** Who asked; null once their account is deleted (`RequesterName` keeps their name). */
    RequestedBy: z.object({ Id: z.string(), Name: z.string(), Email: z.string() }).nullable(),
    RequesterName: z.string(),
    DecidedBy: z.string().nullable(),
    /** The support subscription an approval created or extended. */
    Subscription: z.object({ Id: z.number().int(), PlanName: z.string(), EndsOn: z.string() }).nullable(),
  })
  .meta({ id: 'PayRequest' });
export type PayRequest = z.infer<typeof PayRequest>;

export const PayRequestFilter = sortedPageFilter(PAY_REQUEST_SORT_FIELDS, 'CreatedAt').extend({
  /** The company's name or VAT code, or the requester's name. */
  Text: z.string().trim().max(100).optional(),
  Status: PayRequestStatus.optional(),
  ServiceId: int4Id.optional(),
  CompanyId: int4Id.optional(),
});
export type PayRequestFilter = z.input<typeof PayRequestFilter>;

export const listPayRequests = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.listPayRequests,
  summary:
    'Back office: the requests of paid services, filtered by state, service and company, sorted and paged',
  params: z.object({ filter: encodedFilter(PayRequestFilter) }),
  response: pageOf(PayRequest),
});

export const exportPayRequests = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.exportPayRequests,
  summary: 'Back office: the filtered requests as CSV in the chosen encoding',
  params: z.object({ filter: encodedFilter(PayRequestFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});

export const approvePayRequest = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.approvePayRequest,
  summary:
    "Back office: approve a pending request; a service with a support plan extends the company's running subscription to it by its period (or starts one today); the requester is mailed",
  params: IdParams,
  body: z.object({ Reason: z.string().trim().max(PAY_NOTE_MAX, 'ERROR_FIELD_TOO_LONG').default('') }),
  response: PayRequest,
});

export const rejectPayRequest = defineRoute({
  ...BACKOFFICE_PAY_SERVICES_ROUTES.rejectPayRequest,
  summary: 'Back office: reject a pending request with its reason, mailed to the requester',
  params: IdParams,
  body: z.object({
    Reason: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(PAY_NOTE_MAX, 'ERROR_FIELD_TOO_LONG'),
  }),
  response: PayRequest,
});
