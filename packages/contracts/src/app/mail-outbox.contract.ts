import { z } from 'zod';
import { int4, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { MAX_PAGE_SIZE, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { MAIL_OUTBOX_ROUTES } from './mail-outbox.routes';
import { MAIL_PURPOSES, UNDELIVERED_MAIL_SORT_FIELDS } from './mail-outbox.values';

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

export const MailPurpose = z.enum(MAIL_PURPOSES);

/** An undelivered message in the back office: what it was for besides what `FailedMail` says. */
export const UndeliveredMail = FailedMail.extend({ Purpose: MailPurpose }).meta({ id: 'UndeliveredMail' });
export type UndeliveredMail = z.infer<typeof UndeliveredMail>;

/**
 * The back-office list's filter (base64url JSON in the path): `Text` searches the address and the
 * subject; `From` (included) and `To` (excluded) bound when the message was queued.
 */
export const UndeliveredMailFilter = sortedPageFilter(UNDELIVERED_MAIL_SORT_FIELDS, 'CreatedAt')
  .extend({
    Text: z.string().trim().max(100).optional(),
    Purpose: MailPurpose.optional(),
    From: wireInstant.optional(),
    To: wireInstant.optional(),
  })
  .refine((f) => !f.From || !f.To || new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type UndeliveredMailFilter = z.input<typeof UndeliveredMailFilter>;

export const listUndeliveredMail = defineRoute({
  ...MAIL_OUTBOX_ROUTES.listUndeliveredMail,
  summary: 'Back office: undelivered messages, searched, filtered, sorted and paged (admins)',
  params: z.object({ filter: encodedFilter(UndeliveredMailFilter) }),
  response: pageOf(UndeliveredMail),
});

export const getUndeliveredMail = defineRoute({
  ...MAIL_OUTBOX_ROUTES.getUndeliveredMail,
  summary: 'Back office: one undelivered message with the mail server’s last answer (admins)',
  params: z.object({ Id: z.uuid({ error: 'ERROR_NOT_FOUND' }) }),
  response: UndeliveredMail,
});

/** Messages picked on the list or opened one by one: at most a page. */
export const UndeliveredMailSelection = z
  .object({
    Ids: z
      .array(z.uuid({ error: 'ERROR_BAD_REQUEST' }))
      .min(1)
      .max(MAX_PAGE_SIZE),
  })
  .meta({ id: 'UndeliveredMailSelection' });

export const retryUndeliveredMail = defineRoute({
  ...MAIL_OUTBOX_ROUTES.retryUndeliveredMail,
  summary:
    'Back office: queue the selected undelivered messages again, with a fresh count of attempts (each audited); messages no longer undelivered are left alone',
  body: UndeliveredMailSelection,
  response: z.object({ Queued: z.number().int() }),
});

export const discardUndeliveredMail = defineRoute({
  ...MAIL_OUTBOX_ROUTES.discardUndeliveredMail,
  summary:
    'Back office: delete the selected undelivered messages for good (each audited); messages no longer undelivered are left alone',
  body: UndeliveredMailSelection,
  response: z.object({ Discarded: z.number().int() }),
});

export const exportUndeliveredMail = defineRoute({
  ...MAIL_OUTBOX_ROUTES.exportUndeliveredMail,
  summary:
    'Back office: the filtered, sorted undelivered messages as CSV (semicolon-separated) in the chosen encoding (?Encoding=1252|65000|65001, UTF-8 by default)',
  params: z.object({ filter: encodedFilter(UndeliveredMailFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});
