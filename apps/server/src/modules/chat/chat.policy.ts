import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission, usersGranted } from '../access/access.service';

/**
 * The back-office guard of the live chat (decision 037, resource `chat`): the whole back office lists
 * the conversations and reads them; operators and admins take, hand over, write in and close them,
 * and count as online for the customers (`update`). A customer's user needs no grant: they see and
 * write in their own conversations only, which the service checks on the conversation.
 */
export function chatPermission(ctx: ServiceContext, action: 'list' | 'read' | 'update'): Promise<Grant> {
  return requirePermission(ctx, 'chat', action);
}

/** Whom a conversation may be handed to: whoever may take one (`chat` update). */
export function chatOperators(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  return usersGranted(ctx, 'chat', 'update');
}

/**
 * The plans and products the chat is open to decide, with the business calendar, when customers may
 * chat: part of the chat's hours, so they take the calendar's permission (reading them, `read`, the
 * whole back office; changing them, `update`, the admins).
 */
export function chatSettingsPermission(ctx: ServiceContext, action: 'read' | 'update'): Promise<Grant> {
  return requirePermission(ctx, 'calendar', action);
}
