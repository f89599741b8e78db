import { type AuditLabelKind, SERIAL_ID } from '../../core/module';
import { findMandateLabels } from './iban.repository';

/**
 * A mandate, named in the log by its company and reference; `export` is an export's reveal of
 * whole IBANs, which names no one mandate.
 */
export const IBAN_LABELS: AuditLabelKind = {
  kind: 'sepa-mandate',
  resources: ['ibans'],
  idShape: /^(?:export|[1-9]\d{0,8})$/,
  lookup: (tx, ids) => findMandateLabels(tx, ids.filter((id) => SERIAL_ID.test(id)).map(Number)),
};
