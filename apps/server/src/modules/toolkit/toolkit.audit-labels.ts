import { type AuditLabelKind, labelsBySerialId, SERIAL_ID } from '../../core/module';
import { toolkitFiles } from './toolkit.tables';

/** A toolkit file, named in the log by its title (its versions' entries are the file's). */
export const TOOLKIT_LABELS: AuditLabelKind = {
  kind: 'toolkit-file',
  resources: ['toolkit'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(toolkitFiles, toolkitFiles.id, toolkitFiles.title),
};
