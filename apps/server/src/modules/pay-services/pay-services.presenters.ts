import type {
  PayRequest,
  PayServiceItem,
  PayType,
} from '@sportello/contracts/backoffice/pay-services.contract';
import type { MyPayRequest, OfferedService } from '@sportello/contracts/pay-services/pay-services.contract';
import { payAmounts } from '@sportello/contracts/pay-services/pay-services.values';
import type { RequestView, ServiceView } from './pay-services.repository';
import type { PayRequestRow, PayServiceRow, PayTypeRow } from './pay-services.tables';

/** A price before VAT as the lists show it: with the VAT on it and the sum. */
const unitAmounts = (row: { priceCents: number; vatRate: number }) => {
  const { VatCents, TotalCents } = payAmounts(row.priceCents, row.vatRate);
  return { PriceCents: row.priceCents, VatRate: row.vatRate, VatCents, TotalCents };
};

const typeRef = (view: ServiceView) => ({ Id: view.type.id, Code: view.type.code, Name: view.type.name });

export const toPayType = (row: PayTypeRow, services: number): PayType => ({
  Id: row.id,
  Code: row.code,
  Name: row.name,
  Description: row.description,
  Services: services,
  UpdatedAt: row.updatedAt.toISOString(),
});

export const toOfferedService = (view: ServiceView, pendingRequestId: number | null): OfferedService => ({
  Id: view.service.id,
  Type: typeRef(view),
  Name: view.service.name,
  Description: view.service.description,
  ...unitAmounts(view.service),
  Unit: view.service.unit,
  Period: view.service.period,
  PlanName: view.plan?.name ?? null,
  PendingRequestId: pendingRequestId,
});

export const toPayServiceItem = (
  view: ServiceView,
  requests: { all: number; pending: number },
): PayServiceItem => ({
  Id: view.service.id,
  Type: typeRef(view),
  Name: view.service.name,
  Description: view.service.description,
  ...unitAmounts(view.service),
  Unit: view.service.unit,
  Period: view.service.period,
  Products: view.service.products,
  Plan: view.plan && { Id: view.plan.id, Name: view.plan.name },
  Enabled: view.service.enabled,
  Requests: requests.all,
  Pending: requests.pending,
  UpdatedAt: view.service.updatedAt.toISOString(),
  UpdatedBy: view.service.updatedBy,
});

/** What both sides show of a request: the price and VAT it was asked at, times its quantity. */
function requestCommon(view: RequestView) {
  const r = view.request;
  return {
    Id: r.id,
    Service: { Id: view.service.id, Name: view.service.name, TypeName: view.typeName },
    Quantity: r.quantity,
    PriceCents: r.priceCents,
    VatRate: r.vatRate,
    ...payAmounts(r.priceCents, r.vatRate, r.quantity),
    Unit: view.service.unit,
    Period: view.service.period,
    Note: r.note,
    Status: r.status,
    Reason: r.reason,
    DecidedAt: r.decidedAt?.toISOString() ?? null,
    CreatedAt: r.createdAt.toISOString(),
  };
}

export const toMyPayRequest = (view: RequestView): MyPayRequest => ({
  ...requestCommon(view),
  RequestedBy: view.request.requesterName,
  SubscriptionEndsOn: view.subscription?.endsOn ?? null,
});

export const toPayRequest = (view: RequestView): PayRequest => ({
  ...requestCommon(view),
  Company: { Id: view.company.id, VatCode: view.company.vatCode, Name: view.company.name },
  RequestedBy: view.requester
    ? { Id: view.requester.id, Name: view.requester.name, Email: view.requester.email }
    : null,
  RequesterName: view.request.requesterName,
  DecidedBy: view.request.decidedBy,
  Subscription: view.subscription && {
    Id: view.subscription.id,
    PlanName: view.subscription.planName,
    EndsOn: view.subscription.endsOn,
  },
});

// ─── The audit trail's snapshots ────────────────────────────────────────────────────────────────

export const typeRecord = (row: PayTypeRow) => ({
  Code: row.code,
  Name: row.name,
  Description: row.description,
});

export const serviceRecord = (row: PayServiceRow) => ({
  TypeId: row.typeId,
  Name: row.name,
  Description: row.description,
  PriceCents: row.priceCents,
  VatRate: row.vatRate,
  Unit: row.unit,
  Period: row.period,
  Products: row.products,
  PlanId: row.planId,
  Enabled: row.enabled,
});

export const requestRecord = (row: PayRequestRow) => ({
  ServiceId: row.serviceId,
  CompanyId: row.companyId,
  Quantity: row.quantity,
  Note: row.note,
  PriceCents: row.priceCents,
  VatRate: row.vatRate,
  Status: row.status,
  Reason: row.reason,
  DecidedBy: row.decidedBy,
  SubscriptionId: row.subscriptionId,
});
