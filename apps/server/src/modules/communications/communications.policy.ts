import type { Scope } from '@sportello/contracts/backoffice/access.contract';

/** Spec §6: the operator name is the part of the login before the at sign. */
export function operatorName(login: string): string {
  const at = login.indexOf('@');
  return at < 0 ? login : login.slice(0, at);
}

export interface Manageable {
  canManage: boolean;
  manageByCompany: boolean;
  author: string;
  authorCompanyCode: string;
}

/**
 * Spec §6 CanManage rule: an item may be modified only when its CanManage is true and either the
 * caller is its author or — when the company flag is set — the caller's company matches the author's
 * company code. A permission scoped `all` (admins) ignores ownership; `own` needs authorship.
 */
export function mayModify(
  item: Manageable,
  caller: { operatorName: string; companyCode: string },
  scope: Scope,
): boolean {
  if (scope === 'all') return true;
  if (!item.canManage) return false;
  if (item.author === caller.operatorName) return true;
  return scope === 'company' && item.manageByCompany && item.authorCompanyCode === caller.companyCode;
}
