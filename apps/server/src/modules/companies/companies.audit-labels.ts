import { type AuditLabelKind, labelsBySerialId, SERIAL_ID, snapshotText } from '../../core/module';
import { companies } from './companies.tables';

/** A company, named in the log by its name. */
export const COMPANY_LABELS: AuditLabelKind = {
  kind: 'company',
  resources: ['companies'],
  fields: ['CompanyId'],
  idShape: SERIAL_ID,
  lookup: labelsBySerialId(companies, companies.id, companies.name),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Name),
};
