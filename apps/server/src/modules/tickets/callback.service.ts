import { addDays, PORTAL_TIME_ZONE, portalDay } from '@sportello/contracts/common/days';
import type { CallbackRequest } from '@sportello/contracts/tickets/callback.contract';
import { CALLBACK_DAYS_AHEAD } from '@sportello/contracts/tickets/tickets.values';
import { languageCode } from '@sportello/i18n/languages';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { catalogueText } from '../../core/catalogue-text';
import type { ServiceContext } from '../../core/context';
import { instantAt, type WallTime } from '../business-calendar/business-calendar';
import { coverageOf } from '../support-plans/support-plans.service';
import { getUserById } from '../users/users.service';
import { announceTicketsChanged } from './tickets.events';
import { callbackRequester } from './tickets.policy';
import { insertMessage, insertTicket } from './tickets.repository';
import { serviceTargets } from './tickets.sla';
import { ticketCode } from './tickets.tables';

/**
 * A premium subscriber asks to be called back (issue #19): the request becomes a ticket of the
 * helpdesk's queue (kind `callback`), under the subscriber's targets and first in the queue, in
 * the subscriber's language, with the day, the slot, the number and the note.
 */
export async function requestCallback(
  context: ServiceContext,
  input: z.output<typeof CallbackRequest>,
): Promise<{ Id: string; TicketCode: string }> {
  const ctx = callbackRequester(context);
  const { actor } = ctx;
  const { plan, subscriber } = await coverageOf(ctx, actor.userId, actor.companyId);
  if (!subscriber || !plan?.premium) throw new AppError('ERROR_CALLBACK_PLAN');
  const now = ctx.clock.now();
  // Call-backs are promised in the portal's days (the vendor's).
  const today = portalDay(now);
  if (input.Date < today || input.Date > addDays(today, CALLBACK_DAYS_AHEAD))
    // The message states the limit from the constant, as a text's maximum length is stated.
    throw new AppError('ERROR_CALLBACK_DAY', String(CALLBACK_DAYS_AHEAD), [
      { path: 'Date', key: 'ERROR_CALLBACK_DAY', detail: String(CALLBACK_DAYS_AHEAD) },
    ]);
  const author = await getUserById(ctx, actor.userId);
  if (!author) throw new AppError('ERROR_EMPTY_SESSION');

  const text = catalogueText(languageCode(author.languageId), 'support');
  const [year, month, day] = input.Date.split('-');
  const when = {
    date: `${day}/${month}/${year}`,
    from: String(input.From).padStart(2, '0'),
    to: String(input.To).padStart(2, '0'),
  };
  const message = [
    text('support.callback.ticketWhen', when),
    text('support.callback.ticketPhone', { phone: input.Phone }),
    input.Note,
  ]
    .filter(Boolean)
    .join('\n');
  const slotStart = instantAt(input.Date, `${when.from}:00` as WallTime, PORTAL_TIME_ZONE);
  const targets = await serviceTargets(
    ctx,
    { userId: author.id, companyId: actor.companyId },
    slotStart > now ? slotStart : now,
  );
  const ticket = await ctx.tx.transaction(async (tx) => {
    const row = await insertTicket(tx, {
      ...targets,
      kind: 'callback',
      itemType: 'ticket',
      // The day and slot in the subject: the operator's queue and the customer's open requests (on
      // the home page too) show when the call is due without opening the ticket.
      subject: text('support.callback.ticketSubject', when),
      product: 'other',
      companyId: actor.companyId,
      parentCode: actor.parentCode,
      userId: author.id,
      requesterEmail: author.email,
      requesterName: `${author.firstName} ${author.lastName}`.trim(),
      requesterPhone: input.Phone,
      message,
      createdAt: now,
      updatedAt: now,
    });
    await insertMessage(
      tx,
      {
        ticketId: row.id,
        authorId: author.id,
        authorName: row.requesterName,
        fromSupport: false,
        body: message,
      },
      now,
    );
    return row;
  });
  ctx.log.info({ ticket: ticket.id }, 'call-back requested');
  await announceTicketsChanged(ctx);
  return { Id: ticket.id, TicketCode: ticketCode(ticket.number) };
}
