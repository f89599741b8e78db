import type { ServiceContext } from '../../core/context';

/**
 * The helpdesk's channel on the event bus (#41): every change of a ticket — opened, answered,
 * assigned, moved to another state, closed — is announced on it after its transaction, so that the
 * operators' queues and menu counts, on whichever server process, read again at once.
 */
export const HELPDESK_CHANNEL = 'helpdesk:tickets';

export async function announceTicketsChanged(ctx: ServiceContext): Promise<void> {
  // An event lost to a broken bus costs a page its live update, never the change: log, don't fail.
  await ctx.events
    .publish(HELPDESK_CHANNEL, { type: 'changed' })
    .catch((err: unknown) => ctx.log.warn({ err }, 'helpdesk event not published'));
}
