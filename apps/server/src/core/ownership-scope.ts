import type { Scope } from '@sportello/contracts/backoffice/access.contract';
import { type Column, eq, type SQL } from 'drizzle-orm';

/** The columns that say who owns a row: the owner's user key and their company's code. */
export interface OwnerColumns {
  user: Column;
  company: Column;
}

/** The caller in the terms those columns store. */
export interface Owner {
  user: string;
  company: string;
}

/**
 * The rows a permission's scope covers (decision 015), for the reading actions (list, read,
 * export): `all` every row, `company` the rows owned by someone of the caller's company, `own` the
 * caller's rows. The changing actions add their resource's own rule on top (communications: spec §6).
 */
export function scopeWhere(scope: Scope, columns: OwnerColumns, owner: Owner): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope === 'company') return eq(columns.company, owner.company);
  return eq(columns.user, owner.user);
}
