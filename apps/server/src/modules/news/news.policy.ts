import { type ServiceContext, signedIn } from '../../core/context';
import { getCompanyWithParents } from '../companies/companies.service';
import { getUserById } from '../users/users.service';
import type { Audience } from './news.repository';

/**
 * Who reads which news (decision 017): every signed-in user, each the items whose filters match
 * their company's type, products, group codes and tags — less the products the user excluded (set by
 * their invitation, decision 011) — and their role. The repository turns the audience into SQL.
 */
export async function audienceOf(ctx: ServiceContext): Promise<Audience> {
  const { actor } = signedIn(ctx);
  const [company, user] = await Promise.all([
    getCompanyWithParents(ctx, actor.companyId),
    getUserById(ctx, actor.userId),
  ]);
  const excluded = new Set(user?.excludedProducts ?? []);
  return {
    userId: actor.userId,
    companyId: actor.companyId,
    role: actor.role,
    companyType: company.companyType,
    products: company.products.filter((p) => !excluded.has(p)),
    groupCodes: company.groupCodes,
  };
}
