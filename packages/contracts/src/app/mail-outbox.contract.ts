import { z } from 'zod';
import { int4 } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { MAIL_OUTBOX_ROUTES } from './mail-outbox.routes';

/** A message the outbox could not deliver, for admins. */
export const FailedMail = z
  .object({
    Id: z.string(),
    To: z.string(),
    Subject: z.string(),
    Attempts: int4,
    LastError: z.string(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'FailedMail' });

export const listFailedMail = defineRoute({
  ...MAIL_OUTBOX_ROUTES.listFailedMail,
  summary: 'Messages that could not be delivered after every retry (admins only)',
  response: z.array(FailedMail),
});
