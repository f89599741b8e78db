import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AuditLabelKind, snapshotText } from '../../core/module';
import { audiences, campaigns } from './mailing.tables';

/** The resource of every audience and campaign change in the audit log. */
export const RESOURCE = 'mailing';

/** An audience's and a campaign's ids in the log: one resource, two kinds of object, told apart. */
export const audienceObject = (id: number) => `audience:${id}`;
export const campaignObject = (id: number) => `campaign:${id}`;

function labelsOf(
  prefix: string,
  table: PgTable,
  id: AnyPgColumn,
  name: AnyPgColumn,
): AuditLabelKind['lookup'] {
  return async (tx, ids) =>
    (
      await tx
        .select({ id, name })
        .from(table)
        .where(
          inArray(
            id,
            ids.map((i) => Number(i.slice(prefix.length))),
          ),
        )
    ).map((row) => [`${prefix}${row.id}`, String(row.name)]);
}

export const AUDIENCE_LABELS: AuditLabelKind = {
  kind: 'audience',
  resources: [RESOURCE],
  idShape: /^audience:[1-9]\d{0,8}$/,
  lookup: labelsOf('audience:', audiences, audiences.id, audiences.name),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};

export const CAMPAIGN_LABELS: AuditLabelKind = {
  kind: 'campaign',
  resources: [RESOURCE],
  idShape: /^campaign:[1-9]\d{0,8}$/,
  lookup: labelsOf('campaign:', campaigns, campaigns.id, campaigns.name),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
