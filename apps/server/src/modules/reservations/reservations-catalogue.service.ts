import type {
  ReservableService,
  ServiceFilter,
  ServiceInput,
} from '@sportello/contracts/backoffice/reservations.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import type { Tx } from '../../core/database';
import { reservationOperators, servicesPermission } from './reservations.policy';
import { serviceRecord, toReservableService } from './reservations.presenters';
import {
  countUpcoming,
  findExistingPlanIds,
  findExistingTags,
  findService,
  findServiceOperators,
  findServicesPage,
  findTagRefs,
  hasAppointments,
  setServiceOperators,
} from './reservations.repository';
import { reservationServices, type ServiceRow } from './reservations.tables';

/**
 * The services customers book (decision 082), as the back office defines them: what, how long,
 * where, who delivers it and whom it is offered to. Audited under `reservation-services`.
 */

const RESOURCE = 'reservation-services';

/** The services with their operators, tags and upcoming appointments, in the order given. */
async function present(ctx: ServiceContext, rows: ServiceRow[]): Promise<ReservableService[]> {
  const ids = rows.map((r) => r.id);
  const [operators, upcoming, tags] = await Promise.all([
    findServiceOperators(ctx.tx, ids),
    countUpcoming(ctx.tx, ids, ctx.clock.now()),
    findTagRefs(ctx.tx, [...new Set(rows.flatMap((r) => r.tagIds))]),
  ]);
  return rows.map((row) =>
    toReservableService(
      row,
      operators.filter((o) => o.serviceId === row.id),
      tags
        .filter((t) => row.tagIds.includes(t.id))
        .map((t) => ({ Id: t.id, Name: t.name, Colour: t.colour })),
      upcoming.get(row.id) ?? 0,
    ),
  );
}

export async function listServices(ctx: ServiceContext, filter: z.output<typeof ServiceFilter>) {
  await servicesPermission(ctx, 'list');
  const { total, rows } = await findServicesPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: await present(ctx, rows) };
}

export async function getService(ctx: ServiceContext, id: number): Promise<ReservableService> {
  await servicesPermission(ctx, 'read');
  const row = await findService(ctx.tx, id);
  if (!row) throw new AppError('ERROR_SERVICE_NOT_FOUND');
  const [service] = await present(ctx, [row]);
  if (!service) throw new AppError('ERROR_SERVICE_NOT_FOUND');
  return service;
}

/** Refuses operators who may not deliver services, tags and plans that do not exist. */
async function checkTargets(ctx: ServiceContext, input: z.output<typeof ServiceInput>): Promise<void> {
  const operators = new Set((await reservationOperators(ctx)).map((o) => o.id));
  const stranger = input.OperatorIds.findIndex((id) => !operators.has(id));
  if (stranger >= 0)
    throw new AppError('ERROR_SERVICE_OPERATOR', undefined, [
      { path: 'OperatorIds', key: 'ERROR_SERVICE_OPERATOR' },
    ]);
  const tags = await findExistingTags(ctx.tx, input.TagIds);
  if (tags.length !== input.TagIds.length)
    throw new AppError('ERROR_SERVICE_TARGET', undefined, [{ path: 'TagIds', key: 'ERROR_SERVICE_TARGET' }]);
  if (input.PlanIds.length > 0) {
    const plans = await findExistingPlanIds(ctx.tx, input.PlanIds);
    if (plans.length !== input.PlanIds.length)
      throw new AppError('ERROR_SERVICE_TARGET', undefined, [
        { path: 'PlanIds', key: 'ERROR_SERVICE_TARGET' },
      ]);
  }
}

export async function saveService(
  ctx: ServiceContext,
  input: z.output<typeof ServiceInput>,
): Promise<ReservableService> {
  const grant = await servicesPermission(ctx, input.Id > 0 ? 'update' : 'create');
  await checkTargets(ctx, input);
  const id = await auditedTransaction(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const values = {
      kind: input.Kind,
      name: input.Name,
      description: input.Description,
      durationMinutes: input.DurationMinutes,
      bufferMinutes: input.BufferMinutes,
      seats: input.Seats,
      place: input.Place,
      placeDetail: input.PlaceDetail,
      leadHours: input.LeadHours,
      cancelHours: input.CancelHours,
      priceCents: input.PriceCents,
      products: input.Products,
      planIds: input.PlanIds,
      tagIds: input.TagIds,
      enabled: input.Enabled,
      updatedAt: now,
      updatedBy: grant.userName,
    };
    if (input.Id > 0) {
      const [before] = await tx
        .select()
        .from(reservationServices)
        .where(eq(reservationServices.id, input.Id))
        .for('update');
      if (!before) throw new AppError('ERROR_SERVICE_NOT_FOUND');
      const beforeOperators = (await findServiceOperators(tx, [before.id])).map((o) => o.id);
      const [row] = await tx
        .update(reservationServices)
        .set(values)
        .where(eq(reservationServices.id, before.id))
        .returning();
      if (!row) throw new AppError('ERROR_SERVICE_NOT_FOUND');
      await setServiceOperators(tx, row.id, input.OperatorIds);
      audit({
        resource: RESOURCE,
        objectId: String(row.id),
        action: 'update',
        before: serviceRecord(before, beforeOperators),
        after: serviceRecord(row, input.OperatorIds),
      });
      return row.id;
    }
    const [row] = await tx
      .insert(reservationServices)
      .values({ ...values, createdAt: now })
      .returning();
    if (!row) throw new Error('service not inserted');
    await setServiceOperators(tx, row.id, input.OperatorIds);
    audit({
      resource: RESOURCE,
      objectId: String(row.id),
      action: 'create',
      before: null,
      after: serviceRecord(row, input.OperatorIds),
    });
    return row.id;
  });
  return getService(ctx, id);
}

/**
 * Deletes a service without appointments; one with appointments is kept for their sake, switched
 * off instead (and the caller told so: 409 ERROR_SERVICE_HAS_APPOINTMENTS).
 */
export async function deleteService(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  await servicesPermission(ctx, 'delete');
  const kept = await auditedTransaction(ctx, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(reservationServices)
      .where(eq(reservationServices.id, id))
      .for('update');
    if (!before) throw new AppError('ERROR_SERVICE_NOT_FOUND');
    const operators = (await findServiceOperators(tx, [id])).map((o) => o.id);
    if (await hasAppointments(tx, id)) {
      if (before.enabled) {
        const [row] = await tx
          .update(reservationServices)
          .set({ enabled: false, updatedAt: ctx.clock.now() })
          .where(eq(reservationServices.id, id))
          .returning();
        if (row)
          audit({
            resource: RESOURCE,
            objectId: String(id),
            action: 'update',
            before: serviceRecord(before, operators),
            after: serviceRecord(row, operators),
          });
      }
      return true;
    }
    await tx.delete(reservationServices).where(eq(reservationServices.id, id));
    audit({
      resource: RESOURCE,
      objectId: String(id),
      action: 'delete',
      before: serviceRecord(before, operators),
      after: null,
    });
    return false;
  });
  if (kept) throw new AppError('ERROR_SERVICE_HAS_APPOINTMENTS');
  return { Deleted: true };
}

export async function listReservationOperators(ctx: ServiceContext) {
  const grant = await servicesPermission(ctx, 'list');
  return (await reservationOperators(ctx)).map((o) => ({
    Id: o.id,
    Name: o.name,
    Me: o.id === grant.userId,
  }));
}

// ─── Tags (modules/tags): a tag a service names is in use; a merge moves it ─────────────────────

export async function countServicesNamingTag(ctx: ServiceContext, tagId: number): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reservationServices)
    .where(sql`${tagId}::int = any(${reservationServices.tagIds})`);
  return row?.n ?? 0;
}

export async function replaceTagInServices(
  ctx: ServiceContext,
  sourceId: number,
  targetId: number,
): Promise<void> {
  await auditedTransaction(ctx, async (tx: Tx, audit) => {
    const rows = await tx
      .select()
      .from(reservationServices)
      .where(sql`${sourceId}::int = any(${reservationServices.tagIds})`)
      .for('update');
    for (const before of rows) {
      const tagIds = [...new Set(before.tagIds.map((id) => (id === sourceId ? targetId : id)))];
      const [row] = await tx
        .update(reservationServices)
        .set({ tagIds })
        .where(eq(reservationServices.id, before.id))
        .returning();
      const operators = (await findServiceOperators(tx, [before.id])).map((o) => o.id);
      if (row)
        audit({
          resource: RESOURCE,
          objectId: String(row.id),
          action: 'update',
          before: serviceRecord(before, operators),
          after: serviceRecord(row, operators),
        });
    }
  });
}
