import type { PayRequest, PayRequestFilter } from '@sportello/contracts/backoffice/pay-services.contract';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv, exportTime } from '../../core/csv';
import { extendCompanySubscription } from '../support-plans/support-plans.service';
import { mailDecision, type PayServicesSettings } from './pay-services.mails';
import { requestsGrant } from './pay-services.policy';
import { requestRecord, toPayRequest } from './pay-services.presenters';
import {
  findAllRequests,
  findRequestsPage,
  findRequestView,
  findServiceView,
  lockRequest,
} from './pay-services.repository';
import { payServiceRequests } from './pay-services.tables';

/**
 * The back office's queue of paid-service requests (decision 086): listed, exported, approved or
 * rejected once. Approving a service with a support plan extends the company's subscription to it
 * by the service's period (or starts one today) through the support plans' service; the requester
 * is mailed either way, in the decision's transaction. Audited under `pay-requests`.
 */

const RESOURCE = 'pay-requests';

export async function listPayRequests(ctx: ServiceContext, filter: z.output<typeof PayRequestFilter>) {
  await requestsGrant(ctx, 'list');
  const { total, rows } = await findRequestsPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toPayRequest) };
}

const EXPORT_COLUMNS = [
  'Id',
  'CreatedAt',
  'Status',
  'Type',
  'Service',
  'VatCode',
  'Company',
  'RequestedBy',
  'Quantity',
  'Price',
  'VatRate',
  'Net',
  'Vat',
  'Total',
  'Note',
  'Reason',
  'DecidedBy',
  'DecidedAt',
  'SubscriptionEndsOn',
] as const;

/** Euro from cents with a decimal comma, as an Italian spreadsheet reads a number: `1234,50`. */
const exportEuro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export async function exportPayRequests(
  ctx: ServiceContext,
  filter: z.output<typeof PayRequestFilter>,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await requestsGrant(ctx, 'export');
  const rows = (await findAllRequests(ctx.tx, filter, EXPORT_LIMIT)).map(toPayRequest);
  return encodeCsv(
    csvDocument(
      EXPORT_COLUMNS,
      rows.map((r) => ({
        Id: r.Id,
        CreatedAt: exportTime(new Date(r.CreatedAt)),
        Status: r.Status,
        Type: r.Service.TypeName,
        Service: r.Service.Name,
        VatCode: r.Company.VatCode,
        Company: r.Company.Name,
        RequestedBy: r.RequesterName,
        Quantity: r.Quantity,
        Price: exportEuro(r.PriceCents),
        VatRate: r.VatRate,
        Net: exportEuro(r.NetCents),
        Vat: exportEuro(r.VatCents),
        Total: exportEuro(r.TotalCents),
        Note: r.Note,
        Reason: r.Reason,
        DecidedBy: r.DecidedBy ?? '',
        DecidedAt: r.DecidedAt ? exportTime(new Date(r.DecidedAt)) : '',
        SubscriptionEndsOn: r.Subscription?.EndsOn ?? '',
      })),
    ),
    encoding,
  );
}

/**
 * Records the decision on a request still pending (locked: a second decision at the same time waits
 * and is refused), with the approval's subscription, and mails the requester; all or nothing.
 */
async function decide(
  ctx: ServiceContext,
  id: number,
  status: 'approved' | 'rejected',
  reason: string,
  settings: PayServicesSettings,
): Promise<PayRequest> {
  const grant = await requestsGrant(ctx, 'update');
  const view = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const before = await lockRequest(tx, id);
    if (!before) throw new AppError('ERROR_PAY_REQUEST_NOT_FOUND');
    if (before.status !== 'pending') throw new AppError('ERROR_PAY_REQUEST_DECIDED');
    let subscriptionId: number | null = null;
    if (status === 'approved') {
      const service = (await findServiceView(tx, before.serviceId))?.service;
      if (service?.planId && service.period !== 'once')
        ({ id: subscriptionId } = await extendCompanySubscription(inTx, {
          companyId: before.companyId,
          planId: service.planId,
          period: service.period,
          note: `${service.name} (#${id})`,
        }));
    }
    const [row] = await tx
      .update(payServiceRequests)
      .set({ status, reason, subscriptionId, decidedBy: grant.userName, decidedAt: ctx.clock.now() })
      .where(eq(payServiceRequests.id, id))
      .returning();
    if (!row) throw new AppError('ERROR_PAY_REQUEST_NOT_FOUND');
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'update',
      before: requestRecord(before),
      after: requestRecord(row),
    });
    const decided = await findRequestView(tx, id);
    if (!decided) throw new AppError('ERROR_PAY_REQUEST_NOT_FOUND');
    await mailDecision(inTx, settings, decided);
    return decided;
  });
  return toPayRequest(view);
}

export function approvePayRequest(
  ctx: ServiceContext,
  id: number,
  note: string,
  settings: PayServicesSettings,
): Promise<PayRequest> {
  return decide(ctx, id, 'approved', note, settings);
}

export function rejectPayRequest(
  ctx: ServiceContext,
  id: number,
  reason: string,
  settings: PayServicesSettings,
): Promise<PayRequest> {
  return decide(ctx, id, 'rejected', reason, settings);
}
