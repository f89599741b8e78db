import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { mailTemplates } from './mail-templates.tables';

/** A mail template, named in the log by its name. */
export const MAIL_TEMPLATE_LABELS: AuditLabelKind = {
  kind: 'mail-template',
  resources: ['templates'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(mailTemplates, mailTemplates.id, mailTemplates.name),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
