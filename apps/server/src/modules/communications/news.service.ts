import { pageCount } from '@sportello/contracts/common/pagination';
import type { NewsFilter, WrappedCommunication } from '@sportello/contracts/news/news.contract';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import type { SessionData } from '../../core/session';
import { getCompanyWithParents } from '../companies/companies.service';
import { getUserById } from '../users/users.service';
import { toNewsItem, wrap } from './communications.presenters';
import { type Audience, findNews, findNewsItem, insertRead } from './communications.repository';

type Reader = Pick<SessionData, 'userId' | 'companyId' | 'role'>;

/** How many popup news the banner shows at most. */
const POPUP_NEWS_MAX = 20;

/**
 * The audience of a signed-in customer: the company's type, products and group codes, less the
 * products the user excluded (set by their invitation, decision 011), and the user's role.
 */
async function audienceOf(ctx: Pick<ServiceContext, 'tx'>, reader: Reader): Promise<Audience> {
  const [company, user] = await Promise.all([
    getCompanyWithParents(ctx, reader.companyId),
    getUserById(ctx, reader.userId),
  ]);
  const excluded = new Set(user?.excludedProducts ?? []);
  return {
    userId: reader.userId,
    role: reader.role,
    companyType: company.companyType,
    products: company.products.filter((p) => !excluded.has(p)),
    groupCodes: company.groupCodes,
  };
}

export async function listNewsFor(
  ctx: Pick<ServiceContext, 'tx'>,
  reader: Reader,
  filter: z.output<typeof NewsFilter>,
) {
  const audience = await audienceOf(ctx, reader);
  const { total, unread, rows } = await findNews(ctx.tx, audience, {
    now: new Date(),
    page: filter.Page,
    size: filter.Size,
    type: filter.Type,
  });
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Unread: unread,
    Items: rows.map((r) => wrap(toNewsItem(r.row), r.read)),
  };
}

export async function getNewsFor(
  ctx: Pick<ServiceContext, 'tx'>,
  reader: Reader,
  id: number,
): Promise<WrappedCommunication> {
  const found = await findNewsItem(ctx.tx, await audienceOf(ctx, reader), id, new Date());
  if (!found) throw new AppError('ERROR_NOT_FOUND');
  return wrap(toNewsItem(found.row), found.read);
}

export async function markNewsReadFor(ctx: Pick<ServiceContext, 'tx'>, reader: Reader, id: number) {
  await getNewsFor(ctx, reader, id);
  await insertRead(ctx.tx, id, reader.userId);
}

/** Popup news (decision 017): published popup items the user may see, for the pop-up banner. */
export async function popupNewsFor(
  ctx: Pick<ServiceContext, 'tx'>,
  reader: Reader,
): Promise<WrappedCommunication[]> {
  const { rows } = await findNews(ctx.tx, await audienceOf(ctx, reader), {
    now: new Date(),
    page: 0,
    size: POPUP_NEWS_MAX,
    popupOnly: true,
  });
  return rows.map((r) => wrap(toNewsItem(r.row), r.read));
}
