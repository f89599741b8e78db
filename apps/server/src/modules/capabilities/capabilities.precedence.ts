import {
  CAPABILITY_TARGET_KINDS,
  CUSTOMER_AREAS,
  type CustomerArea,
} from '@sportello/contracts/capabilities/capabilities.values';
import type { CapabilityRuleRow } from './capabilities.tables';

/** What the rules are matched against: one customer's company, plan, products and role. */
export interface CustomerFacts {
  companyId: number;
  /** The plan that covers the person today (support-plans' coverage), none when nothing does. */
  planId: number | null;
  products: readonly string[];
  role: string;
}

export type RuleFacts = Pick<
  CapabilityRuleRow,
  'area' | 'kind' | 'companyId' | 'planId' | 'product' | 'role' | 'granted'
>;

function applies(rule: RuleFacts, who: CustomerFacts): boolean {
  switch (rule.kind) {
    case 'company':
      return rule.companyId === who.companyId;
    case 'plan':
      return who.planId !== null && rule.planId === who.planId;
    case 'product':
      return rule.product !== null && who.products.includes(rule.product);
    case 'role':
      return rule.role === who.role;
    default:
      return false;
  }
}

/**
 * The areas granted to a customer (decision 066). For each area the most specific level with a rule
 * that applies decides — company, then plan, then product, then role (CAPABILITY_TARGET_KINDS'
 * order) — and at that level a denial beats a grant (a company with two products ruled both ways).
 * An area no rule applies to is granted: no rules, no change.
 */
export function grantedAreas(rules: readonly RuleFacts[], who: CustomerFacts): Set<CustomerArea> {
  const granted = new Set<CustomerArea>();
  for (const area of CUSTOMER_AREAS) {
    const mine = rules.filter((rule) => rule.area === area && applies(rule, who));
    const level = CAPABILITY_TARGET_KINDS.find((kind) => mine.some((rule) => rule.kind === kind));
    const deciding = mine.filter((rule) => rule.kind === level);
    if (deciding.every((rule) => rule.granted)) granted.add(area);
  }
  return granted;
}

/** Which facts the rules need: a plan or products are read only when some rule is about them. */
export function factsNeeded(rules: readonly RuleFacts[]): { plan: boolean; products: boolean } {
  return {
    plan: rules.some((rule) => rule.kind === 'plan'),
    products: rules.some((rule) => rule.kind === 'product'),
  };
}
