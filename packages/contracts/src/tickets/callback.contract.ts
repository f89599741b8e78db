import { z } from 'zod';
import { wireDate } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { checkPhone } from '../rules/patterns';
import { CALLBACK_ROUTES } from './callback.routes';

/**
 * A premium subscriber asks to be called back (issue #19): a day, a slot of whole hours (the
 * person's availability by default), the number to call and a note. It becomes a ticket of the
 * helpdesk's queue (kind `callback`), with the subscriber's targets and priority.
 */
export const CallbackRequest = z
  .object({
    Date: wireDate,
    From: z.number().int().min(0, 'ERROR_CALLBACK_SLOT').max(23, 'ERROR_CALLBACK_SLOT'),
    To: z.number().int().min(1, 'ERROR_CALLBACK_SLOT').max(24, 'ERROR_CALLBACK_SLOT'),
    Phone: z.string().max(32, 'ERROR_FIELD_TOO_LONG'),
    Note: z.string().trim().max(1_000, 'ERROR_FIELD_TOO_LONG').default(''),
  })
  .superRefine((input, ctx) => {
    if (input.From >= input.To)
      ctx.addIssue({ code: 'custom', path: ['To'], message: 'ERROR_CALLBACK_SLOT' });
    // The rule of the person form's phone number (spaces and dashes allowed), so that a number a
    // user's details accept is accepted here too.
    const phone = checkPhone(input.Phone, { strict: true });
    if (!phone.ok) ctx.addIssue({ code: 'custom', path: ['Phone'], message: phone.key });
  })
  .transform((input) => ({ ...input, Phone: input.Phone.trim() }));
export type CallbackRequest = z.input<typeof CallbackRequest>;

export const requestCallback = defineRoute({
  ...CALLBACK_ROUTES.requestCallback,
  summary: 'A premium subscriber asks to be called back in a slot; answers the ticket it became',
  body: CallbackRequest,
  response: z.object({ Id: z.string(), TicketCode: z.string() }),
});
