import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { partners } from './partners.tables';

/** A partner application, named in the log by its name. */
export const PARTNER_LABELS: AuditLabelKind = {
  kind: 'partner',
  resources: ['partners'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(partners, partners.id, partners.name),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
