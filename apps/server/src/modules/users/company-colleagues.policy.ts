import { AppError } from '../../core/app-error';
import { type CustomerActor, type ServiceContext, signedIn } from '../../core/context';
import { isStaffAccount } from './users.policy';
import type { UserListRow } from './users.tables';

/**
 * A customer company's administrator looks after their own company's colleagues (decision 038).
 * The vendor's staff never do it here: they have the back office's users area.
 */
export function requireCompanyAdmin(ctx: ServiceContext): CustomerActor {
  const { actor } = signedIn(ctx);
  if (actor.kind !== 'customer' || actor.role !== 'company_admin') throw new AppError('ERROR_FORBIDDEN');
  return actor;
}

/**
 * The administrator as they are now, not as their session remembers them (decision 055): still
 * enabled, still a company administrator, of a customer company. The vendor's own company is no
 * customer company (decision 056): an account with a customer role inside it manages nobody.
 */
export function requireCurrentAdmin(me: UserListRow, company: { isVendor: boolean }): void {
  if (!me.enabled || me.role !== 'company_admin' || company.isVendor) throw new AppError('ERROR_FORBIDDEN');
}

/**
 * Another company's user is answered as a missing one: the id tells nothing of other companies. The
 * vendor's staff are nobody's colleagues here, whatever company they are in.
 */
export function requireColleague(admin: CustomerActor, target: UserListRow): void {
  if (target.companyId !== admin.companyId || isStaffAccount(target)) throw new AppError('ERROR_NOT_FOUND');
}

/** Nobody disables or demotes themselves: a company keeps the administrator who acts. */
export function notSelf(admin: CustomerActor, target: UserListRow): void {
  if (target.id === admin.userId) throw new AppError('ERROR_USER_SELF');
}
