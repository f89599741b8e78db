import type { CapabilityRule } from '@sportello/contracts/capabilities/capabilities.contract';
import type { CapabilityListRow } from './capabilities.repository';

export function toRule(row: CapabilityListRow): CapabilityRule {
  return {
    Id: row.id,
    Area: row.area as CapabilityRule['Area'],
    Kind: row.kind as CapabilityRule['Kind'],
    CompanyId: row.companyId,
    PlanId: row.planId,
    Product: row.product as CapabilityRule['Product'],
    Role: row.role as CapabilityRule['Role'],
    TargetName: row.targetName,
    Granted: row.granted,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** A rule's target in words: the company's or plan's name, else the product's or role's code. */
export function targetLabel(row: CapabilityListRow): string {
  return row.targetName || row.product || row.role || '';
}

/** A rule as the audit log keeps it: area, target (by name) and whether it grants. */
export function toRecord(row: CapabilityListRow) {
  return { Area: row.area, Kind: row.kind, Target: targetLabel(row), Granted: row.granted };
}
