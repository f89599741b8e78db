import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { tags } from './tags.tables';

/** A tag, named in the log by its name. */
export const TAG_LABELS: AuditLabelKind = {
  kind: 'tag',
  resources: ['tags'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(tags, tags.id, tags.name),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
