import type {
  MyPayRequest,
  OfferedService,
  PayRequestInput,
} from '@sportello/contracts/pay-services/pay-services.contract';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { isUniqueViolation } from '../../core/database';
import { customerOnly } from './pay-services.policy';
import { requestRecord, toMyPayRequest, toOfferedService } from './pay-services.presenters';
import {
  findCompanyRequests,
  findOfferedService,
  findOfferedServices,
  findRequesterName,
  findRequestView,
} from './pay-services.repository';
import { payServiceRequests } from './pay-services.tables';

/**
 * Paid services as customers meet them (decision 086): the catalogue offered to their company, a
 * request to activate a service, and the company's requests. Any user of the company may ask (the
 * capability rules narrow it per role); the requests are the company's, so every user of it sees
 * them. Audited under `pay-requests`.
 */

const RESOURCE = 'pay-requests';

export async function listOfferedServices(ctx: ServiceContext): Promise<OfferedService[]> {
  const { tx, actor } = customerOnly(ctx);
  const [services, requests] = await Promise.all([
    findOfferedServices(tx, actor.companyId),
    findCompanyRequests(tx, actor.companyId),
  ]);
  const pending = new Map(
    requests.filter((r) => r.request.status === 'pending').map((r) => [r.service.id, r.request.id]),
  );
  return services.map((s) => toOfferedService(s, pending.get(s.service.id) ?? null));
}

export async function listMyPayRequests(ctx: ServiceContext): Promise<MyPayRequest[]> {
  const { tx, actor } = customerOnly(ctx);
  return (await findCompanyRequests(tx, actor.companyId)).map(toMyPayRequest);
}

/**
 * A pending request at the service's price and VAT of now (what the customer was shown). One open
 * request per service and company: the unique index refuses a second, also when two arrive at once.
 */
export async function requestPayService(
  ctx: ServiceContext,
  input: z.output<typeof PayRequestInput>,
): Promise<MyPayRequest> {
  const signed = customerOnly(ctx);
  const { actor } = signed;
  const service = await findOfferedService(signed.tx, input.ServiceId, actor.companyId);
  if (!service)
    throw new AppError('ERROR_PAY_SERVICE_NOT_FOUND', undefined, [
      { path: 'ServiceId', key: 'ERROR_PAY_SERVICE_NOT_FOUND' },
    ]);
  const requesterName = (await findRequesterName(signed.tx, actor.userId)) ?? actor.userName;
  try {
    const id = await auditedTransaction(signed, async (tx, audit) => {
      const [row] = await tx
        .insert(payServiceRequests)
        .values({
          serviceId: service.id,
          companyId: actor.companyId,
          requestedBy: actor.userId,
          requesterName,
          quantity: input.Quantity,
          note: input.Note,
          status: 'pending',
          priceCents: service.priceCents,
          vatRate: service.vatRate,
          createdAt: signed.clock.now(),
        })
        .returning();
      if (!row) throw new Error('request not inserted');
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'create',
        before: null,
        after: requestRecord(row),
      });
      return row.id;
    });
    const view = await findRequestView(signed.tx, id);
    if (!view) throw new AppError('ERROR_PAY_REQUEST_NOT_FOUND');
    return toMyPayRequest(view);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ERROR_PAY_REQUEST_OPEN');
    throw error;
  }
}
