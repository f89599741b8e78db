import type { IdentityLink, IdentityOfUser } from '@sportello/contracts/backoffice/identities.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { getUserById, mayActOnUser } from '../users/users.service';
import { identitiesPermission } from './identities.policy';
import {
  deleteLink,
  findLink,
  findLinksOfUser,
  findLinksPage,
  type IdentityListFilter,
  type LinkRow,
} from './identities.repository';

/**
 * Identity-provider users in the back office (decision 034): a user's links, the links of a provider
 * with search, and unlinking one. The resource is `identities`; every change is audited.
 */

const RESOURCE = 'identities';

function toIdentity(row: LinkRow): IdentityOfUser {
  return {
    Id: row.id,
    Provider: row.provider,
    Subject: row.subject,
    Email: row.email,
    LinkedAt: row.createdAt.toISOString(),
    LastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a link. */
const toRecord = (row: LinkRow) => ({ ...toIdentity(row), UserId: row.userId, CompanyId: row.companyId });

export async function listIdentities(ctx: ServiceContext, filter: IdentityListFilter) {
  await identitiesPermission(ctx, 'list');
  const { total, rows } = await findLinksPage(ctx.tx, filter);
  const items: IdentityLink[] = rows.map((r) => ({
    ...toIdentity(r.link),
    User: {
      Id: r.user.id,
      UserName: r.user.userName,
      FirstName: r.user.firstName,
      LastName: r.user.lastName,
    },
    Company: { Id: r.company.id, VatCode: r.company.vatCode, Name: r.company.name },
  }));
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: items };
}

/** A user's links, oldest first (an unknown user simply has none). */
export async function listUserIdentities(ctx: ServiceContext, userId: string): Promise<IdentityOfUser[]> {
  await identitiesPermission(ctx, 'read');
  return (await findLinksOfUser(ctx.tx, userId)).map(toIdentity);
}

/**
 * Removes one link: that identity no longer signs the user in (the next sign-in through it offers
 * linking or registration again). The user's open sessions are not ended here: ending them is an
 * action of its own on the user's page. An action on the link's user, so the users policy's check
 * of every such action applies (an operator does not unlink an admin). Audited with the link as it was.
 */
export async function unlinkIdentity(ctx: ServiceContext, id: string): Promise<{ Done: true }> {
  await identitiesPermission(ctx, 'delete');
  return auditedTransaction(ctx, async (tx, audit) => {
    const row = await findLink(tx, id);
    if (!row) throw new AppError('ERROR_NOT_FOUND');
    await mayActOnUser(within(ctx, tx), row.userId, { resource: RESOURCE, action: 'delete' });
    await deleteLink(tx, id);
    audit({ resource: RESOURCE, objectId: id, action: 'delete', before: toRecord(row), after: null });
    return { Done: true as const };
  });
}

/** The signed-in user's own links (their profile), oldest first. */
export async function listOwnIdentities(context: ServiceContext): Promise<IdentityOfUser[]> {
  const ctx = signedIn(context);
  return (await findLinksOfUser(ctx.tx, ctx.actor.userId)).map(toIdentity);
}

/**
 * The signed-in user removes one of their own links; another user's does not exist for them (404).
 * A user without a password of the portal (their company signs in through the provider only) keeps
 * the last one: without it nobody could sign in as them (ERROR_ISP_UNLINK_LAST). Their own action,
 * so not in the back office's audit log; recorded in the server's log.
 */
export async function unlinkOwnIdentity(context: ServiceContext, id: string): Promise<{ Done: true }> {
  const ctx = signedIn(context);
  const { userId } = ctx.actor;
  return ctx.tx.transaction(async (tx) => {
    const row = await findLink(tx, id);
    if (!row || row.userId !== userId) throw new AppError('ERROR_NOT_FOUND');
    const user = await getUserById({ ...ctx, tx }, userId);
    const links = await findLinksOfUser(tx, userId);
    if (!user?.passwordHash && links.length <= 1) throw new AppError('ERROR_ISP_UNLINK_LAST');
    await deleteLink(tx, id);
    ctx.log.info({ userId, provider: row.provider }, 'identity unlinked by its user');
    return { Done: true as const };
  });
}
