import type { ServiceContext } from '../../core/context';

/**
 * Areas that address things by tag (communications' audiences) or put tags on their objects
 * (tickets, decision 079) tell the tags area how to count and move their uses, so that deleting and
 * merging a tag keep them whole while the tags area knows nothing of them (decision 057). Each
 * registers itself when the app registers its module.
 */
export interface TagUser {
  /**
   * How many of its objects name the tag (a tag in use is not deleted). Absent: its objects lose the
   * tag with it, as companies do (their links cascade).
   */
  count?(ctx: ServiceContext, tagId: number): Promise<number>;
  /** Names the target wherever the source was named, in the merge's transaction (`ctx.tx`), audited. */
  replace(ctx: ServiceContext, sourceId: number, targetId: number): Promise<void>;
}

const tagUsers = new Map<string, TagUser>();

export function registerTagUser(name: string, user: TagUser): void {
  tagUsers.set(name, user);
}

/** How many objects of every area name the tag. */
export async function countTagUses(ctx: ServiceContext, tagId: number): Promise<number> {
  let uses = 0;
  for (const user of tagUsers.values()) uses += (await user.count?.(ctx, tagId)) ?? 0;
  return uses;
}

/** Moves every area's uses of the source tag to the target. */
export async function replaceTagUses(ctx: ServiceContext, sourceId: number, targetId: number): Promise<void> {
  for (const user of tagUsers.values()) await user.replace(ctx, sourceId, targetId);
}
