import { getNews, listNews, listPopupNews, markNewsRead } from '@sportello/contracts/news/news.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as news from './news.service';

/** The customers' side of communications: any signed-in user, limited to what their audience reaches. */
export function newsRoutes(app: FastifyInstance) {
  const options = { tag: 'Communications', access: 'signed-in' } as const;

  registerRoute(app, listNews, options, ({ ctx, params }) => news.listNews(ctx, params.filter));

  registerRoute(app, getNews, options, ({ ctx, params }) => news.getNews(ctx, params.Id));

  registerRoute(app, markNewsRead, options, async ({ ctx, params }) => {
    await news.markNewsRead(ctx, params.Id);
    return { Read: true };
  });

  registerRoute(app, listPopupNews, options, async ({ ctx }) => ({ Items: await news.popupNews(ctx) }));
}
