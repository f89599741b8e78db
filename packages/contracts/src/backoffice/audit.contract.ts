import { z } from 'zod';
import { encodedFilter } from '../common/filters';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/pagination';
import { defineRoute } from '../common/route';

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);

export const AUDIT_SORT_FIELDS = ['At', 'Actor', 'Resource', 'Action'] as const;

/** The audit list's filter, base64url JSON in the path. */
export const AuditFilter = z.object({
  Page: z.number().int().min(0).default(0),
  Size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  Sort: z.enum(AUDIT_SORT_FIELDS).default('At'),
  Desc: z.boolean().default(true),
  Resource: z.string().max(40).optional(),
  Action: AuditAction.optional(),
  Actor: z.string().max(100).optional(),
  ObjectId: z.string().max(64).optional(),
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
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const listAuditEntries = defineRoute({
  method: 'GET',
  path: '/api/App/Audit/Filters/:filter',
  summary: 'Back-office changes, newest first, filtered and paged (admin)',
  params: z.object({ filter: encodedFilter(AuditFilter) }),
  response: z.object({
    Total: z.number().int(),
    PageCount: z.number().int(),
    Items: z.array(AuditEntry),
  }),
});
