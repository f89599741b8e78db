import { inArray } from 'drizzle-orm';
import { type AuditLabelKind, SERIAL_ID, snapshotText } from '../../core/module';
import { companies } from './companies.tables';

/** A company, named in the log by its name. */
export const COMPANY_LABELS: AuditLabelKind = {
  kind: 'company',
  resources: ['companies'],
  fields: ['CompanyId'],
  idShape: SERIAL_ID,
  lookup: async (tx, ids) =>
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids.map(Number)))
    ).map((c) => [String(c.id), c.name]),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
