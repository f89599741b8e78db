import type { SavedView } from '@sportello/contracts/backoffice/saved-views.contract';
import { SAVED_VIEWS_MAX, type SavedViewList } from '@sportello/contracts/backoffice/saved-views.values';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type ServiceContext, staffOnly } from '../../core/context';
import { savedViews } from './saved-views.tables';

/**
 * A back-office person's own views of a list (#41), kept with the account. Only the vendor's staff
 * have them; each person reads and changes only their own, so the session is the whole check.
 */

async function viewsOf(ctx: ServiceContext, userId: string, list: SavedViewList): Promise<SavedView[]> {
  const rows = await ctx.tx
    .select({ Name: savedViews.name, Search: savedViews.search })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)))
    .orderBy(asc(savedViews.savedAt), asc(savedViews.name));
  return rows;
}

export async function listSavedViews(ctx: ServiceContext, list: SavedViewList): Promise<SavedView[]> {
  const { actor } = staffOnly(ctx);
  return viewsOf(ctx, actor.userId, list);
}

/** Saves (or replaces) a view; past the limit the oldest go. Answers the list's views as they are now. */
export async function saveSavedView(
  ctx: ServiceContext,
  input: { List: SavedViewList; Name: string; Search: string },
): Promise<SavedView[]> {
  const { actor } = staffOnly(ctx);
  return ctx.tx.transaction(async (tx) => {
    const values = {
      userId: actor.userId,
      list: input.List,
      name: input.Name,
      search: input.Search,
      savedAt: ctx.clock.now(),
    };
    await tx
      .insert(savedViews)
      .values(values)
      .onConflictDoUpdate({
        target: [savedViews.userId, savedViews.list, savedViews.name],
        set: { search: values.search, savedAt: values.savedAt },
      });
    const views = await viewsOf({ ...ctx, tx }, actor.userId, input.List);
    const over = views.slice(0, Math.max(0, views.length - SAVED_VIEWS_MAX)).map((v) => v.Name);
    if (over.length > 0)
      await tx
        .delete(savedViews)
        .where(
          and(
            eq(savedViews.userId, actor.userId),
            eq(savedViews.list, input.List),
            inArray(savedViews.name, over),
          ),
        );
    return views.slice(over.length);
  });
}

export async function deleteSavedView(
  ctx: ServiceContext,
  input: { List: SavedViewList; Name: string },
): Promise<SavedView[]> {
  const { actor } = staffOnly(ctx);
  await ctx.tx
    .delete(savedViews)
    .where(
      and(
        eq(savedViews.userId, actor.userId),
        eq(savedViews.list, input.List),
        eq(savedViews.name, input.Name),
      ),
    );
  return viewsOf(ctx, actor.userId, input.List);
}
