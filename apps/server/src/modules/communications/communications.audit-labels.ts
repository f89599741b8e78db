import { inArray } from 'drizzle-orm';
import { type AuditLabelKind, SERIAL_ID, snapshotText } from '../../core/module';
import { communications } from './communications.tables';

/** A communication, named in the log by its title. */
export const COMMUNICATION_LABELS: AuditLabelKind = {
  kind: 'communication',
  resources: ['communications'],
  idShape: SERIAL_ID,
  lookup: async (tx, ids) =>
    (
      await tx
        .select({ id: communications.id, title: communications.title })
        .from(communications)
        .where(inArray(communications.id, ids.map(Number)))
    ).map((c) => [String(c.id), c.title]),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Title),
};
