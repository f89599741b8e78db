import type { AuditEntry, AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context';
import { auditLogPermission } from './audit.policy';
import { findAuditEntries } from './audit.repository';
import { idsToLabel, labelsOf } from './audit-labels';
import { findLabels } from './audit-labels.repository';

/**
 * The change log, for those whose back-office role may list it (decision 016), each entry with what
 * a person recognises its object and the ids it holds by (decision 046).
 */
export async function listAuditEntries(
  ctx: ServiceContext,
  filter: z.output<typeof AuditFilter>,
): Promise<{ Total: number; PageCount: number; Items: AuditEntry[] }> {
  await auditLogPermission(ctx);
  const { total, rows } = await findAuditEntries(ctx.tx, filter);
  const labels = await findLabels(ctx.tx, idsToLabel(rows));
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      Actor: r.actor,
      Resource: r.resource,
      ObjectId: r.objectId,
      Action: r.action,
      Before: r.before ?? null,
      After: r.after ?? null,
      ...labelsOf(r, labels),
    })),
  };
}
