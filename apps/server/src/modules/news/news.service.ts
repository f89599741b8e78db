import { pageCount } from '@sportello/contracts/common/pagination';
import type { NewsFilter, WrappedCommunication } from '@sportello/contracts/news/news.contract';
import type { ContentLanguage } from '@sportello/contracts/news/news.values';
import { languageCode } from '@sportello/i18n/languages';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn } from '../../core/context';
import { toNewsItem } from '../communications/communications.presenters';
import { audienceOf } from './news.policy';
import { wrap } from './news.presenters';
import { findNews, findNewsItem, insertRead } from './news.repository';

/** How many popup news the banner shows at most. */
const POPUP_NEWS_MAX = 20;

/** The version the caller reads (decision 047): English for a session in English, else Italian. */
const readerOf = (ctx: ServiceContext): ContentLanguage =>
  languageCode(signedIn(ctx).actor.languageId) === 'en' ? 'en' : 'it';

export async function listNews(ctx: ServiceContext, filter: z.output<typeof NewsFilter>) {
  const audience = await audienceOf(ctx);
  const { total, unread, rows } = await findNews(ctx.tx, audience, {
    now: ctx.clock.now(),
    page: filter.Page,
    size: filter.Size,
    type: filter.Type,
  });
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Unread: unread,
    Items: rows.map((r) => wrap(toNewsItem(r.row, readerOf(ctx)), r.read)),
  };
}

/** One item the caller's audience reaches now; anything else is not found. */
export async function getNews(ctx: ServiceContext, id: number): Promise<WrappedCommunication> {
  const found = await findNewsItem(ctx.tx, await audienceOf(ctx), id, ctx.clock.now());
  if (!found) throw new AppError('ERROR_NOT_FOUND');
  return wrap(toNewsItem(found.row, readerOf(ctx)), found.read);
}

export async function markNewsRead(ctx: ServiceContext, id: number): Promise<void> {
  await getNews(ctx, id);
  await insertRead(ctx.tx, id, signedIn(ctx).actor.userId, ctx.clock.now());
}

/** Popup news (decision 017): published popup items the user may see, for the pop-up banner. */
export async function popupNews(ctx: ServiceContext): Promise<WrappedCommunication[]> {
  const { rows } = await findNews(ctx.tx, await audienceOf(ctx), {
    now: ctx.clock.now(),
    page: 0,
    size: POPUP_NEWS_MAX,
    popupOnly: true,
  });
  return rows.map((r) => wrap(toNewsItem(r.row, readerOf(ctx)), r.read));
}
