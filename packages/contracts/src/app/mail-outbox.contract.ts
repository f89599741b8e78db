import { z } from 'zod';
import { defineRoute } from '../common/route';
import { MAIL_OUTBOX_ROUTES } from './mail-outbox.routes';

/** A message the outbox could not deliver, for admins. */
export const FailedMail = z
  .object({
    Id: z.string(),
    To: z.string(),
    Subject: z.string(),
    Attempts: z.number().int(),
    LastError: z.string(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'FailedMail' });

export const listFailedMail = defineRoute({
  ...MAIL_OUTBOX_ROUTES.listFailedMail,
  summary: 'Messages that could not be delivered after every retry (admins only)',
  response: z.array(FailedMail),
});
