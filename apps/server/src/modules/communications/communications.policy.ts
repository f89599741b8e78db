import type { Action, Scope } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission, scopeFor } from '../access/access.service';
import { getCompanyWithParents } from '../companies/companies.service';

/** Spec §6: the operator name is the part of the login before the at sign (what the pages show). */
export function operatorName(login: string): string {
  const at = login.indexOf('@');
  return at < 0 ? login : login.slice(0, at);
}

export interface Manageable {
  canManage: boolean;
  manageByCompany: boolean;
  /** The author's full login: two vendors' "mario@a.it" and "mario@b.it" are not the same author. */
  author: string;
  authorCompanyCode: string;
}

/**
 * Spec §6 CanManage rule: an item may be modified only when its CanManage is true — for every role,
 * admins included (decision 017) — and either the caller is its author or, when the company flag is
 * set, the caller's company matches the author's company code. A permission scoped `all` (admins)
 * skips the authorship part; `own` needs authorship.
 */
export function mayModify(
  item: Manageable,
  caller: { login: string; companyCode: string },
  scope: Scope,
): boolean {
  if (!item.canManage) return false;
  if (scope === 'all' || item.author === caller.login) return true;
  return scope === 'company' && item.manageByCompany && item.authorCompanyCode === caller.companyCode;
}

/** The caller in the terms communications store: the full login and the company's VAT code. */
export interface Editor {
  login: string;
  companyCode: string;
  /** The grant of the action asked for; its scope bounds the rows the action touches (decision 015). */
  grant: Grant;
}

/** The back-office guard of every communications action: the caller's role must grant it. */
export async function editorFor(ctx: ServiceContext, action: Action): Promise<Editor> {
  const grant = await requirePermission(ctx, 'communications', action);
  const company = await getCompanyWithParents(ctx, grant.companyId);
  return { login: grant.userName, companyCode: company.vatCode, grant };
}

/** Whether the caller may change a row, for the `Editable` flag of the lists (no update grant: never). */
export async function editableRule(ctx: ServiceContext, editor: Editor) {
  const update = await scopeFor(ctx, 'communications', 'update');
  return (item: Manageable) => update !== undefined && mayModify(item, editor, update);
}
