import type { PopUpMessage, PopUpMessagesState } from '@sportello/contracts/popups/popups.contract';
import { type ServiceContext, signedIn } from '../../core/context';
import type { PopupSessionState } from '../../core/session';
import { getCompanyWithParents } from '../companies/companies.service';
import { findActiveMessages } from './popups.repository';

export const INITIAL_POPUP_STATE: PopupSessionState = { minimized: false, closed: false, viewed: [] };

/**
 * The messages the banner shows to the signed-in caller now: valid now, meant for their company type
 * and role, in their language, and — when a message names products or group codes — to a company
 * having one of them. The one source of the banner: other sources (news published from the
 * back office) join here.
 */
export async function activePopupMessages(ctx: ServiceContext): Promise<PopUpMessage[]> {
  const { actor } = signedIn(ctx);
  const now = ctx.clock.now();
  const company = await getCompanyWithParents(ctx, actor.companyId);
  const rows = await findActiveMessages(
    ctx.tx,
    {
      companyType: company.companyType,
      role: actor.role,
      languageId: actor.languageId,
      products: company.products,
      groupCodes: company.groupCodes,
    },
    now,
  );
  return rows.map((r) => ({
    Id: r.id,
    Title: r.title,
    Body: r.body,
    ValidFrom: r.validFrom.toISOString(),
    ValidTo: r.validTo?.toISOString() ?? null,
  }));
}

export function popupStateOnWire(state: PopupSessionState | undefined): PopUpMessagesState {
  const s = state ?? INITIAL_POPUP_STATE;
  return { Minimized: s.minimized, Closed: s.closed, ViewedMessages: [...s.viewed] };
}

/** Minimize or maximize; viewed messages accumulate (no duplicates, the latest kept when too many). */
export function minimizePopups(
  state: PopupSessionState | undefined,
  input: { Minimized: boolean; ViewedMessages: number[] },
  maxViewed: number,
): PopupSessionState {
  const s = state ?? INITIAL_POPUP_STATE;
  const viewed = [...new Set([...s.viewed, ...input.ViewedMessages])].slice(-maxViewed);
  return { minimized: input.Minimized, closed: s.closed, viewed };
}

export function closePopups(state: PopupSessionState | undefined): PopupSessionState {
  return { ...(state ?? INITIAL_POPUP_STATE), closed: true };
}
