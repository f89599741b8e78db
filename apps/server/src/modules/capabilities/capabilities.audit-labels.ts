import { type AuditLabelKind, SERIAL_ID, snapshotText } from '../../core/module';
import { targetLabel } from './capabilities.presenters';
import { findRuleLabels } from './capabilities.repository';

const label = (area: string, target: string) => `${area} · ${target}`;

/** A capability rule, named in the log by its area and target ("ivr · Rossi Impianti S.r.l."). */
export const CAPABILITY_LABELS: AuditLabelKind = {
  kind: 'capability',
  resources: ['capabilities'],
  idShape: SERIAL_ID,
  lookup: async (tx, ids) =>
    (await findRuleLabels(tx, ids.map(Number))).map((row) => [
      String(row.id),
      label(row.area, targetLabel(row)),
    ]),
  snapshotLabel: (snapshot) => {
    const area = snapshotText(snapshot.Area);
    const target = snapshotText(snapshot.Target);
    return area && target ? label(area, target) : undefined;
  },
};
