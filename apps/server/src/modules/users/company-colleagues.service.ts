import type { CUSTOMER_ACCOUNT_ROLES } from '@sportello/contracts/backoffice/users.values';
import { type Audit, auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import { getCompanyWithParents } from '../companies/companies.service';
import {
  notSelf,
  requireColleague,
  requireCompanyAdmin,
  requireCurrentAdmin,
} from './company-colleagues.policy';
import { liftLock, userRowOf, writeEnabled, writeRole } from './user-changes';
import { findLockedUserIdsOfCompany } from './users.repository';
import type { UserListRow } from './users.tables';

/**
 * "La mia azienda": a company administrator enables, disables, promotes, demotes and unlocks the
 * colleagues of their own company (decision 038), with the back office's writes and audit entries.
 */

const DONE = { Done: true } as const;

/** Runs `change` on a colleague of the caller's company, locked for update, in an audited transaction. */
function changeColleague<T>(
  ctx: ServiceContext,
  id: string,
  change: (inTx: ServiceContext, audit: Audit, row: UserListRow) => Promise<T>,
  options: { notSelf: boolean },
): Promise<T> {
  const admin = requireCompanyAdmin(ctx);
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const me = await userRowOf(inTx, admin.userId);
    requireCurrentAdmin(me, await getCompanyWithParents(inTx, me.companyId));
    const row = await userRowOf(inTx, id, true);
    requireColleague(admin, row);
    if (options.notSelf) notSelf(admin, row);
    return change(inTx, audit, row);
  });
}

/** Enables or disables a colleague (never oneself); the disabled are signed out at once. */
export async function enableColleague(
  ctx: ServiceContext,
  input: { Id: string; Enabled: boolean },
): Promise<{ Done: true }> {
  const disabled = await changeColleague(
    ctx,
    input.Id,
    async (inTx, audit, row) => {
      if (row.enabled === input.Enabled) return false;
      await writeEnabled(inTx, audit, [row], input.Enabled);
      return !input.Enabled;
    },
    { notSelf: true },
  );
  if (disabled) await ctx.signOut.signOutUsers([input.Id], 'disabled');
  return DONE;
}

/** Makes a colleague (never oneself) a user or a company administrator; they sign in again to use it. */
export async function setColleagueRole(
  ctx: ServiceContext,
  input: { Id: string; Role: (typeof CUSTOMER_ACCOUNT_ROLES)[number] },
): Promise<{ Done: true }> {
  const changed = await changeColleague(
    ctx,
    input.Id,
    (inTx, audit, row) => writeRole(inTx, audit, row, input.Role),
    { notSelf: true },
  );
  if (changed) await ctx.signOut.signOutUsers([input.Id], 'role-changed');
  return DONE;
}

/** Lifts the lock that wrong passwords put on a colleague's sign-in. */
export async function unlockColleague(ctx: ServiceContext, id: string): Promise<{ Done: true }> {
  await changeColleague(ctx, id, (inTx, audit, row) => liftLock(inTx, audit, row), { notSelf: false });
  return DONE;
}

/** The ids of the company's users locked out by wrong passwords now ("La mia azienda" shows them). */
export async function lockedUserIdsOfCompany(ctx: ServiceContext, companyId: number): Promise<Set<string>> {
  return new Set(await findLockedUserIdsOfCompany(ctx.tx, companyId, ctx.clock.now()));
}
