import type {
  Action,
  BackofficeRole,
  Resource,
  Scope,
} from '@sportello/contracts/backoffice/access.contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { roleGrantOverrides } from './access.tables';

/** Every stored narrowing; the policy ignores those of resources or actions the code no longer declares. */
export function findGrantOverrides(tx: Tx) {
  return tx
    .select({
      role: roleGrantOverrides.role,
      resource: roleGrantOverrides.resource,
      action: roleGrantOverrides.action,
      scope: roleGrantOverrides.scope,
    })
    .from(roleGrantOverrides);
}

/** The role's narrowings on the resource become `rows`: those left out go back to the declaration. */
export async function replaceGrantOverrides(
  tx: Tx,
  key: { role: BackofficeRole; resource: Resource },
  rows: { action: Action; scope: Scope | null }[],
  by: { at: Date; userName: string },
): Promise<void> {
  await tx
    .delete(roleGrantOverrides)
    .where(and(eq(roleGrantOverrides.role, key.role), eq(roleGrantOverrides.resource, key.resource)));
  if (rows.length === 0) return;
  await tx
    .insert(roleGrantOverrides)
    .values(rows.map((row) => ({ ...key, ...row, updatedAt: by.at, updatedBy: by.userName })));
}
