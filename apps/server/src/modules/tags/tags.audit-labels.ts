import { inArray } from 'drizzle-orm';
import { type AuditLabelKind, SERIAL_ID, snapshotText } from '../../core/module';
import { tags } from './tags.tables';

/** A tag, named in the log by its name. */
export const TAG_LABELS: AuditLabelKind = {
  kind: 'tag',
  resources: ['tags'],
  idShape: SERIAL_ID,
  lookup: async (tx, ids) =>
    (
      await tx
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(inArray(tags.id, ids.map(Number)))
    ).map((t) => [String(t.id), t.name]),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
