import { z } from 'zod';
import { int4, int4Id } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PRODUCTS } from '../tickets/tickets.values';
import { CAPABILITIES_ROUTES } from './capabilities.routes';
import {
  CAPABILITY_SORT_FIELDS,
  CAPABILITY_TARGET_FIELD,
  CAPABILITY_TARGET_KINDS,
  CUSTOMER_AREAS,
  CUSTOMER_ROLES,
} from './capabilities.values';

/**
 * Customer capabilities (decision 066): which customer areas a company or role sees, set by rules
 * per company, support plan, product or role. The signed-in customer asks which areas are theirs;
 * the back office lists, writes and deletes the rules.
 */

export const CustomerArea = z.enum(CUSTOMER_AREAS);
export const CapabilityTargetKind = z.enum(CAPABILITY_TARGET_KINDS);

export const MyCapabilities = z.object({ Areas: z.array(CustomerArea) }).meta({ id: 'MyCapabilities' });
export type MyCapabilities = z.infer<typeof MyCapabilities>;

export const myCapabilities = defineRoute({
  ...CAPABILITIES_ROUTES.myCapabilities,
  summary:
    "The customer areas granted to the signed-in user (the web shows only these; the server refuses the others). The vendor's staff get every area",
  response: MyCapabilities,
});

/** A rule as the back office lists it, with its target's name (a company's or a plan's). */
export const CapabilityRule = z
  .object({
    Id: z.number().int(),
    Area: CustomerArea,
    Kind: CapabilityTargetKind,
    CompanyId: z.number().int().nullable(),
    PlanId: z.number().int().nullable(),
    Product: z.enum(PRODUCTS).nullable(),
    Role: z.enum(CUSTOMER_ROLES).nullable(),
    /** The company's or the plan's name; empty for a product or a role (the web names those). */
    TargetName: z.string(),
    Granted: z.boolean(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'CapabilityRule' });
export type CapabilityRule = z.infer<typeof CapabilityRule>;

/**
 * What the back office sends to save: `Id < 1` creates. The field of the chosen kind is required
 * (its error next to it); the others are ignored and stored empty (by the service).
 */
export const CapabilityRuleInput = z
  .object({
    Id: int4.default(0),
    Area: CustomerArea,
    Kind: CapabilityTargetKind,
    CompanyId: int4Id.nullable().default(null),
    PlanId: int4Id.nullable().default(null),
    Product: z.enum(PRODUCTS).nullable().default(null),
    Role: z.enum(CUSTOMER_ROLES).nullable().default(null),
    Granted: z.boolean(),
  })
  .superRefine((rule, ctx) => {
    const field = CAPABILITY_TARGET_FIELD[rule.Kind];
    if (rule[field] === null)
      ctx.addIssue({ code: 'custom', message: 'ERROR_FIELD_REQUIRED', path: [field] });
  })
  .meta({ id: 'CapabilityRuleChange' });
export type CapabilityRuleInput = z.input<typeof CapabilityRuleInput>;

/** The list's filter (base64url JSON in the path): paging, sorting, area, kind, grant and company. */
export const CapabilityFilter = sortedPageFilter(CAPABILITY_SORT_FIELDS, 'UpdatedAt').extend({
  Area: CustomerArea.optional(),
  Kind: CapabilityTargetKind.optional(),
  Granted: z.boolean().optional(),
  CompanyId: int4Id.optional(),
});
export type CapabilityFilter = z.input<typeof CapabilityFilter>;

export const listCapabilityRules = defineRoute({
  ...CAPABILITIES_ROUTES.listCapabilityRules,
  summary: 'Back office: the capability rules, filtered, sorted and paged',
  params: z.object({ filter: encodedFilter(CapabilityFilter) }),
  response: pageOf(CapabilityRule),
});

export const saveCapabilityRule = defineRoute({
  ...CAPABILITIES_ROUTES.saveCapabilityRule,
  summary:
    'Back office: create (Id < 1) or change a capability rule (audited); one rule per area and target; in force within a second',
  body: CapabilityRuleInput,
  response: CapabilityRule,
});

export const deleteCapabilityRule = defineRoute({
  ...CAPABILITIES_ROUTES.deleteCapabilityRule,
  summary: 'Back office: delete a capability rule (audited); in force within a second',
  params: IdParams,
  response: z.object({ Deleted: z.boolean() }),
});
