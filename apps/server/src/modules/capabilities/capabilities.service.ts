import type {
  CapabilityRule,
  CapabilityRuleInput,
  MyCapabilities,
} from '@sportello/contracts/capabilities/capabilities.contract';
import {
  CAPABILITY_TARGET_FIELD,
  CUSTOMER_AREAS,
} from '@sportello/contracts/capabilities/capabilities.values';
import type { ErrorKey } from '@sportello/contracts/common/errors';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { cachedRead } from '../../core/cached-read';
import { type CustomerActor, type ServiceContext, signedIn } from '../../core/context';
import type { CapabilitiesPort } from '../../core/customer-capabilities';
import { isForeignKeyViolation, isUniqueViolation, type Tx } from '../../core/database';
import { coverageOf } from '../support-plans/support-plans.service';
import { capabilitiesPermission } from './capabilities.policy';
import { factsNeeded, grantedAreas } from './capabilities.precedence';
import { toRecord, toRule } from './capabilities.presenters';
import {
  deleteRuleRow,
  findAllRules,
  findCompanyProducts,
  findRule,
  findRulesPage,
  insertRule,
  type ListFilter,
  updateRule,
} from './capabilities.repository';

/**
 * Customer capabilities (decision 066): the back office's rules of which customer areas customers
 * see (resource `capabilities`, every change audited), the areas of the signed-in customer, and this
 * process's port that the route gate asks, reading the rules again within a second of a change.
 */

type SavedInput = z.output<typeof CapabilityRuleInput>;

const RESOURCE = 'capabilities';

/** How long a process answers from its own copy of the rules: "in force within a second". */
export const CAPABILITIES_CACHE_MS = 1_000;

/**
 * This process's capabilities port: the rules kept for a second (one query per process per second
 * whoever calls), the facts they need of the caller — the plan covering them, their company's
 * products — read only when some rule is about plans or products. No rules: every area, no query.
 */
export function databaseCapabilities(db: Tx, ttlMs = CAPABILITIES_CACHE_MS): CapabilitiesPort {
  const rules = cachedRead(() => findAllRules(db), ttlMs);
  return {
    async grantedTo(ctx) {
      const all = await rules.current();
      const { actor } = ctx;
      const needed = factsNeeded(all);
      const planId = needed.plan
        ? ((await coverageOf(ctx, actor.userId, actor.companyId)).plan?.id ?? null)
        : null;
      const products = needed.products ? await findCompanyProducts(ctx.tx, actor.companyId) : [];
      return grantedAreas(all, { companyId: actor.companyId, planId, products, role: actor.role });
    },
    changed: () => rules.changed(),
  };
}

/** The signed-in user's areas: a customer's by the rules; the vendor's staff work every area. */
export async function myCapabilities(context: ServiceContext): Promise<MyCapabilities> {
  const ctx = signedIn(context);
  if (ctx.actor.kind !== 'customer') return { Areas: [...CUSTOMER_AREAS] };
  const granted = await ctx.capabilities.grantedTo(ctx as ServiceContext<CustomerActor>);
  return { Areas: CUSTOMER_AREAS.filter((area) => granted.has(area)) };
}

export async function listRules(ctx: ServiceContext, filter: ListFilter) {
  await capabilitiesPermission(ctx, 'list');
  const { total, rows } = await findRulesPage(ctx.tx, filter);
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toRule) };
}

/** The row's values: only the column of the rule's kind names its target, the others stay empty. */
function columnsOf(input: SavedInput) {
  const field = CAPABILITY_TARGET_FIELD[input.Kind];
  const target = { CompanyId: null, PlanId: null, Product: null, Role: null, [field]: input[field] };
  return {
    area: input.Area,
    kind: input.Kind,
    companyId: target.CompanyId,
    planId: target.PlanId,
    product: target.Product,
    role: target.Role,
    granted: input.Granted,
  };
}

/** A refusal shown next to the field that names the target. */
const targetError = (input: SavedInput, key: ErrorKey) =>
  new AppError(key, undefined, [{ path: CAPABILITY_TARGET_FIELD[input.Kind], key }]);

/**
 * `Id < 1` creates a rule (`create`), otherwise changes it (`update`); audited before and after. One
 * rule per area and target (the unique index decides, also between two saves at once); a company or
 * plan that does not exist is refused by its foreign key. In force on this process at once, on the
 * others within a second.
 */
export async function saveRule(ctx: ServiceContext, input: SavedInput): Promise<CapabilityRule> {
  await capabilitiesPermission(ctx, input.Id < 1 ? 'create' : 'update');
  const values = columnsOf(input);
  let saved: CapabilityRule;
  try {
    saved = await auditedTransaction(ctx, async (tx, audit) => {
      const now = ctx.clock.now();
      if (input.Id < 1) {
        const id = await insertRule(tx, { ...values, createdAt: now, updatedAt: now });
        const row = (await findRule(tx, id))!;
        audit({ resource: RESOURCE, objectId: id, action: 'create', before: null, after: toRecord(row) });
        return toRule(row);
      }
      const before = await findRule(tx, input.Id);
      if (!before) throw new AppError('ERROR_NOT_FOUND');
      await updateRule(tx, input.Id, { ...values, updatedAt: now });
      const row = (await findRule(tx, input.Id))!;
      audit({
        resource: RESOURCE,
        objectId: input.Id,
        action: 'update',
        before: toRecord(before),
        after: toRecord(row),
      });
      return toRule(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw targetError(input, 'ERROR_CAPABILITY_RULE_EXISTS');
    if (isForeignKeyViolation(error)) throw targetError(input, 'ERROR_CAPABILITY_TARGET');
    throw error;
  }
  ctx.capabilities.changed();
  return saved;
}

/** Deletes a rule (audited): its area goes back to what the other rules, or the default, say. */
export async function deleteRule(ctx: ServiceContext, id: number): Promise<{ Deleted: boolean }> {
  await capabilitiesPermission(ctx, 'delete');
  const result = await auditedTransaction(ctx, async (tx, audit) => {
    const before = await findRule(tx, id);
    if (!before) throw new AppError('ERROR_NOT_FOUND');
    await deleteRuleRow(tx, id);
    audit({ resource: RESOURCE, objectId: id, action: 'delete', before: toRecord(before), after: null });
    return { Deleted: true };
  });
  ctx.capabilities.changed();
  return result;
}
