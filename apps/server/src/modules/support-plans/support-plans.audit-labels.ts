import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { supportPlans } from './support-plans.tables';

/** A support plan, named in the log by its name (a subscription by its plan and company). */
export const PLAN_LABELS: AuditLabelKind = {
  kind: 'plan',
  resources: ['plans'],
  fields: ['PlanId'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(supportPlans, supportPlans.id, supportPlans.name),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
