import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { communications } from './communications.tables';

/** A communication, named in the log by its title. */
export const COMMUNICATION_LABELS: AuditLabelKind = {
  kind: 'communication',
  resources: ['communications'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(communications, communications.id, communications.title),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Title),
};
