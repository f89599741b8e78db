import type {
  PayServiceFilter,
  PayServiceInput,
  PayServiceItem,
  PayType,
  PayTypeInput,
} from '@sportello/contracts/backoffice/pay-services.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { isUniqueViolation } from '../../core/database';
import { catalogueGrant } from './pay-services.policy';
import { serviceRecord, toPayServiceItem, toPayType, typeRecord } from './pay-services.presenters';
import {
  countRequests,
  countTypeServices,
  findServicesPage,
  findServiceView,
  findType,
  findTypeByCode,
  findTypes,
  hasRequests,
  lockService,
  planExists,
  type ServiceView,
} from './pay-services.repository';
import { payServices, payServiceTypes } from './pay-services.tables';

/**
 * The catalogue of paid services (decision 086) as the back office defines it: the types that group
 * it, and the services with price, VAT, unit, period, whom they are offered to and the support plan
 * an approval subscribes to. Audited under `pay-services`: a type as `type:<id>`, a service by its id.
 */

const RESOURCE = 'pay-services';

// ─── Types ──────────────────────────────────────────────────────────────────────────────────────

export async function listPayTypes(ctx: ServiceContext): Promise<PayType[]> {
  await catalogueGrant(ctx, 'list');
  return (await findTypes(ctx.tx)).map((r) => toPayType(r.type, r.services));
}

const codeTaken = () =>
  new AppError('ERROR_PAY_TYPE_CODE_TAKEN', undefined, [{ path: 'Code', key: 'ERROR_PAY_TYPE_CODE_TAKEN' }]);

export async function savePayType(
  ctx: ServiceContext,
  input: z.output<typeof PayTypeInput>,
): Promise<PayType> {
  const creating = input.Id < 1;
  await catalogueGrant(ctx, creating ? 'create' : 'update');
  const values = { code: input.Code, name: input.Name, description: input.Description };
  try {
    const saved = await auditedTransaction(ctx, async (tx, audit) => {
      const other = await findTypeByCode(tx, input.Code);
      if (other && other.id !== input.Id) throw codeTaken();
      const now = ctx.clock.now();
      if (creating) {
        const [row] = await tx
          .insert(payServiceTypes)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('type not inserted');
        audit({
          resource: RESOURCE,
          objectId: `type:${row.id}`,
          action: 'create',
          before: null,
          after: typeRecord(row),
        });
        return row;
      }
      const before = await findType(tx, input.Id, true);
      if (!before) throw new AppError('ERROR_PAY_TYPE_NOT_FOUND');
      const [row] = await tx
        .update(payServiceTypes)
        .set({ ...values, updatedAt: now })
        .where(eq(payServiceTypes.id, before.id))
        .returning();
      if (!row) throw new AppError('ERROR_PAY_TYPE_NOT_FOUND');
      audit({
        resource: RESOURCE,
        objectId: `type:${row.id}`,
        action: 'update',
        before: typeRecord(before),
        after: typeRecord(row),
      });
      return row;
    });
    return toPayType(saved, await countTypeServices(ctx.tx, saved.id));
  } catch (error) {
    // Two saves of one code at once: the unique index answers the one that lost.
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** A type with services stays: they would lose their group. */
export async function deletePayType(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  await catalogueGrant(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await findType(tx, id, true);
    if (!before) throw new AppError('ERROR_PAY_TYPE_NOT_FOUND');
    if ((await countTypeServices(tx, id)) > 0) throw new AppError('ERROR_PAY_TYPE_IN_USE');
    await tx.delete(payServiceTypes).where(eq(payServiceTypes.id, id));
    audit({
      resource: RESOURCE,
      objectId: `type:${id}`,
      action: 'delete',
      before: typeRecord(before),
      after: null,
    });
    return { Deleted: true };
  });
}

// ─── Services ───────────────────────────────────────────────────────────────────────────────────

async function present(ctx: ServiceContext, views: ServiceView[]): Promise<PayServiceItem[]> {
  const counts = await countRequests(
    ctx.tx,
    views.map((v) => v.service.id),
  );
  return views.map((v) => toPayServiceItem(v, counts.get(v.service.id) ?? { all: 0, pending: 0 }));
}

export async function listPayServices(ctx: ServiceContext, filter: z.output<typeof PayServiceFilter>) {
  await catalogueGrant(ctx, 'list');
  const { total, rows } = await findServicesPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: await present(ctx, rows) };
}

export async function getPayService(ctx: ServiceContext, id: number): Promise<PayServiceItem> {
  await catalogueGrant(ctx, 'read');
  const view = await findServiceView(ctx.tx, id);
  if (!view) throw new AppError('ERROR_PAY_SERVICE_NOT_FOUND');
  const [item] = await present(ctx, [view]);
  if (!item) throw new AppError('ERROR_PAY_SERVICE_NOT_FOUND');
  return item;
}

/** Refuses a type or a support plan that does not exist, next to its field. */
async function checkReferences(ctx: ServiceContext, input: z.output<typeof PayServiceInput>): Promise<void> {
  if (!(await findType(ctx.tx, input.TypeId)))
    throw new AppError('ERROR_PAY_TYPE_NOT_FOUND', undefined, [
      { path: 'TypeId', key: 'ERROR_PAY_TYPE_NOT_FOUND' },
    ]);
  if (input.PlanId !== null && !(await planExists(ctx.tx, input.PlanId)))
    throw new AppError('ERROR_PAY_SERVICE_PLAN', undefined, [
      { path: 'PlanId', key: 'ERROR_PAY_SERVICE_PLAN' },
    ]);
}

export async function savePayService(
  ctx: ServiceContext,
  input: z.output<typeof PayServiceInput>,
): Promise<PayServiceItem> {
  const grant = await catalogueGrant(ctx, input.Id > 0 ? 'update' : 'create');
  await checkReferences(ctx, input);
  const id = await auditedTransaction(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const values = {
      typeId: input.TypeId,
      name: input.Name,
      description: input.Description,
      priceCents: input.PriceCents,
      vatRate: input.VatRate,
      unit: input.Unit,
      period: input.Period,
      products: input.Products,
      planId: input.PlanId,
      enabled: input.Enabled,
      updatedAt: now,
      updatedBy: grant.userName,
    };
    if (input.Id > 0) {
      const before = await lockService(tx, input.Id);
      if (!before) throw new AppError('ERROR_PAY_SERVICE_NOT_FOUND');
      const [row] = await tx.update(payServices).set(values).where(eq(payServices.id, before.id)).returning();
      if (!row) throw new AppError('ERROR_PAY_SERVICE_NOT_FOUND');
      audit({
        resource: RESOURCE,
        objectId: row.id,
        action: 'update',
        before: serviceRecord(before),
        after: serviceRecord(row),
      });
      return row.id;
    }
    const [row] = await tx
      .insert(payServices)
      .values({ ...values, createdAt: now })
      .returning();
    if (!row) throw new Error('service not inserted');
    audit({
      resource: RESOURCE,
      objectId: row.id,
      action: 'create',
      before: null,
      after: serviceRecord(row),
    });
    return row.id;
  });
  return getPayService(ctx, id);
}

/** A service somebody asked for stays, for their history: it is switched off instead. */
export async function deletePayService(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  await catalogueGrant(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const before = await lockService(tx, id);
    if (!before) throw new AppError('ERROR_PAY_SERVICE_NOT_FOUND');
    if (await hasRequests(tx, id)) throw new AppError('ERROR_PAY_SERVICE_HAS_REQUESTS');
    await tx.delete(payServices).where(eq(payServices.id, id));
    audit({ resource: RESOURCE, objectId: id, action: 'delete', before: serviceRecord(before), after: null });
    return { Deleted: true };
  });
}
