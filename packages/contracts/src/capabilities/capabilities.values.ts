// Plain data of capabilities.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from '../backoffice/resource-access';

/**
 * The customer areas the back office may grant or deny (decision 066). A closed list: a customer
 * route declares the one it belongs to and the gate refuses it when denied. The first four exist
 * today (support: tickets, support requests, plan and call-back); the others are declared now so
 * that rules can be written before their areas arrive, and those areas plug into the same gate.
 */
export const CUSTOMER_AREAS = [
  'support',
  'knowledge-base',
  'ivr',
  'chat',
  'reservations',
  'campaigns',
  'toolkit',
  'iban',
  'pay-services',
] as const;
export type CustomerArea = (typeof CUSTOMER_AREAS)[number];

/**
 * What a rule is aimed at, from the most specific to the most general: the order is the precedence.
 * A company's rule beats its plan's, a plan's its products', a product's its role's; no rule at any
 * level leaves the area granted. At one level a denial beats a grant (two products of a company).
 */
export const CAPABILITY_TARGET_KINDS = ['company', 'plan', 'product', 'role'] as const;
export type CapabilityTargetKind = (typeof CAPABILITY_TARGET_KINDS)[number];

/** The field of a rule that names its target, by its kind. */
export const CAPABILITY_TARGET_FIELD = {
  company: 'CompanyId',
  plan: 'PlanId',
  product: 'Product',
  role: 'Role',
} as const satisfies Record<CapabilityTargetKind, string>;

/** The customer roles a rule may aim at, as the session names them. */
export const CUSTOMER_ROLES = ['user', 'company_admin'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

export const CAPABILITY_SORT_FIELDS = ['Area', 'Kind', 'UpdatedAt'] as const;

/**
 * Customer capabilities: the whole back office reads the rules (an operator tells a customer why an
 * area is missing); writing them changes what every customer sees, so it is the admins'.
 */
export const CAPABILITIES_ACCESS = defineResourceAccess('capabilities', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
