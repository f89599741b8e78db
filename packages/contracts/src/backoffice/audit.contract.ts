import { z } from 'zod';
import { wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { AUDIT_ROUTES } from './audit.routes';
import { AUDIT_ACTIONS, AUDIT_SORT_FIELDS } from './audit.values';

export const AuditAction = z.enum(AUDIT_ACTIONS);

/**
 * The audit list's filter, base64url JSON in the path. `From` (included) and `To` (excluded) bound
 * the time of the change; the web sends the edges of the days the admin picks, in their time zone.
 */
export const AuditFilter = sortedPageFilter(AUDIT_SORT_FIELDS, 'At')
  .extend({
    Resource: z.string().max(40).optional(),
    Action: AuditAction.optional(),
    Actor: z.string().max(100).optional(),
    ObjectId: z.string().max(64).optional(),
    From: wireInstant.optional(),
    To: wireInstant.optional(),
  })
  .refine((f) => !f.From || !f.To || new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type AuditFilter = z.input<typeof AuditFilter>;

export const AuditEntry = z
  .object({
    Id: z.number().int(),
    At: z.string(),
    Actor: z.string(),
    Resource: z.string(),
    ObjectId: z.string(),
    Action: AuditAction,
    Before: z.unknown().nullable(),
    After: z.unknown().nullable(),
    /**
     * What a person recognises the object by, read when the log is listed: a ticket's code, a user's
     * name and user name, a company's name, a communication's title; null when there is none (the
     * business calendar, an import).
     */
    ObjectLabel: z.string().nullable(),
    /**
     * Names of the ids that Before and After hold, by field and then by id: `{ HandlerId: { <id>:
     * 'Anna Verdi (operatore@…)' } }`. An id whose object is gone has none.
     */
    ValueLabels: z.record(z.string(), z.record(z.string(), z.string())),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const listAuditEntries = defineRoute({
  ...AUDIT_ROUTES.listAuditEntries,
  summary: 'Back-office changes, newest first, filtered and paged (admin)',
  params: z.object({ filter: encodedFilter(AuditFilter) }),
  response: pageOf(AuditEntry),
});
