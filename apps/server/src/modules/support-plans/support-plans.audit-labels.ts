import { inArray } from 'drizzle-orm';
import { type AuditLabelKind, SERIAL_ID, snapshotText } from '../../core/module';
import { supportPlans } from './support-plans.tables';

/** A support plan, named in the log by its name (a subscription by its plan and company). */
export const PLAN_LABELS: AuditLabelKind = {
  kind: 'plan',
  resources: ['plans'],
  fields: ['PlanId'],
  idShape: SERIAL_ID,
  lookup: async (tx, ids) =>
    (
      await tx
        .select({ id: supportPlans.id, name: supportPlans.name })
        .from(supportPlans)
        .where(inArray(supportPlans.id, ids.map(Number)))
    ).map((p) => [String(p.id), p.name]),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
