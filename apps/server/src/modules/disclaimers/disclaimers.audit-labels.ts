import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { disclaimers } from './disclaimers.tables';

/** A disclaimer, named in the log by its code. */
export const DISCLAIMER_LABELS: AuditLabelKind = {
  kind: 'disclaimer',
  resources: ['disclaimers'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(disclaimers, disclaimers.id, disclaimers.code),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Code),
};
