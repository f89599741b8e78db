import { type AuditLabelKind, snapshotText, UUID_ID } from '../../core/module';
import { findMailLabels } from './mail.repository';

const label = (to: string, subject: string) => `${subject} → ${to}`;

/** An undelivered message, named in the log by its subject and recipient. */
export const MAIL_LABELS: AuditLabelKind = {
  kind: 'mail',
  resources: ['mail'],
  idShape: UUID_ID,
  lookup: async (tx, ids) => (await findMailLabels(tx, ids)).map((m) => [m.id, label(m.to, m.subject)]),
  snapshotLabel(snapshot) {
    const to = snapshotText(snapshot.To);
    return to && label(to, snapshotText(snapshot.Subject) ?? '');
  },
};
